import { type ReactNode, useEffect, useRef, useState } from 'react'
import { type ActionFunctionArgs, type LoaderFunctionArgs, useActionData, useLoaderData, useNavigate } from 'react-router'
import type { CartCookie, CartDisplayItem } from '../../../domain/schemas/cart'
import { usesLegacyCheckout } from '../../../domain/legacy-checkout'
import { syncLines } from '../../../machines/cart-lines'
import { Spinner } from '../../components/spinner'
import { Toaster } from '../../components/toaster'
import { useT } from '../../i18n'
import { track } from '../../analytics'
import type { TrackedProduct } from '../../analytics/events'
import { apiFrom } from '../../api/get-api'
import { type CartCommandName, useCart, useCartSnapshot, useRunningCartActor } from '../../actors/cart-context'
import { cartsInCookieHeader, readCartCookie } from '../../browser/cart-cookie'
import { resolveLines } from '../../actors/cart-display'
import { cartCookieName } from '../../../domain/cart-cookie'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { CartLine } from './cart-line'
import type { CartLineRefused } from './cart-line-action'
import { CartSummary } from './cart-summary'
import { CartRevalidation } from './cart-revalidation'
import { useLineCheck } from './line-check'
import { checkoutError } from '../../../machines/messages'
import { RequestFailedError } from '../../api/network'
import { machineText } from '../../i18n/machine-text'
import './cart.css'

interface LoadedCart {
  cart: CartCookie
  /** Null when the listings could not be read; the cart actor reads them again. */
  lines: CartDisplayItem[] | null
}

interface CartData {
  carts: Record<string, LoadedCart>
}

/** The cart cookie's lines read against live listings, so the first view is complete. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<CartData> {
  const header = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : document.cookie
  const api = apiFrom(context)
  const found = Object.entries(cartsInCookieHeader(header))
  const lines = await Promise.all(
    found.map(([, cart]) => resolveLines(Object.values(cart.items), (slug, productId) => api.listing(slug, productId)).catch(() => null)),
  )
  return { carts: Object.fromEntries(found.map(([name, cart], index) => [name, { cart, lines: lines[index] }])) }
}

/** A line's quantity or Remove posted as a form, before or without scripts; its code loads only on the worker (ADR 107). */
export async function action(args: ActionFunctionArgs) {
  const { cartLineAction } = await import('./cart-line-action')
  return cartLineAction(args)
}

// Indexable like any page of the store (Lighthouse's SEO audit, docs/decisions/012): /cart is
// one URL whose contents come from the visitor's own cookie, so a crawler sees an empty cart.
export const handle: PageHandle<CartData> = {
  meta: ({ shell, t }) => ({ title: shell.theme.content.cartHeading || t('cart.title') }),
}

/** A cart line as the tracked events describe it. */
function lineProduct(line: CartDisplayItem): TrackedProduct {
  return {
    id: line.variantData.productId,
    name: line.title,
    price: line.price,
    currency: line.variantData.currency,
    quantity: line.quantityInCart,
    variant: `${line.colorName} / ${line.selectedSize.label}`,
    category: line.productType,
  }
}

/** GA4's view_cart, once per visit of the page, with the lines it first shows. */
function useViewCart(lines: CartDisplayItem[] | null): void {
  const viewed = useRef(false)
  useEffect(() => {
    if (viewed.current || !lines || lines.length === 0) return
    viewed.current = true
    track('view-cart', { products: lines.map(lineProduct) })
  }, [lines])
}

/** Once the cart machine has made a checkout, the page opens it. */
function useCheckoutNavigation(actor: ReturnType<typeof useRunningCartActor>): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (!actor) return
    const subscription = actor.on('cart.checkoutCreated', (event) => navigate(event.path))
    return () => subscription.unsubscribe()
  }, [actor, navigate])
}

/** The lines shown until the machine has them: the page's own re-check, else the loader's, with the cookie's quantities. */
function linesBeforeMachine(
  check: ReturnType<typeof useLineCheck>,
  loaded: LoadedCart | null,
  items: CartCookie['items'],
): CartDisplayItem[] | null {
  const shown = check.state === 'checked' ? (check.lines ?? loaded?.lines) : loaded?.lines
  return shown
    ? syncLines(
        shown.filter((line) => line.available),
        items,
      )
    : null
}

/**
 * /cart: lines, summary and checkout buttons. The first view comes from the loader; right
 * after paint the page re-checks every line against live listing data (line-check.ts: the
 * cart machine removes unavailable ones with the modal). The cart machine, and xstate with
 * it, loads with the first change or Checkout and takes over from there.
 */
export function Component() {
  const t = useT()
  const shell = useShell()
  const data = useLoaderData() as CartData
  const actor = useRunningCartActor()
  const snapshot = useCartSnapshot(actor)
  // A command whose code could not load (offline before it came) is answered on the page.
  const [unavailable, setUnavailable] = useState<CartCommandName | null>(null)
  const cart = useCart(setUnavailable)
  const check = useLineCheck(shell)
  const refusal = useActionData() as CartLineRefused | undefined

  useCheckoutNavigation(actor)

  const loaded = data.carts[cartCookieName(shell.store.id)] ?? null
  const items = snapshot?.context.items ?? loaded?.cart.items ?? {}
  const lines = snapshot && check.state === 'machine' ? snapshot.context.lines : linesBeforeMachine(check, loaded, items)

  useViewCart(lines)

  const heading = shell.theme.content.cartHeading || t('cart.title')
  const empty = Object.keys(items).length === 0
  const checkingOut = snapshot?.hasTag('checkingOut') ?? false
  // Until this page's own re-check of the lines against live stock is back (and while a
  // later check runs), the lines may still change: say so to assistive technology.
  const checkingLines = check.state === 'checking' || (snapshot?.hasTag('loading') ?? false)

  const onCheckout = () => {
    if (usesLegacyCheckout(shell.store.flags)) {
      // Only legacy stores leave for the hosted checkout: its code (and the country list it
      // reads) loads on the click rather than with every cart page.
      void import('../../browser/start-legacy-checkout').then(({ startLegacyCheckout }) =>
        startLegacyCheckout(shell, readCartCookie(shell.store.id), { paymentMethod: 'card', method: null }),
      )
      return
    }
    setUnavailable(null)
    cart.checkout()
  }

  const onRemove = (line: CartDisplayItem) => {
    track('remove-from-cart', { products: [lineProduct(line)] })
    setUnavailable(null)
    cart.remove(line.sku)
  }

  const onQuantity = (line: CartDisplayItem, quantity: number) => {
    setUnavailable(null)
    cart.update(line.sku, quantity)
  }

  let body: ReactNode
  if (empty) {
    body = <p className="empty-state cart__empty">{t('cart.empty')}</p>
  } else if (!lines) {
    body = (
      <div className="cart__loading">
        <Spinner label={t('common.loading')} />
      </div>
    )
  } else {
    const count = lines.reduce((sum, line) => sum + line.quantityInCart, 0)
    body = (
      <div className="cart__layout">
        <ul className="cart__lines" aria-label={t('cart.itemCount', { count })} aria-busy={checkingLines || undefined}>
          {lines.map((line) => (
            <CartLine key={line.sku} line={line} onQuantity={(quantity) => onQuantity(line, quantity)} onRemove={() => onRemove(line)} />
          ))}
        </ul>
        <CartSummary
          lines={lines}
          cartRegion={snapshot?.context.region ?? loaded?.cart.region ?? shell.localization.buyer_region}
          checkingOut={checkingOut}
          onCheckout={onCheckout}
        />
      </div>
    )
  }

  return (
    <section className="cart container page" aria-labelledby="cart-title">
      <h1 id="cart-title">{heading}</h1>
      {refusal || unavailable ? (
        <p className="cart__message" role="alert">
          {unavailable === 'checkout'
            ? // What the machine says of a checkout the network refused (spec section 8).
              machineText(t, checkoutError(new RequestFailedError('Checkout', null)))
            : t('errors.generic')}
        </p>
      ) : null}
      {body}
      <CartRevalidation actor={actor} />
      <Toaster />
    </section>
  )
}
