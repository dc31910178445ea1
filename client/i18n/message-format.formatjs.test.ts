import { IntlMessageFormat } from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../domain/constants'
import { catalogues } from './all'
import { compileMessage, formatMessage } from './message-format'

/**
 * ADR 101: the catalogues are formatted by our small parser, and FormatJS (the ecosystem's
 * ICU MessageFormat implementation) is the judge. Every message of every locale must parse
 * in FormatJS and read the same through both, for every count a plural can meet.
 */

type AstElement = { type: number; value?: string; options?: Record<string, { value: AstElement[] }> }
/** FormatJS's element types (`@formatjs/icu-messageformat-parser` TYPE). */
const ARGUMENT = 1
const PLURAL = 6

function argumentsOf(elements: AstElement[], plain: Set<string>, counted: Set<string>): void {
  for (const element of elements) {
    if (element.type === ARGUMENT && element.value) plain.add(element.value)
    if (element.type === PLURAL && element.value) {
      counted.add(element.value)
      for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, plain, counted)
    }
  }
}

/** Counts that reach every CLDR plural category of the eight locales, and grouping. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1000, 1001]

const cases = Object.entries(catalogues).flatMap(([locale, catalogue]) =>
  Object.entries(catalogue).map(([key, source]) => [locale as Locale, key, source] as const),
)

describe('every catalogue message, formatted by FormatJS and by ours', () => {
  it.each(cases)('%s %s', (locale, _key, source) => {
    const judge = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true })
    const plain = new Set<string>()
    const counted = new Set<string>()
    argumentsOf(judge.getAst() as AstElement[], plain, counted)
    const ours = compileMessage(source)
    const context = { plurals: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) }
    // Plain arguments go in as text: ours never adds digit grouping to an order number or a year.
    const base = Object.fromEntries([...plain].map((name) => [name, `«${name}»`]))
    for (const count of counted.size > 0 ? COUNTS : [undefined]) {
      const values = { ...base, ...Object.fromEntries([...counted].map((name) => [name, count ?? 0])) }
      expect(formatMessage(ours, values, context)).toBe(judge.format(values))
    }
  })
})
