import type { MessageKey, ParamsFor } from './'

/** A catalogue key whose message takes no arguments, so `t(key)` type-checks for a key chosen at run time. */
export type PlainMessageKey = { [K in MessageKey]: ParamsFor<K> extends [] ? K : never }[MessageKey]
