import fc from 'fast-check'

/**
 * Generators of input no field of the API accepts, by the kind of field, and of hostile
 * values in general. "Invalid for a kind" must hold for every value generated: the
 * properties built on these expect a rejection every time.
 */

/** Stands for a deeply nested JSON value; replaced in the serialised body (building it as an object would overflow JSON.stringify). */
export const DEEP = '\u0000deep\u0000'
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

/** At least `min` code points (zod counts code points, not UTF-16 units). */
const huge = (min: number) =>
  fc
    .tuple(fc.integer({ min, max: Math.max(min + 10, 20_000) }), fc.constantFrom('x', 'é', '💥', '\u0000', '<', 'a-'))
    .map(([count, unit]) => unit.repeat(count))

const unicode = fc.string({ unit: 'binary', minLength: 1, maxLength: 40 })
const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 8 })
  .map((codes) => String.fromCharCode(...codes))

/** Values that are not strings. */
const notAString = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constant([]),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.constant({}),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { minKeys: 1, maxKeys: 3 }),
  fc.constant({ $gt: '' }),
  fc.constant(DEEP),
)

/** Values that are not objects (or are arrays). */
const notAnObject = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant(DEEP),
)

const blank = fc.constantFrom('', ' ', '   ', '\t', '\n\r', '\u00a0\u2003')

/** Strings of at least `max + 1` characters once trimmed. */
const tooLong = (max: number) => huge(max + 1).filter((text) => [...text.trim()].length > max)

/** Strings with a character outside [a-z0-9-]. */
const notSlugChars = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('A', ' ', '/', '..', '<', '%', '_', 'é', '\u0000', '💥', 'ａ', '.'),
    fc.string({ maxLength: 10 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`)

const invalidEmails = fc.oneof(
  fc.constantFrom(
    'not-an-email',
    'a@',
    '@example.com',
    'a@b',
    'a b@example.com',
    '<script>@example.com',
    'ada@exa mple.com',
    'ü@例え.jp',
    'a@@example.com',
    '.a@example.com',
  ),
  fc.string({ maxLength: 30 }).filter((text) => !text.includes('@')),
  huge(255).map((text) => `${text}@example.com`),
  loneSurrogates,
)

const numericJunk = fc.constantFrom(
  '0',
  '-1',
  '-7',
  '1.5',
  '0.0001',
  'abc',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '--1',
  '1_000',
)

export type Kind =
  | { type: 'id'; max: number }
  | { type: 'slug'; max: number }
  | { type: 'positiveId' }
  | { type: 'enum'; values: readonly string[]; nullable?: boolean }
  | { type: 'email' }
  | { type: 'text'; max: number; nullable?: boolean }
  | { type: 'optionalText'; max: number; nullable?: boolean }
  | { type: 'quantity' }
  | { type: 'array'; max: number }
  | { type: 'object' }
  | { type: 'pattern'; invalid: fc.Arbitrary<string> }
  | { type: 'boolean' }
  | { type: 'record'; max: number }

/** A value for a JSON body that no field of this kind accepts. */
export function invalidJson(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind.type) {
    case 'id':
      return fc.oneof(notAString, blank, tooLong(kind.max))
    case 'text':
      return fc.oneof(
        notAString.filter((value) => !(kind.nullable && value === null)),
        blank,
        tooLong(kind.max),
      )
    case 'slug':
      return fc.oneof(notAString, fc.constant(''), notSlugChars, tooLong(kind.max))
    case 'positiveId':
      // z.coerce turns null, true and [] into numbers, so only these fail whatever happens.
      return fc.oneof(numericJunk, fc.constantFrom(0, -1, 1.5, -0.25, { a: 1 }))
    case 'enum':
      return fc.oneof(
        notAString.filter((value) => !(kind.nullable && value === null)),
        fc.string({ maxLength: 20 }).filter((text) => !kind.values.includes(text)),
        fc.constantFrom(
          ...kind.values.map((value) => value.toUpperCase()).filter((value) => !kind.values.includes(value)),
          ' card',
          'card ',
        ),
        tooLong(40),
      )
    case 'email':
      return fc.oneof(notAString, blank, invalidEmails)
    case 'optionalText':
      return fc.oneof(
        notAString.filter((value) => !(kind.nullable && value === null)),
        tooLong(kind.max),
      )
    case 'quantity':
      return fc.oneof(
        fc.constantFrom(0, -1, -0.5, 1.5, 1000, 1e9, 2 ** 53 + 2, 1e308, -1e308, '1', '', null, true, [], {}, [2]),
        fc.integer({ max: 0 }),
        fc.integer({ min: 1000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
      )
    case 'array':
      return fc.oneof(
        notAString.filter((value) => !Array.isArray(value) && value !== DEEP),
        fc.constant([]),
        fc.constant(Array.from({ length: kind.max + 1 }, () => ({}))),
      )
    case 'object':
      return notAnObject
    case 'pattern':
      return fc.oneof(notAString, fc.constant(''), kind.invalid)
    case 'boolean':
      return fc.constantFrom('true', 'false', 1, 0, null, [], {}, 'yes')
    case 'record':
      return fc.oneof(
        fc.constantFrom('a=b', 7, true, [['a', 'b']]),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), fc.oneof(fc.integer(), fc.constant(null), fc.constant([])), {
          minKeys: 1,
          maxKeys: 3,
        }),
        tooLong(kind.max).map((text) => ({ key: text })),
      )
  }
}

/** A query string value that no parameter of this kind accepts; `undefined` leaves it out. */
export function invalidQuery(kind: Kind, required: boolean): fc.Arbitrary<string | string[] | undefined> {
  const duplicated = fc.tuple(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })).map(([a, b]) => [a, b])
  const options: fc.Arbitrary<string | string[] | undefined>[] = [duplicated]
  if (required) options.push(fc.constant(undefined))
  switch (kind.type) {
    case 'id':
    case 'text':
      options.push(blank, tooLong(kind.max))
      break
    case 'slug':
      options.push(fc.constant(''), notSlugChars, tooLong(kind.max))
      break
    case 'positiveId':
      options.push(numericJunk)
      break
    case 'enum':
      options.push(
        fc.string({ maxLength: 20 }).filter((text) => !kind.values.includes(text)),
        tooLong(40),
      )
      break
    case 'email':
      options.push(blank, invalidEmails)
      break
    case 'optionalText':
      options.push(tooLong(kind.max))
      break
    case 'pattern':
      options.push(fc.constant(''), kind.invalid)
      break
    default:
      throw new Error(`No query form for ${kind.type}`)
  }
  return fc.oneof(...options)
}

/** Anything at all, hostile for preference: for fields whose rules the property does not know. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  huge(1),
  unicode,
  loneSurrogates,
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE orders; --",
    '../../etc/passwd',
    '%00',
    '${7*7}',
    '{{7*7}}',
    'null',
    'undefined',
    '__proto__',
  ),
  fc.constantFrom(-1, 0, 0.5, -0.5, 1e308, -1e308, 2 ** 53 + 1, Number.MIN_VALUE),
  fc.constant(DEEP),
  fc.constant({ __proto__: { admin: true } }),
  fc.jsonValue({ maxDepth: 4 }),
)

/** Bodies that are not a JSON object at all, as text. */
export const malformedBodies = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '{"a":1,}',
    "{'a':1}",
    'NaN',
    'undefined',
    '\u0000',
    '[',
    '{"a":"\\ud800"',
    '\ufeff{}',
    'null',
    'true',
    '7',
    '"text"',
    '[]',
    '[{}]',
  ),
  fc.integer({ min: 1, max: 20_000 }).map(deepJson),
  fc.integer({ min: 1, max: 10_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 60 }).filter((text) => {
    try {
      const value = JSON.parse(text)
      return typeof value !== 'object' || value === null || Array.isArray(value)
    } catch {
      return true
    }
  }),
)
