import { execFileSync } from 'node:child_process'
import generate from 'css-tree/generator'
import parse from 'css-tree/parser'
import { describe, expect, it } from 'vitest'
import { parseAlone } from './css-parse'

/**
 * A sheet that starts with a block, closes a block that was never opened, then opens one
 * it never closes. Read alone it is harmless; read after a longer text whose token at index
 * `text.length` opened a block, css-tree 3.2.1 loops for ever on it (found by the property
 * test of sanitize-css.test.ts, which hung CI).
 */
const STRAY = 'var(--v)} p{color:blue} q{color:red} url('

const TSX = new URL('../../../node_modules/.bin/tsx', import.meta.url).pathname

/** A text whose token at index `length` is `{`: one token per character before it. */
function openerAt(length: number): string {
  return length % 2 === 0 ? `${'a,'.repeat(length / 2)}{}` : `${'a,'.repeat((length - 1) / 2)}a{}`
}

interface TokenApi {
  tokenCount: number
  /** For each token, the end of its block: its pair for a bracket, else the end of the block it is in. */
  balance: Uint32Array
  getTokenType(index: number): number
  isBlockCloserTokenType(type: number): boolean
}

const TOKENIZED = new Error('tokenized')

/**
 * The tokens of `text` whose block css-tree says ends before them, though they close none,
 * read through its own token API right after tokenizing and before any parsing. Its parser
 * skips to the end of a token's block to read a rule it cannot parse; at such a token it
 * skips nothing, and reads the same token again for ever.
 */
function tokensPointingBack(read: (text: string, options: object) => unknown, text: string): number[] {
  const found: number[] = []
  try {
    read(text, {
      onToken(this: TokenApi) {
        for (let index = 0; index < this.tokenCount; index++) {
          if (!this.isBlockCloserTokenType(this.getTokenType(index)) && this.balance[index] < index) found.push(index)
        }
        throw TOKENIZED
      },
    })
  } catch (error) {
    if (error !== TOKENIZED) throw error
  }
  return found
}

describe('parseAlone', () => {
  it('the defect it works around: after a longer text left an opening bracket at that index, css-tree ends blocks before they start', () => {
    expect(tokensPointingBack(parse, STRAY)).toEqual([])
    parse(openerAt(STRAY.length), { context: 'stylesheet' })
    expect(tokensPointingBack(parse, STRAY)).not.toEqual([])
  })

  it('ends every block after it starts, after the same text, and reads it as css-tree does in a fresh process', () => {
    parse(openerAt(STRAY.length), { context: 'stylesheet' })
    expect(tokensPointingBack(parseAlone, STRAY)).toEqual([])
    parse(openerAt(STRAY.length), { context: 'stylesheet' })
    // `node -e` of css-tree's parse and generate, nothing parsed before.
    expect(generate(parseAlone(STRAY, { context: 'stylesheet' }))).toBe('var(--v)} p{color:blue}q{color:red}url(')
  })
})

describe('a store sheet read after another store’s', () => {
  // In a process of its own: without the fix this never finishes, and a loop in this one would hang the run.
  it('is sanitised as when it is read first', () => {
    // A different text, so the memo of results does not answer it.
    const again = `${STRAY} `
    const script = `
      import { sanitizeCustomCss } from ${JSON.stringify(new URL('./sanitize-css.ts', import.meta.url).pathname)}
      const alone = sanitizeCustomCss(${JSON.stringify(STRAY)})
      sanitizeCustomCss(${JSON.stringify(openerAt(again.length))})
      console.log(JSON.stringify([alone, sanitizeCustomCss(${JSON.stringify(again)})]))
    `
    const out = execFileSync(TSX, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 })
    expect(JSON.parse(out)).toEqual(['q{color:red}', 'q{color:red}'])
  })
})
