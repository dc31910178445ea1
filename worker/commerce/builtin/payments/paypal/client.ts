import { basicAuth, callProvider, type Fetch } from '../http'
import { PaymentProviderError } from '../provider'
import { uuidFromKey } from '../uuid-from-key'
import * as z from 'zod'

export interface PayPalOptions {
  clientId: string
  clientSecret: string
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for PayPal's sandbox. */
  apiBase?: string
  fetch?: Fetch
}

const Token = z.object({ access_token: z.string(), expires_in: z.number() })
/**
 * OAuth tokens by API host and client id, kept for the isolate's life: the providers are
 * built per request, and asking PayPal for a token on every call is slow and rate limited.
 * A token is renewed a minute before it expires; requests that need one at the same time
 * share one fetch.
 */
const tokens = new Map<string, { value: string; expiresAt: number } | Promise<string>>()

/** Forgets every cached token (tests start from a cold isolate). */
export function forgetPayPalTokens(): void {
  tokens.clear()
}

/** PayPal's limit on PayPal-Request-Id (its Orders v2 and Payments v2 reference: 1 to 108 characters). */
const REQUEST_ID_MAX = 108

/**
 * The PayPal-Request-Id for one of our keys: the key itself when PayPal takes it, else a
 * fixed-length digest of it (a refund's key is the payment's key, `:refund:` and the
 * operator's key of up to 100 characters). The same key always gives the same id, so a
 * retry is still recognised; keys that fit keep the id they always had.
 */
function payPalRequestId(key: string): Promise<string> {
  return key.length <= REQUEST_ID_MAX ? Promise.resolve(key) : uuidFromKey(key)
}

const TOKEN_ATTEMPTS = 3
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The HTTP client the provider and the webhook check share: bearer token, JSON, request ids. */
export function payPalClient({ clientId, clientSecret, apiBase = 'https://api-m.paypal.com', fetch: fetcher = fetch }: PayPalOptions) {
  const base = apiBase.replace(/\/+$/, '')
  const cacheKey = `${base}\n${clientId}`

  async function fetchToken(): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const { status, body, headers } = await callProvider(fetcher, 'PayPal', `${base}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: basicAuth(clientId, clientSecret), 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
      // 429: the token endpoint is rate limited; wait as PayPal asks (at most 2 s) and ask again.
      if (status === 429 && attempt < TOKEN_ATTEMPTS) {
        const asked = Number(headers.get('retry-after'))
        await sleep(Number.isFinite(asked) && asked >= 0 ? Math.min(asked, 2) * 1000 : 250 * attempt)
        continue
      }
      const parsed = Token.safeParse(body)
      if (status === 429) throw new PaymentProviderError('PayPal is rate limiting our token requests', true)
      if (status !== 200 || !parsed.success) throw new PaymentProviderError(`PayPal refused our credentials (${status})`, false)
      tokens.set(cacheKey, { value: parsed.data.access_token, expiresAt: Date.now() + (parsed.data.expires_in - 60) * 1000 })
      return parsed.data.access_token
    }
  }

  async function accessToken(): Promise<string> {
    const cached = tokens.get(cacheKey)
    if (cached instanceof Promise) return cached
    if (cached && cached.expiresAt > Date.now()) return cached.value
    const pending = fetchToken()
    tokens.set(cacheKey, pending)
    try {
      return await pending
    } catch (error) {
      tokens.delete(cacheKey)
      throw error
    }
  }

  async function call(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    }
    if (requestId) headers['paypal-request-id'] = await payPalRequestId(requestId)
    return callProvider(fetcher, 'PayPal', `${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
  }

  return { call }
}

/** A call of PayPal's REST API with the bearer token and, for writes, a request id. */
export type PayPalCall = ReturnType<typeof payPalClient>['call']
