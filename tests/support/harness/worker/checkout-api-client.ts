import { SELF } from 'cloudflare:test'
import { browserCart, withCartId } from './browser-cart'
import { cookieJar } from '../reliability/harness'

/**
 * Calls the worker as the checkout page does: JSON from the store's own origin
 * ({slug}.localhost), reading every answer's body. Each client is one browser: it keeps the
 * cookies the worker sets and sends them back, as a browser's cookie jar does.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export function storeClient(storeSlug: string) {
  const origin = `http://${storeSlug}.localhost`
  const jar = cookieJar()
  const cart = browserCart(storeSlug)
  async function send<T>(method: string, path: string, sent?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const body = withCartId(path, method, sent, cart)
    const cookie = jar.header(await cart.cookie())
    const response = await SELF.fetch(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    jar.keep(response.headers)
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // HTML pages and redirects keep their text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }
  return {
    origin,
    /** The id of this browser's cart (its cart cookie's). */
    cartId: cart.id,
    /** Sets a cookie as the page's own script would (it replaces the cart cookie when it has its name). */
    setCookie: (name: string, value: string) => jar.set(name, value),
    cookies: () => jar.entries(),
    get: <T = Record<string, unknown>>(path: string) => send<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>('POST', path, body ?? {}, headers),
    put: <T = Record<string, unknown>>(path: string, body: unknown) => send<T>('PUT', path, body),
    /** A form post, as a browser sends it. */
    form: (path: string, fields: Record<string, string>) =>
      send('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
  }
}

export type StoreClient = ReturnType<typeof storeClient>
