import * as z from 'zod'
import { CURRENCIES, type Currency } from '../../../../domain/constants'
import { type AmountUnit, toCents } from '../amounts'

/**
 * Tolerant building blocks for reading a backend of spec section 7: it may write an id as
 * a number or a string, `null` for an unset field, an entity bare or wrapped in an object,
 * and amounts in dollars. Each reader requires only what the spec guarantees and maps the
 * rest into the domain's types.
 */

const NUMERIC = /^-?\d+(\.\d+)?$/

/** A number, or the same written as a string ("25.50"). */
export const LooseNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(NUMERIC)
    .transform((text) => Number(text)),
])

/** An id the storefront keeps as a number (skus are built from them): a whole number or its digits. */
export const NumericId = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform((text) => Number(text)),
])

/** Text, or a number written where text was meant (an id, a zip). */
export const LooseText = z.union([z.string(), z.number().transform((value) => String(value))])

/** true/false, "true"/"false", 1/0. */
export const LooseBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((text) => text === 'true'),
  z.number().transform((value) => value !== 0),
])

/** `schema`, with null read as not given, and anything it refuses read as not given too. */
export function maybe<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .transform((value) => {
      if (value === null || value === undefined) return undefined
      const parsed = schema.safeParse(value)
      return parsed.success ? (parsed.data as z.output<T>) : undefined
    })
    .optional()
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The entity itself, or the one under the first of `keys` that holds an object:
 * `{ store: {...} }`, `{ data: {...} }`, `{ statusCode: 200, theme: {...} }`.
 */
export function unwrap(value: unknown, keys: readonly string[]): unknown {
  if (!isRecord(value)) return value
  for (const key of keys) if (isRecord(value[key])) return value[key]
  return value
}

/** A list given bare or under one of `keys` (`{ products: [...] }`, `{ data: [...] }`); undefined when none. */
export function listIn(value: unknown, keys: readonly string[]): unknown[] | undefined {
  if (Array.isArray(value)) return value
  if (!isRecord(value)) return undefined
  for (const key of keys) {
    const inner = value[key]
    if (Array.isArray(inner)) return inner
    if (isRecord(inner)) {
      const nested = listIn(inner, keys)
      if (nested) return nested
    }
  }
  return undefined
}

/** Every item `item` reads; the others are left out (and counted by the caller if it cares). */
export function readEach<T>(items: readonly unknown[], item: z.ZodType<T>): T[] {
  return items.flatMap((value) => {
    const parsed = item.safeParse(value)
    return parsed.success ? [parsed.data] : []
  })
}

/** The first of several spellings of one field that is given. */
export function first<T>(...values: (T | null | undefined)[]): T | undefined {
  for (const value of values) if (value !== null && value !== undefined) return value
  return undefined
}

/** An amount as the backend writes it (25, "25.00", { amount: 25 }, { value: 25 }) in integer cents. */
export function amountIn(unit: AmountUnit) {
  return z.union([
    LooseNumber.transform((amount) => toCents(amount, unit)),
    z.object({ amount: LooseNumber }).transform(({ amount }) => toCents(amount, unit)),
    z.object({ value: LooseNumber }).transform(({ value }) => toCents(value, unit)),
  ])
}

/** One of the spec's currencies, in any case; anything else is not given. */
export const CurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(CURRENCIES))
  .transform((code): Currency => code)

/** A stable positive 31-bit number for a text id ("st_8f2a"): FNV-1a. */
export function stableNumber(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 1 || 1
}

/** A path of the storefront from a backend's link: `/listing/x` as it is, `https://b.example/listing/x` as `/listing/x`. */
export function storefrontPath(url: string | undefined): string | undefined {
  if (!url) return undefined
  if (url.startsWith('/')) return url
  try {
    return new URL(url).pathname
  } catch {
    return undefined
  }
}

/** A slug from a title: 'Summer Drop!' → 'summer-drop'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export { isRecord }
