import type { MessageKey, Translate } from './types'

/** A message whose key is chosen at run time (e.g. a validation error); unused params are ignored. */
export function translateDynamic(t: Translate, key: MessageKey, params: Record<string, string | number> = {}): string {
  return (t as unknown as (key: MessageKey, params: Record<string, string | number>) => string)(key, params)
}
