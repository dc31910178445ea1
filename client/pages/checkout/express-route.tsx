import { useEffect, useRef } from 'react'
import { type LoaderFunctionArgs, redirect, useNavigate, useSearchParams } from 'react-router'
import { usesLegacyCheckout } from '../../../domain/legacy-checkout'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { checkoutApi } from '../../api/checkout-api'
import { cartActor } from '../../actors/cart-actor'
import { startExpressPayment } from './express-payment'
import { cartsInCookieHeader, readCartCookie } from '../../browser/cart-cookie'
import { paymentMethodOf, readExpressMethod } from '../../payments/express-methods'
import { startLegacyCheckout } from '../../browser/start-legacy-checkout'
import { paymentReturnUrl } from '../../app/thank-you-path'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { adoptUserToken } from '../../browser/user-token'

/** An express checkout needs a cart: without one the shopper goes back to it. */
export async function loader({ request }: LoaderFunctionArgs): Promise<null> {
  const header = typeof document === 'undefined' ? (request.headers.get('cookie') ?? '') : document.cookie
  const carts = Object.values(cartsInCookieHeader(header))
  if (!carts.some((cart) => Object.keys(cart.items).length > 0)) throw redirect('/cart')
  return null
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('checkout.title'), noIndex: true }),
}

/**
 * /checkout/express?method=…&deviceId=… (spec section 2): a loader while the cart is
 * validated and its checkout made (or updated), started by a hidden button the page
 * presses itself; then the payment starts: PayPal, Afterpay and the sandbox wallet go
 * straight to their approval step when the checkout already has an address, else the
 * checkout opens on the chosen method (or the hosted checkout takes over for a store on
 * legacy checkout). The deviceId becomes this browser's token for the calls that follow.
 * Any failure goes back to the cart.
 */
export function Component() {
  const t = useT()
  const shell = useShell()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const method = readExpressMethod(params.get('method'))
  const start = useRef<HTMLButtonElement>(null)
  const started = useRef(false)

  const begin = () => {
    if (started.current) return
    started.current = true
    adoptUserToken(params.get('deviceId'))
    const cart = readCartCookie(shell.store.id)
    if (!cart || Object.keys(cart.items).length === 0) {
      void navigate('/cart', { replace: true })
      return
    }
    if (usesLegacyCheckout(shell.store.flags)) {
      startLegacyCheckout(shell, cart, { paymentMethod: paymentMethodOf(method), method })
      return
    }
    const actor = cartActor(shell)
    actor.send({ type: 'cart.load', cart })
    let created = false
    const onCreated = actor.on('cart.checkoutCreated', ({ checkoutId }) => {
      created = true
      void startExpressPayment(checkoutApi, {
        checkoutId,
        storeSlug: shell.store.slug,
        method: paymentMethodOf(method),
        sandboxWallet: !shell.payments.stripePublishableKey,
        returnUrl: paymentReturnUrl(shell.origin, checkoutId),
      }).then((next) => {
        if (next.kind === 'approval') window.location.assign(next.url)
        else void navigate(next.path, { replace: true })
      })
    })
    // Back to the cart when items turned out unavailable or no checkout could be made. A
    // re-check of the lines still running (the cart page's, when its express button was
    // pressed) goes first: the checkout follows it unless it removed items.
    const settled = (snapshot: ReturnType<typeof actor.getSnapshot>) =>
      !snapshot.hasTag('checkingOut') && !(snapshot.matches('refreshing') && snapshot.context.checkoutRequested)
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      watch.unsubscribe()
      onCreated.unsubscribe()
      if (!created) void navigate('/cart', { replace: true })
    }
    const watch = actor.subscribe((snapshot) => {
      if (settled(snapshot)) finish()
    })
    actor.send({ type: 'cart.checkout' })
    // Refused at once (nothing the cart may check out): no change of state will follow.
    if (settled(actor.getSnapshot())) finish()
  }

  useEffect(() => {
    start.current?.click()
  }, [])

  return (
    <div className="checkout__loading checkout-express">
      <Spinner size="lg" label={t('checkout.expressLoading')} />
      <p>{t('checkout.expressLoading')}</p>
      <button ref={start} type="button" hidden onClick={begin}>
        {t('checkout.title')}
      </button>
    </div>
  )
}
