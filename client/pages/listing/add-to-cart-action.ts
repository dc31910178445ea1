import { type ActionFunctionArgs, data, redirect } from 'react-router'
import { cartCookieName, cartSetCookie } from '../../../domain/cart-cookie'
import { AddToCartForm } from '../../../domain/schemas/cart'
import { cartAfterAdd, isExcludedListing } from '../../../machines/cart-lines'
import type { LoaderContext } from '../../api/storefront-api'
import { cartsInCookieHeader } from '../../browser/cart-cookie'
import { type AddRefusal, postedSelection } from './add-to-cart-form'
import { cartLineOf } from './cart-line'
import { addedSearch } from './selection'

/** What a refused Add to cart answers: the words to show, and the form's values to show again. */
export interface AddToCartRefused {
  refused: AddRefusal | 'invalid'
  values: { product: number; color: number; size: number | null; quantity: number } | null
}

const refuse = (refused: AddToCartRefused['refused'], values: AddToCartRefused['values'], status = 400) =>
  data<AddToCartRefused>({ refused, values }, { status })

/**
 * The listing's Add to cart as the worker answers it: a form posted before the scripts
 * have hydrated, or without scripts. The posted ids are checked against the listing as the
 * backend has it now; the line joins the cart cookie the page itself keeps, and the answer
 * is a 303 to the listing with the selection and `added`, where the confirmation shows (a
 * reload does not post again). Money is not in the form: the cart holds skus, priced by
 * the server at checkout. Once hydrated, the page's own submit sends the cart machine
 * `cart.add` instead, and this never runs in the browser.
 */
export async function addToCartAction({ params, request, context }: ActionFunctionArgs): Promise<Response | ReturnType<typeof refuse>> {
  const { api, store } = context as LoaderContext
  if (!store) throw new Response('Not allowed', { status: 405 })
  const parsed = AddToCartForm.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return refuse('invalid', null)
  const form = parsed.data
  const values = { product: form.product, color: form.color, size: form.size ?? null, quantity: form.quantity }
  const answer = await api.listing(params.slug ?? '', form.product).catch(() => null)
  const listing = answer?.listing
  if (!listing || (answer.errors?.length ?? 0) > 0) return refuse('invalid', values, 404)
  const picked = postedSelection(listing, form)
  if ('refused' in picked) return refuse(picked.refused, values, picked.refused === 'outOfStock' ? 409 : 400)
  const { selection } = picked
  if (selection.size) {
    const stock = await api.inventory(selection.variation.variationId, selection.size.id).catch(() => null)
    if (stock && stock.inventoryCount <= 0) return refuse('outOfStock', values, 409)
  }
  const line = cartLineOf(listing, selection, form.quantity, selection.size !== null)
  if (!line) return refuse('selectSize', values)
  const name = cartCookieName(store.id)
  const cart = cartAfterAdd(cartsInCookieHeader(request.headers.get('cookie') ?? '')[name] ?? null, {
    entry: line.entry,
    excluded: isExcludedListing(line.kind),
    buyerRegion: store.buyerRegion,
    newCartId: crypto.randomUUID(),
  })
  const url = new URL(request.url)
  return redirect(`${url.pathname}?${addedSearch(selection, form.quantity)}`, {
    status: 303,
    headers: { 'set-cookie': cartSetCookie(store.id, cart, { secure: url.protocol === 'https:' }) },
  })
}
