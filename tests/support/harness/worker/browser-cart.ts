import { env } from 'cloudflare:test'
import { cartCookieName, serializeCartCookie } from '../../../../domain/cart-cookie'

/**
 * A test browser's cart, as the storefront's pages keep it: a cart id in the cart cookie
 * (named by store id), sent with every request and named in the checkouts it starts, so the
 * worker knows the browser as the checkout's owner (worker/api/checkout-owner.ts).
 */
export interface BrowserCart {
  id: string
  /** The cookie header pair, once the store's id is known. */
  cookie(): Promise<string>
}

const storeIds = new Map<string, Promise<number>>()

function storeIdOf(storeSlug: string): Promise<number> {
  let id = storeIds.get(storeSlug)
  if (!id) {
    id = env.DB.prepare('SELECT id FROM stores WHERE slug = ?1')
      .bind(storeSlug)
      .first<{ id: number }>()
      .then((row) => row?.id ?? 0)
    storeIds.set(storeSlug, id)
  }
  return id
}

export function browserCart(storeSlug: string, id: string = crypto.randomUUID()): BrowserCart {
  return {
    id,
    async cookie() {
      const storeId = await storeIdOf(storeSlug)
      return storeId ? `${cartCookieName(storeId)}=${serializeCartCookie({ id, items: {}, region: 'USA' })}` : ''
    },
  }
}

/** A POST /api/checkout body names the browser's cart unless it names one itself. */
export function withCartId(path: string, method: string, body: unknown, cart: BrowserCart): unknown {
  if (method !== 'POST' || !path.startsWith('/api/checkout') || typeof body !== 'object' || body === null) return body
  return 'cartId' in body ? body : { ...body, cartId: cart.id }
}
