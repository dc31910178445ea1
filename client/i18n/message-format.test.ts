import { describe, expect, it } from 'vitest'
import { argumentNames, compileMessage, formatMessage, MessageSyntaxError, pluralSelectors } from './message-format'

const contextFor = (locale: string) => ({
  plurals: new Intl.PluralRules(locale),
  numbers: new Intl.NumberFormat(locale),
})
const format = (source: string, params: Record<string, string | number>, locale = 'en') =>
  formatMessage(compileMessage(source), params, contextFor(locale))

const ITEMS = '{count, plural, =0 {no items} one {# item} other {# items}} added'

describe('message format', () => {
  it('returns plain text unchanged, apostrophes and quotes included', () => {
    expect(format("This page won't be visible to anyone", {})).toBe("This page won't be visible to anyone")
    expect(format('Cart · 3', {})).toBe('Cart · 3')
  })

  it('fills in arguments', () => {
    expect(format('No results for "{query}"', { query: 'hoodie' })).toBe('No results for "hoodie"')
    expect(format('{name} delivery', { name: 'Rush' })).toBe('Rush delivery')
  })

  it('inserts plain numeric arguments as given, so years and order numbers keep their digits', () => {
    expect(format('© {year} {name}', { year: 2026, name: 'Acme' })).toBe('© 2026 Acme')
  })

  it('shows a missing argument as its placeholder instead of failing', () => {
    expect(format('Hello {name}', {})).toBe('Hello {name}')
    expect(format(ITEMS, {})).toBe('{count} added')
  })

  it('picks the plural form for the count in English', () => {
    expect(format(ITEMS, { count: 0 })).toBe('no items added')
    expect(format(ITEMS, { count: 1 })).toBe('1 item added')
    expect(format(ITEMS, { count: 2 })).toBe('2 items added')
  })

  it('follows the plural rules of the locale', () => {
    const source = '{count, plural, one {# article} other {# articles}}'
    // French treats 0 as singular, English does not.
    expect(format(source, { count: 0 }, 'fr')).toBe('0 article')
    expect(format(source, { count: 0 }, 'en')).toBe('0 articles')
  })

  it('writes the count with the digit grouping of the locale', () => {
    expect(format(ITEMS, { count: 1234 }, 'en')).toBe('1,234 items added')
    expect(format(ITEMS, { count: 1234 }, 'de')).toBe('1.234 items added')
  })

  it('fills arguments nested in a plural branch', () => {
    const source = '{count, plural, one {# item for {name}} other {# items for {name}}}'
    expect(format(source, { count: 2, name: 'Ada' })).toBe('2 items for Ada')
  })

  it('falls back to the other branch for a category the message does not list', () => {
    expect(format('{n, plural, other {# left}}', { n: 1 })).toBe('1 left')
  })

  it('lists argument names and plural selectors', () => {
    const message = compileMessage('{count, plural, one {# for {name}} other {#}} in {place}')
    expect([...argumentNames(message)].sort()).toEqual(['count', 'name', 'place'])
    expect(pluralSelectors(message)).toEqual([['one', 'other']])
  })

  it.each([
    ['unclosed argument', 'Hello {name'],
    ['stray closing brace', 'Hello }'],
    ['bad argument name', 'Hello {first name}'],
    ['unknown argument type', '{n, number}'],
    ['plural without other', '{n, plural, one {#}}'],
    ['unknown plural selector', '{n, plural, lots {#} other {#}}'],
    ['repeated selector', '{n, plural, one {#} one {#} other {#}}'],
  ])('rejects a %s', (_, source) => {
    expect(() => compileMessage(source)).toThrow(MessageSyntaxError)
  })
})
