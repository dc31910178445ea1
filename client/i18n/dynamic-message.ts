import type { MessageKey, ParamsFor, Translate } from './'

/** Keys whose message takes no arguments, for labels chosen at run time. */
export type PlainMessageKey = { [K in MessageKey]: ParamsFor<K> extends [] ? K : never }[MessageKey]

/** A message whose key is chosen at run time (e.g. a validation error); unused params are ignored. */
export function translateDynamic(t: Translate, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (t as unknown as (key: MessageKey, params: Record<string, string | number>) => string)(key, params)
}
