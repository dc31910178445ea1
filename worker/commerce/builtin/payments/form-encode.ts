/**
 * Stripe's request encoding: application/x-www-form-urlencoded with nested objects as
 * `parent[child]` and arrays as `list[0]`. Null and undefined values are left out.
 */
export type FormValue = string | number | boolean | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue }

export function formEncode(params: { readonly [key: string]: FormValue }): string {
  const pairs: [string, string][] = []
  const walk = (key: string, value: FormValue): void => {
    if (value === null || value === undefined) return
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(`${key}[${index}]`, item)
    } else if (typeof value === 'object') {
      for (const [child, item] of Object.entries(value)) walk(`${key}[${child}]`, item)
    } else {
      pairs.push([key, String(value)])
    }
  }
  for (const [key, value] of Object.entries(params)) walk(key, value)
  return new URLSearchParams(pairs).toString()
}
