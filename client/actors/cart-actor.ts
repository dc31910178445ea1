import { createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { cartMachine } from '../../machines/cart.machine'
import { itemCount } from '../../machines/cart-lines'
import { apiFrom } from '../api/get-api'
import { checkoutApi } from '../api/checkout-api'
import { affiliateFrom, trafficSourceFrom } from '../analytics/attribution'
import { setCartCount } from './cart-count'
import { pageInspector } from './inspector'
import type { ShellData } from '../app/shell'
import { showToast } from './toaster'
import { checkoutForCart } from './cart-checkout'
import { forgetCheckout, rememberCheckout, rememberedCheckout } from './cart-checkout-memory'
import { invalidSkus, resolveLines } from './cart-display'
import { readCartCookie, writeCartCookie } from '../browser/cart-cookie'
import { type CartActor, registerCartActor } from './cart-registry'

export type { CartActor }
export type CartSnapshot = SnapshotFrom<typeof cartMachine>

export type CartShell = Pick<ShellData, 'store' | 'localization' | 'preview' | 'environment'>

/** The cart machine with this page's I/O: listing calls, checkout creation and the cookie. */
export function createCartActor(shell: CartShell): CartActor {
  const storeId = shell.store.id
  // Live: the lines are checked against the stock as it is now, not a listing the browser
  // kept from a page seen a minute ago (an item that sold out since would pass the check).
  // Each answer's fulfilment details are kept per sku: the checkout's lines carry them (spec section 7).
  const fulfillment = new Map<string, unknown>()
  const lookup = async (slug: string, productId: number) => {
    const answer = await apiFrom(undefined).listing(slug, productId, { live: true })
    for (const [sku, details] of Object.entries(answer.fulfillmentDetails ?? {})) fulfillment.set(sku, details)
    return answer
  }
  const machine = cartMachine.provide({
    actors: {
      refreshLines: fromPromise(({ input }) => resolveLines(input.items, lookup)),
      revalidateCart: fromPromise(async ({ input }) => ({ invalidSkus: await invalidSkus(input.items, lookup) })),
      createCheckout: fromPromise(async ({ input }) => {
        const request = {
          storeSlug: shell.store.slug,
          cartId: input.cartId,
          lineItems: input.items.map((entry) => ({
            sku: entry.sku,
            quantity: entry.quantity,
            ...(fulfillment.has(entry.sku) ? { fulfillmentDetails: fulfillment.get(entry.sku) } : {}),
          })),
          trafficSource: trafficSourceFrom(document.cookie),
          affiliate: affiliateFrom(document.cookie),
        }
        const checkoutId = await checkoutForCart(checkoutApi, request, input.checkoutId)
        rememberCheckout(storeId, { cartId: input.cartId, checkoutId })
        return { checkoutId }
      }),
    },
    actions: {
      persistCart: (_, { cart }) => {
        writeCartCookie(storeId, cart)
        if (!cart) forgetCheckout(storeId)
      },
    },
  })
  const cart = readCartCookie(storeId)
  const actor = createActor(machine, {
    input: {
      cart,
      checkoutId: rememberedCheckout(storeId, cart?.id),
      newCartId: crypto.randomUUID(),
      buyerRegion: shell.localization.buyer_region,
      preview: shell.preview,
    },
    inspect: pageInspector(shell.environment),
  })
  actor.on('toast.show', (event) => showToast(shell.environment, event))
  actor.subscribe((snapshot) => setCartCount(itemCount(snapshot.context.items)))
  actor.start()
  return actor
}

let browserActor: CartActor | null = null

/** The page's one cart actor, started on first use (browser only). */
export function cartActor(shell: CartShell): CartActor {
  if (!browserActor) {
    browserActor = createCartActor(shell)
    registerCartActor(browserActor)
  }
  return browserActor
}
