import type en from './en'

/** Every message key, taken from the English source catalogue. */
export type MessageKey = keyof typeof en

/** A translation: one string per key. Locale files are checked with `satisfies Catalogue`. */
export type Catalogue = Readonly<Record<MessageKey, string>>

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S
type Unusable = ' ' | '#' | '{' | '='

/** The name at the start of what follows a `{`, if that `{` opens an argument. */
type HeadName<S extends string> = S extends `${infer Name},${infer Kind},${string}`
  ? Trim<Kind> extends 'plural'
    ? CheckName<Trim<Name>>
    : BareName<S>
  : BareName<S>
type BareName<S extends string> = S extends `${infer Name}}${string}` ? CheckName<Trim<Name>> : never
type CheckName<N extends string> = N extends '' ? never : N extends `${string}${Unusable}${string}` ? never : N

/** The argument names of a message, e.g. 'count' | 'query'. */
type ArgumentNames<S extends string> = S extends `${string}{${infer Rest}` ? HeadName<Rest> | ArgumentNames<Rest> : never

/** The values a message needs: none, or an object with one entry per argument. */
export type ParamsFor<K extends MessageKey> = [ArgumentNames<(typeof en)[K]>] extends [never]
  ? []
  : [params: Readonly<Record<ArgumentNames<(typeof en)[K]>, string | number>>]

/** Look up a message and fill in its arguments. */
export type Translate = <K extends MessageKey>(key: K, ...params: ParamsFor<K>) => string

/**
 * A message chosen at run time, such as a field's validation error, with the arguments it
 * needs. Render it with `translateMessage(t, message)`.
 */
export type Message = {
  [K in MessageKey]: ParamsFor<K> extends [] ? { key: K; params?: undefined } : { key: K; params: ParamsFor<K>[0] }
}[MessageKey]

/** A catalogue key whose message takes no arguments, so `t(key)` type-checks for a key chosen at run time. */
export type PlainMessageKey = { [K in MessageKey]: ParamsFor<K> extends [] ? K : never }[MessageKey]
