import type { CssNode, ParseOptions } from 'css-tree'
import parse from 'css-tree/parser'

/** Thrown by the first token of the throwaway text: it is tokenized, never parsed. */
const TOKENIZED = new Error('tokenized')
const stopAtFirstToken = () => {
  throw TOKENIZED
}

/**
 * css-tree's parse, reading `text` as if nothing had been parsed before it in this isolate.
 *
 * css-tree (3.2.1, the latest) keeps one token buffer for every parse. When a block at the
 * top level closes, it reads the type of the token at index `text.length` of that buffer,
 * which this text never wrote: a token of the last longer text parsed. If that was an opening
 * bracket, a later stray closing one pairs blocks backwards, and the parser then loops for
 * ever (css-parse.test.ts shows it). One store's sheet could so hang the isolate that renders
 * another store's pages. A throwaway text of `text.length + 1` commas, each a token of its
 * own, is tokenized first, so that slot always holds a comma, which opens nothing. It costs
 * about 0.5 ms for the longest sheet a theme may have (20,000 characters); a store's sheet is
 * read once per isolate (sanitize-css.ts keeps the result).
 */
export function parseAlone(text: string, options: ParseOptions): CssNode {
  try {
    parse(','.repeat(text.length + 1), { onToken: stopAtFirstToken })
  } catch (error) {
    if (error !== TOKENIZED) throw error
  }
  return parse(text, options)
}
