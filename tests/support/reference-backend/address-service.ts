import type { Hono } from 'hono'

/**
 * The address validation service of spec sections 4 and 8 ("may yield a suggestion or an
 * error"; an error shows "above the street field; update stops"), answering as such a
 * service does: `{status: 'suggestion', suggestion}` for a street typed all in lower case,
 * `{status: 'error', message}` for zip 00000, `{status: 'valid'}` otherwise. A test picks
 * the two answers a storefront must survive by the street it types: "… Garbled …" gets an
 * answer no reader can understand, "… Slow …" an answer only after SLOW_MS.
 */

const SLOW_MS = 10_000
const ZIP_ERROR = 'We could not verify this address. Please check your zipcode.'

type Json = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const titleCase = (value: string) => value.replace(/\b([a-z])([a-z]*)/g, (_, head: string, rest: string) => head.toUpperCase() + rest)

/** The verdict on an address as the storefront sent it ({ address }). */
function verdict(address: Json): Json {
  const street = text(address.address1)
  if (/\bgarbled\b/i.test(street)) return { outcome: 'looked at', reference: 'av-1' }
  if (text(address.zip) === '00000') return { status: 'error', message: ZIP_ERROR }
  if (street && street === street.toLowerCase() && /[a-z]/.test(street)) {
    const city = text(address.city)
    return {
      status: 'suggestion',
      suggestion: { address1: titleCase(street), city: titleCase(city), state: text(address.stateCode), zip: text(address.zip) },
    }
  }
  return { status: 'valid' }
}

export function addressService(app: Hono): void {
  app.post('/v1/address/validate', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Json
    const address = typeof body.address === 'object' && body.address !== null ? (body.address as Json) : {}
    if (/\bslow\b/i.test(text(address.address1))) await new Promise((resolve) => setTimeout(resolve, SLOW_MS))
    return c.json(verdict(address))
  })
}
