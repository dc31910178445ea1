import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { cartCookieName, cartSetCookie } from '../../../domain/cart-cookie'
import { CartLineForm } from '../../../domain/schemas/cart'
import { removeEntry, setQuantity } from '../../../machines/cart-lines'
import type { LoaderContext } from '../../api/storefront-api'
import { cartsInCookieHeader } from '../../browser/cart-cookie'

/** What a refused cart form answers: the page shows the cart as it was, with why. */
export interface CartLineRefused {
  refused: 'invalid'
}

/**
 * A cart line's quantity or Remove as the worker answers it (ADR 107): posted before the
 * scripts have hydrated, or without scripts. The line changes in the cart cookie with the
 * cart machine's own arithmetic, and the answer is a 303 back to /cart, where the loader
 * reads the cookie again (a reload posts nothing). A line no longer in the cart leaves the
 * cart as it is. Once hydrated, the page's own handlers send the cart machine instead.
 */
export async function cartLineAction({ request, context }: ActionFunctionArgs) {
  const { store } = context as LoaderContext
  if (!store) throw new Response('Not allowed', { status: 405 })
  const parsed = CartLineForm.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data<CartLineRefused>({ refused: 'invalid' }, { status: 400 })
  const form = parsed.data
  const name = cartCookieName(store.id)
  const cart = cartsInCookieHeader(request.headers.get('cookie') ?? '')[name]
  if (!cart) return redirect('/cart', 303)
  const items = form.intent === 'remove' ? removeEntry(cart.items, form.sku) : setQuantity(cart.items, form.sku, form.quantity)
  const region = Object.keys(items).length === 0 ? store.buyerRegion : cart.region
  const secure = new URL(request.url).protocol === 'https:'
  return redirect('/cart', {
    status: 303,
    headers: { 'set-cookie': cartSetCookie(store.id, { ...cart, items: { ...items }, region }, { secure }) },
  })
}
