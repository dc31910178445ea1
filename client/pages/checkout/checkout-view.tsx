import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { PaymentMethod } from '../../../domain/constants'
import type { Checkout } from '../../../domain/schemas/checkout'
import { afterpayFallbackMachine } from '../../../machines/afterpay-fallback.machine'
import { checkoutMachine } from '../../../machines/checkout.machine'
import type { Actor } from 'xstate'
import { createActor } from 'xstate'
import { message } from '../../../machines/messages'
import { afterpayFallbackFor } from '../../../machines/payment-methods'
import { paymentMachine } from '../../../machines/payment.machine'
import { pollingMachine } from '../../../machines/polling.machine'
import { paymentFailedToast } from '../../../machines/toast-events'
import { usesLegacyCheckout } from '../../../domain/legacy-checkout'
import { Spinner } from '../../components/spinner'
import { useFormatMoney, useT } from '../../i18n'
import { checkoutApi } from '../../api/checkout-api'
import { clearCart } from '../../actors/cart-actor'
import { readCartCookie } from '../../browser/cart-cookie'
import type { CardFieldSlot } from '../../payments/card-field'
import { provideCheckoutMachine } from '../../actors/checkout-io'
import { type PaymentMemory, providePaymentMachine, providePollingMachine } from '../../actors/payment-io'
import type { AddressFormValues } from './address/address-values'
import { startLegacyCheckout } from '../../browser/start-legacy-checkout'
import { paymentReturnUrl, thankYouPath } from '../../app/thank-you-path'
import { handleStripeNextAction } from '../../payments/stripe-actions'
import { walletFor } from '../../payments/wallet'
import { machineText } from '../../i18n/machine-text'
import { pageInspector } from '../../actors/inspector'
import { useShell } from '../../app/shell'
import { showToast } from '../../actors/toaster'
import { userToken } from '../../browser/user-token'
import { AddressForm } from './address/address-form'
import { AddressLines, AddressSuggestionModal } from './address/address-suggestion-modal'
import { DeliveryUnavailableModal, MobileSummaryModal } from './checkout-modals'
import { DeliveryOptions } from './delivery-options'
import { OrderSummary } from './order-summary'
import { PaymentMethods } from './payment/payment-methods'
import { PromoCode } from './promo-code'

export interface CheckoutViewProps {
  checkout: Checkout
  /** Reopened from a link or on the way back from a provider: Afterpay is not offered. */
  resumed: boolean
  /** Back from a provider's page (3-D Secure, PayPal, Afterpay, a wallet). */
  returned: boolean
  /** The method asked for by ?method= (express checkout, the afterpay fallback). */
  preferredMethod: PaymentMethod | null
}

type PaymentError = { title: string | null; text: string }

/**
 * The machines as declared, for the server's render: actors are never started there, so
 * their I/O never runs and the first snapshot is the one the browser computes with the
 * provided machines. `provide()` rebuilds a machine's whole state tree, about 3 ms of a
 * checkout render's CPU for the four (docs/decisions/012-first-visit-javascript.md).
 */
const SERVER_LOGIC = {
  checkout: checkoutMachine,
  payment: paymentMachine,
  polling: pollingMachine,
  fallback: afterpayFallbackMachine,
}

/**
 * The checkout page (spec sections 4, 5 and 8) driving three machines: checkout (customer
 * details → delivery options → payment methods, promo code), payment (card, PayPal,
 * wallet, Afterpay, with polling inside) and the afterpay fallback.
 */
export function CheckoutView({ checkout: initial, resumed, returned, preferredMethod }: CheckoutViewProps) {
  const t = useT()
  const shell = useShell()
  const navigate = useNavigate()
  const formatMoney = useFormatMoney()
  const inspect = pageInspector(shell.environment)
  const storeSlug = shell.store.slug
  const checkoutId = initial.id
  const legacy = usesLegacyCheckout(shell.store.flags)

  const cardSlot = useRef<CardFieldSlot>({ current: null }).current
  const memory = useRef<PaymentMemory>({ current: null }).current
  const walletSettle = useRef<((ok: boolean) => void) | null>(null)
  const checkoutActorRef = useRef<Actor<ReturnType<typeof provideCheckoutMachine>> | null>(null)
  const stepHeadings = { delivery: useRef<HTMLHeadingElement>(null), payment: useRef<HTMLHeadingElement>(null) }
  const paymentErrorRef = useRef<HTMLDivElement>(null)

  const [logic] = useState(() => {
    if (typeof window === 'undefined') return SERVER_LOGIC
    const finished = {
      clearCart: (finished: { cartId: string; checkoutId: string }) => clearCart(shell, finished),
      clearDeliveryOptions: () => checkoutActorRef.current?.send({ type: 'deliveryOptions.clear' }),
    }
    return {
      checkout: provideCheckoutMachine(checkoutApi),
      payment: providePaymentMachine(
        {
          api: checkoutApi,
          storeSlug,
          checkoutId,
          cardField: cardSlot,
          checkWallet: (total) => walletFor(shell.payments.stripePublishableKey, total),
          onPaymentFailed: () => showToast(shell.environment, paymentFailedToast()),
          handleStripeAction: (clientSecret) => handleStripeNextAction(shell.payments.stripePublishableKey, clientSecret),
          ...finished,
        },
        memory,
      ),
      polling: providePollingMachine({ api: checkoutApi, storeSlug, ...finished }),
      fallback: afterpayFallbackMachine.provide({
        actions: {
          redirectToHostedCheckout: (_, { method }) => {
            if (legacy) startLegacyCheckout(shell, readCartCookie(shell.store.id), { paymentMethod: method, method: null })
            else window.location.assign(`/checkout/${encodeURIComponent(checkoutId)}?method=${method}`)
          },
        },
      }),
    }
  })

  // Coming from the cart, the checkout has just been created (or updated) for this visit.
  const checkoutActor = useActorRef(logic.checkout, { input: { checkout: initial, created: !resumed }, inspect })
  checkoutActorRef.current = checkoutActor
  const paymentActor = useActorRef(logic.payment, {
    input: {
      checkoutId,
      storeRegion: shell.store.region,
      resumedCheckout: resumed,
      total: { amount: initial.costs.total.value, currency: initial.costs.total.currency },
      returnUrl: paymentReturnUrl(shell.origin, checkoutId),
      hideCard: shell.store.flags.hideCard,
      hidePaypal: shell.store.flags.hidePaypal,
    },
    inspect,
  })
  const fallbackActor = useActorRef(logic.fallback, { inspect })

  const snapshot = useSelector(checkoutActor, (s) => s)
  const payment = useSelector(paymentActor, (s) => s)
  const afterpayNotice = useSelector(fallbackActor, (s) => s.context.notice)
  const { checkout, customer, deliveryOptions } = snapshot.context

  const [selected, setSelected] = useState<PaymentMethod | null>(preferredMethod ?? initial.paymentMethod)
  const [returnError, setReturnError] = useState<PaymentError | null>(null)
  // A checkout already paid (its answer was lost, the shopper reloaded) finishes like a return.
  const paidOnArrival = initial.state === 'success' || initial.state === 'completed'
  const [settling, setSettling] = useState(returned || paidOnArrival)
  const [summaryOpen, setSummaryOpen] = useState(false)
  const [promoFocus, setPromoFocus] = useState(0)
  const [deviceId, setDeviceId] = useState<string | null>(null)
  useEffect(() => setDeviceId(userToken()), [])

  const offered = payment.context.offered
  const method = selected && offered.includes(selected) ? selected : (offered[0] ?? null)

  // Events the machines emit: toasts, focus, navigation.
  useEffect(() => {
    const subscriptions = [
      checkoutActor.on('toast.show', (event) => showToast(shell.environment, event)),
      checkoutActor.on('promo.focus', () => setPromoFocus((n) => n + 1)),
      paymentActor.on('toast.show', (event) => showToast(shell.environment, event)),
      paymentActor.on('payment.completed', ({ details }) => {
        void navigate(thankYouPath(details, deviceId))
      }),
      paymentActor.on('payment.redirect', ({ url }) => window.location.assign(url)),
      paymentActor.on('payment.attempt.settled', ({ ok }) => {
        walletSettle.current?.(ok)
        walletSettle.current = null
      }),
      paymentActor.on('payment.afterpay.failed', ({ fallback }) => fallbackActor.send({ type: 'afterpay.failed', fallback })),
    ]
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [checkoutActor, paymentActor, fallbackActor, navigate, deviceId, shell.environment])

  // Back from a provider's page: finish the order, or say what went wrong. Once, on arrival.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reads the checkout as it was on arrival, once
  useEffect(() => {
    if (!returned && !paidOnArrival) return
    if (returned) void navigate(`/checkout/${encodeURIComponent(checkoutId)}`, { replace: true })
    const paid = initial.state === 'success' || initial.state === 'completed'
    // Not settled yet: the payment is asked about (GET /v1/payment) until it has an outcome.
    const paymentId = paid || initial.state === 'failure' ? null : (initial.paymentId ?? null)
    if (paid || paymentId) {
      const polling = createActor(logic.polling, {
        input: { checkoutId, submitted: { state: initial.state, redirectUrl: null, displayMessage: null }, paymentId },
        inspect,
      })
      polling.subscribe((state) => {
        if (state.status !== 'done') return
        const output = state.output
        if (output?.status === 'completed') {
          void navigate(thankYouPath(output.details, userToken()))
          return
        }
        setSettling(false)
        if (output?.status !== 'failed') return
        setReturnError({ title: null, text: machineText(t, output.message) })
        if (output.reason === 'paymentFailed') showToast(shell.environment, paymentFailedToast())
      })
      polling.start()
      return () => {
        polling.stop()
      }
    }
    setSettling(false)
    if (initial.state !== 'failure') return
    if (initial.paymentMethod === 'afterpay') {
      fallbackActor.send({ type: 'afterpay.failed', fallback: afterpayFallbackFor(paymentActor.getSnapshot().context.offered) })
      return
    }
    const text =
      initial.paymentMethod === 'paypal' ? machineText(t, message('payment.paypalError')) : (initial.error ?? t('errors.paymentFailed'))
    setReturnError({ title: null, text })
    showToast(shell.environment, paymentFailedToast())
  }, [])

  // A chosen address with quotes and no tier yet gets the first (cheapest) one.
  const choosing = snapshot.matches({ sections: 'choosing' })
  useEffect(() => {
    if (
      choosing &&
      !checkout.deliveryOption &&
      deliveryOptions.length > 0 &&
      snapshot.matches({ sections: { choosing: { deliveryOptions: 'idle' } } })
    ) {
      checkoutActor.send({ type: 'deliveryOption.choose', id: deliveryOptions[0].id })
    }
  }, [choosing, checkout.deliveryOption, deliveryOptions, snapshot, checkoutActor])

  // Focus follows the shopper: to delivery options once the address they typed is saved.
  const typedAddress = useRef(false)
  if (snapshot.matches({ sections: { customerDetails: 'validatingAddress' } })) typedAddress.current = true
  useEffect(() => {
    if (!choosing || !typedAddress.current) return
    typedAddress.current = false
    stepHeadings.delivery.current?.focus()
  }, [choosing, stepHeadings.delivery])

  const paymentError: PaymentError | null = payment.context.error
    ? {
        title: payment.context.error.title ? machineText(t, payment.context.error.title) : null,
        text: machineText(t, payment.context.error.message),
      }
    : returnError
  useEffect(() => {
    if (paymentError) paymentErrorRef.current?.focus()
  }, [paymentError?.text, paymentError])

  const paying = payment.hasTag('loading') || payment.matches('redirecting') || payment.matches('completed')
  const busy = paying || shell.preview || settling
  // A saved address shows as its summary, from the first paint, while its quotes load.
  const editing =
    snapshot.matches({ sections: 'customerDetails' }) && !snapshot.matches({ sections: { customerDetails: 'fetchingDeliveryOptions' } })
  const savingAddress = editing && !snapshot.matches({ sections: { customerDetails: 'editing' } })
  const cardFormOpen = choosing && checkout.deliveryOption !== null && method === 'card'
  // Under the card field when paying by card, where the shopper looks after Place order.
  const paymentErrorNotice = paymentError ? (
    <div ref={paymentErrorRef} tabIndex={-1} className="notice notice--danger checkout__payment-error" role="alert">
      {paymentError.title ? <p className="checkout__payment-error-title">{paymentError.title}</p> : null}
      <p>{paymentError.text}</p>
    </div>
  ) : null
  const total = useMemo(() => ({ amount: checkout.costs.total.value, currency: checkout.costs.total.currency }), [checkout.costs.total])

  const onPaypalOrder = () =>
    new Promise<string>((resolve, reject) => {
      const created = paymentActor.on('payment.paypal.orderCreated', ({ paymentToken }) => {
        created.unsubscribe()
        watch.unsubscribe()
        resolve(memory.current?.meta.orderId ?? paymentToken)
      })
      const watch = paymentActor.subscribe((state) => {
        if (!state.matches('ready') || !state.context.error) return
        created.unsubscribe()
        watch.unsubscribe()
        reject(new Error(state.context.error.message.text))
      })
      paymentActor.send({ type: 'payment.paypal.start' })
    })

  const onInternational = (typed: AddressFormValues) =>
    startLegacyCheckout(shell, readCartCookie(shell.store.id), { paymentMethod: method ?? 'card', method: null, typed })

  return (
    <div className="checkout container">
      <h1 className="visually-hidden">{t('checkout.title')}</h1>
      <button type="button" className="checkout__summary-toggle" onClick={() => setSummaryOpen(true)}>
        <span>{t('cart.showSummary')}</span>
        <strong>{formatMoney(checkout.costs.total.value, checkout.currency)}</strong>
      </button>
      <div className="checkout__layout">
        <div className="checkout__steps" aria-busy={snapshot.context.isLoading || undefined}>
          {afterpayNotice ? (
            <div className="notice notice--warning checkout__afterpay" role="alert">
              <p>{machineText(t, afterpayNotice)}</p>
              <p>{t('payment.afterpayRedirect')}</p>
            </div>
          ) : null}
          {settling ? (
            <p className="notice checkout__settling" role="status">
              <Spinner size="sm" label={t('payment.processing')} /> {t('payment.processing')}
            </p>
          ) : null}

          <section className="checkout-step" aria-labelledby="step-customer" aria-busy={savingAddress || undefined}>
            <h2 id="step-customer" className="checkout-step__title">
              <span className="checkout-step__number" aria-hidden="true">
                1
              </span>
              {t('checkout.stepCustomer')}
            </h2>
            {snapshot.context.error && editing ? (
              <p className="notice notice--danger" role="alert">
                {machineText(t, snapshot.context.error)}
              </p>
            ) : null}
            {editing ? (
              <AddressForm
                customer={customer}
                marketingOptIn={snapshot.context.marketingOptIn}
                addressError={snapshot.context.addressError}
                busy={savingAddress || shell.preview}
                onCancel={snapshot.can({ type: 'address.cancel' }) ? () => checkoutActor.send({ type: 'address.cancel' }) : null}
                onSubmit={(next, marketingOptIn) => checkoutActor.send({ type: 'address.submit', customer: next, marketingOptIn })}
                onInternational={onInternational}
              />
            ) : checkout.customer ? (
              <div className="address-summary">
                <div>
                  <p className="address-summary__name">
                    {checkout.customer.firstName} {checkout.customer.lastName}
                  </p>
                  <p className="muted">
                    {checkout.customer.email} · {checkout.customer.phone}
                  </p>
                  <AddressLines address={checkout.customer.address} />
                  {checkout.marketingOptIn ? <p className="muted address-summary__opt-in">✓ {t('checkout.marketingOptIn')}</p> : null}
                </div>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={paying}
                  onClick={() => checkoutActor.send({ type: 'address.edit' })}
                  aria-label={`${t('checkout.edit')} ${t('checkout.stepCustomer')}`}
                >
                  {t('checkout.edit')}
                </button>
              </div>
            ) : null}
          </section>

          <section className="checkout-step" aria-labelledby="step-delivery">
            <h2 id="step-delivery" ref={stepHeadings.delivery} tabIndex={-1} className="checkout-step__title">
              <span className="checkout-step__number" aria-hidden="true">
                2
              </span>
              {t('checkout.stepDelivery')}
            </h2>
            {choosing ? (
              <DeliveryOptions
                options={deliveryOptions}
                chosen={checkout.deliveryOption?.id ?? null}
                busy={snapshot.matches({ sections: { choosing: { deliveryOptions: 'saving' } } })}
                onChoose={(id) => checkoutActor.send({ type: 'deliveryOption.choose', id })}
              />
            ) : null}
          </section>

          <section className="checkout-step" aria-labelledby="step-payment">
            <h2 id="step-payment" ref={stepHeadings.payment} tabIndex={-1} className="checkout-step__title">
              <span className="checkout-step__number" aria-hidden="true">
                3
              </span>
              {t('checkout.stepPayment')}
            </h2>
            {cardFormOpen ? null : paymentErrorNotice}
            {choosing && checkout.deliveryOption ? (
              <PaymentMethods
                offered={offered}
                selected={method}
                onSelect={(next) => {
                  setSelected(next)
                  checkoutActor.send({ type: 'paymentMethod.choose', method: next })
                }}
                busy={busy}
                cardError={payment.context.cardError}
                cardPaymentError={paymentErrorNotice}
                cardSlot={cardSlot}
                stripeKey={shell.payments.stripePublishableKey}
                paypalClientId={shell.payments.paypalClientId}
                currency={checkout.currency}
                total={total}
                wallet={payment.context.wallet}
                walletSettle={walletSettle}
                onCardSubmit={(cardholderName) => paymentActor.send({ type: 'payment.card.submit', cardholderName })}
                onPaypalOrder={onPaypalOrder}
                onPaypalApprove={() => paymentActor.send({ type: 'payment.paypal.approved' })}
                onPaypalCancel={() => paymentActor.send({ type: 'payment.paypal.cancelled' })}
                onPaypalError={() => paymentActor.send({ type: 'payment.paypal.failed' })}
                onWalletPaid={(paymentMethodId) => paymentActor.send({ type: 'payment.wallet.paid', paymentMethodId })}
                onAfterpay={() => paymentActor.send({ type: 'payment.afterpay.start' })}
              />
            ) : null}
            {payment.matches('awaitingOrder') || payment.matches('redirecting') ? (
              <p className="muted checkout__progress" role="status">
                {payment.matches('redirecting') ? t('checkout.redirecting') : t('checkout.placingOrder')}
              </p>
            ) : null}
          </section>
        </div>

        <aside className="checkout__summary" aria-labelledby="summary-title">
          <OrderSummary checkout={checkout} headingId="summary-title" />
          <PromoCode
            locked={snapshot.matches({ promo: 'locked' })}
            applied={checkout.promoCode && checkout.promoCodeErrors.length === 0 ? checkout.promoCode : null}
            error={snapshot.context.promoError}
            busy={snapshot.matches({ promo: { open: 'applying' } }) || snapshot.matches({ promo: { open: 'removing' } }) || paying}
            focusRequest={promoFocus}
            onApply={(code) => checkoutActor.send({ type: 'promo.apply', code })}
            onRemove={() => checkoutActor.send({ type: 'promo.remove' })}
            onChange={() => checkoutActor.send({ type: 'promo.change' })}
          />
        </aside>
      </div>

      <AddressSuggestionModal
        open={snapshot.matches({ sections: { customerDetails: 'suggestingAddress' } })}
        original={customer?.address ?? null}
        suggestion={snapshot.context.suggestion}
        onOriginal={() => checkoutActor.send({ type: 'address.useOriginal' })}
        onSuggestion={() => checkoutActor.send({ type: 'address.useSuggestion' })}
        onCancel={() => checkoutActor.send({ type: 'address.cancel' })}
      />
      <DeliveryUnavailableModal
        open={snapshot.matches({ sections: 'afterpayUnavailable' })}
        onClose={() => checkoutActor.send({ type: 'afterpayUnavailable.close' })}
      />
      <MobileSummaryModal open={summaryOpen} onClose={() => setSummaryOpen(false)} checkout={checkout} />
    </div>
  )
}
