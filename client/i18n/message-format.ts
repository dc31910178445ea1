/**
 * A small subset of ICU MessageFormat: `{name}` arguments and
 * `{count, plural, =0 {…} one {# item} other {# items}}` with `#` as the formatted count.
 * Apostrophes are plain text (no ICU quoting) because the catalogue is full of "won't" and
 * "we're"; no message needs a literal brace.
 */

export type MessageParams = Readonly<Record<string, string | number>>

type Part =
  | { kind: 'text'; value: string }
  | { kind: 'argument'; name: string }
  | { kind: 'count' }
  | { kind: 'plural'; name: string; branches: ReadonlyMap<string, readonly Part[]> }

export type CompiledMessage = readonly Part[]

const PLURAL_CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other'])
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/

export class MessageSyntaxError extends Error {
  constructor(message: string, source: string) {
    super(`${message} in message: ${source}`)
    this.name = 'MessageSyntaxError'
  }
}

export function compileMessage(source: string): CompiledMessage {
  const parser = new Parser(source)
  const parts = parser.parseParts(false)
  if (!parser.atEnd()) parser.fail('Unexpected "}"')
  return parts
}

/** The argument names a message uses, plural arguments included. */
export function argumentNames(message: CompiledMessage): Set<string> {
  const names = new Set<string>()
  const visit = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (part.kind === 'argument') names.add(part.name)
      if (part.kind === 'plural') {
        names.add(part.name)
        for (const branch of part.branches.values()) visit(branch)
      }
    }
  }
  visit(message)
  return names
}

/** The selectors of every plural in a message, in order, e.g. [['one', 'other']]. */
export function pluralSelectors(message: CompiledMessage): string[][] {
  const found: string[][] = []
  const visit = (parts: readonly Part[]) => {
    for (const part of parts) {
      if (part.kind !== 'plural') continue
      found.push([...part.branches.keys()])
      for (const branch of part.branches.values()) visit(branch)
    }
  }
  visit(message)
  return found
}

export interface FormatContext {
  plurals: Intl.PluralRules
  numbers: Intl.NumberFormat
}

/**
 * Render a compiled message. Plain arguments are inserted as given, so years, order numbers
 * and zip codes never gain digit grouping; only a plural's `#` is formatted for the locale.
 * A missing argument is rendered as `{name}` so the gap shows on the page instead of
 * breaking it.
 */
export function formatMessage(message: CompiledMessage, params: MessageParams, context: FormatContext): string {
  return render(message, params, context, undefined)
}

function render(parts: readonly Part[], params: MessageParams, context: FormatContext, count: number | undefined): string {
  let out = ''
  for (const part of parts) {
    switch (part.kind) {
      case 'text':
        out += part.value
        break
      case 'count':
        out += count === undefined ? '#' : context.numbers.format(count)
        break
      case 'argument': {
        const value = params[part.name]
        out += value === undefined ? `{${part.name}}` : String(value)
        break
      }
      case 'plural': {
        const value = Number(params[part.name])
        if (!Number.isFinite(value)) {
          out += `{${part.name}}`
          break
        }
        const branch = part.branches.get(`=${value}`) ?? part.branches.get(context.plurals.select(value)) ?? part.branches.get('other')
        out += branch ? render(branch, params, context, value) : ''
        break
      }
    }
  }
  return out
}

class Parser {
  private index = 0

  constructor(private readonly source: string) {}

  atEnd(): boolean {
    return this.index >= this.source.length
  }

  fail(reason: string): never {
    throw new MessageSyntaxError(`${reason} at ${this.index}`, this.source)
  }

  /** Text and arguments up to the end, or up to the `}` closing a plural branch. */
  parseParts(inPlural: boolean): Part[] {
    const parts: Part[] = []
    let text = ''
    const flush = () => {
      if (text) parts.push({ kind: 'text', value: text })
      text = ''
    }
    while (!this.atEnd()) {
      const char = this.source.charAt(this.index)
      if (char === '}') break
      if (char === '{') {
        flush()
        parts.push(this.parseArgument())
        continue
      }
      if (char === '#' && inPlural) {
        flush()
        parts.push({ kind: 'count' })
        this.index++
        continue
      }
      text += char
      this.index++
    }
    flush()
    return parts
  }

  private parseArgument(): Part {
    this.expect('{')
    const name = this.readUntil(/[,}]/)
    if (!NAME.test(name)) this.fail(`Bad argument name "${name}"`)
    if (this.source.charAt(this.index) === '}') {
      this.index++
      return { kind: 'argument', name }
    }
    this.expect(',')
    const type = this.readUntil(/[,}]/)
    if (type !== 'plural') this.fail(`Unsupported argument type "${type}"`)
    this.expect(',')
    const branches = new Map<string, Part[]>()
    this.skipSpace()
    while (this.source.charAt(this.index) !== '}') {
      if (this.atEnd()) this.fail('Unclosed plural')
      const selector = this.readUntil(/[{]/)
      if (!PLURAL_CATEGORIES.has(selector) && !/^=\d+$/.test(selector)) this.fail(`Bad plural selector "${selector}"`)
      if (branches.has(selector)) this.fail(`Repeated plural selector "${selector}"`)
      this.expect('{')
      branches.set(selector, this.parseParts(true))
      this.expect('}')
      this.skipSpace()
    }
    if (!branches.has('other')) this.fail('A plural needs an "other" branch')
    this.expect('}')
    return { kind: 'plural', name, branches }
  }

  private readUntil(stop: RegExp): string {
    const start = this.index
    while (!this.atEnd() && !stop.test(this.source.charAt(this.index))) this.index++
    if (this.atEnd()) this.fail('Unclosed argument')
    return this.source.slice(start, this.index).trim()
  }

  private skipSpace(): void {
    while (/\s/.test(this.source.charAt(this.index))) this.index++
  }

  private expect(char: string): void {
    if (this.source.charAt(this.index) !== char) this.fail(`Expected "${char}"`)
    this.index++
  }
}
