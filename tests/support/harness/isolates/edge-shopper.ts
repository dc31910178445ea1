import { cartCookieName, serializeCartCookie } from '../../../../domain/cart-cookie'
import { cookieJar, storeRequest } from '../../factories/browser-request'
import { type AppAnswer, readAnswer, type StoreBrowser } from '../../factories/checkout-steps'
import type { Edge } from './edges'

const closedUnanswered = (error: unknown) =>
  error instanceof TypeError && /UND_ERR_SOCKET|ECONNRESET/.test(String((error.cause as { code?: string } | undefined)?.code))

/**
 * A shopper's browser reaching one store through one edge from Node: its own cart (the
 * cart cookie, named in the checkouts it starts, as the pages do) and cookie jar.
 */
export function shopperThrough(edge: Edge, store: { slug: string; id: number }): StoreBrowser {
  const host = `${store.slug}.localhost`
  const cartId = crypto.randomUUID()
  const cartCookie = `${cartCookieName(store.id)}=${serializeCartCookie({ id: cartId, items: {}, region: 'USA' })}`
  const jar = cookieJar()

  async function send(method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<AppAnswer> {
    const withCart = method === 'POST' && path === '/api/checkout' && typeof body === 'object' ? { cartId, ...body } : body
    const request = storeRequest(host, path, { method, body: withCart, headers: { cookie: jar.header(cartCookie), ...headers } })
    const init = { method: request.method, headers: Object.fromEntries(request.headers), body: await request.text() }
    // A connection workerd closed before answering is tried once more, as a browser's fetch does on a
    // reused keep-alive socket; every step here is idempotent (a submit answers again for its checkout).
    const response = await edge(request.url, init).catch((error: unknown) => {
      if (!closedUnanswered(error)) throw error
      return edge(request.url, init)
    })
    const answer = await readAnswer({ status: response.status, headers: new Headers([...response.headers]), text: () => response.text() })
    jar.keep(answer.headers)
    return answer
  }

  return {
    storeSlug: store.slug,
    post: (path, body = {}, headers) => send('POST', path, body, headers),
    put: (path, body) => send('PUT', path, body),
  }
}
