import { type RefObject, useEffect, useMemo, useRef } from 'react'
import type { PaymentError } from '../../../machines/payment.machine'
import { approvePaypal, payWithWallet, requestPaypalOrder } from '../../actors/checkout-page-actor'
import { useShell } from '../../app/shell'
import { useT } from '../../i18n'
import { machineText } from '../../i18n/machine-text'
import { CheckoutStepTitle } from './checkout-step-title'
import { PaymentMethods } from './payment/payment-methods'
import type { CheckoutPage } from './use-checkout-page'

/** An attempt's failure (a declined card: its title over the text); focus moves to it so it is read out. */
function PaymentErrorNotice({ error }: { error: PaymentError }) {
  const t = useT()
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (error) notice.current?.focus()
  }, [error])
  return (
    <div ref={notice} tabIndex={-1} className="notice notice--danger checkout__payment-error" role="alert">
      {error.title ? <p className="checkout__payment-error-title">{machineText(t, error.title)}</p> : null}
      <p>{machineText(t, error.message)}</p>
    </div>
  )
}

/** Step 3: the offered methods once a delivery tier is chosen, and the order's progress. */
export function PaymentStep({ view, headingRef }: { view: CheckoutPage; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useT()
  const shell = useShell()
  const { page, form, payment, method, busy, paymentError, choosing } = view
  const paymentActor = page.getSnapshot().children.payment
  const { checkout } = form.context
  const total = useMemo(() => ({ amount: checkout.costs.total.value, currency: checkout.costs.total.currency }), [checkout.costs.total])
  const cardFormOpen = choosing && checkout.deliveryOption !== null && method === 'card'
  // Under the card field when paying by card, where the shopper looks after Place order.
  const errorNotice = paymentError ? <PaymentErrorNotice error={paymentError} /> : null

  return (
    <section className="checkout-step" aria-labelledby="step-payment">
      <CheckoutStepTitle id="step-payment" number={3} title={t('checkout.stepPayment')} headingRef={headingRef} />
      {cardFormOpen ? null : errorNotice}
      {choosing && checkout.deliveryOption ? (
        <PaymentMethods
          offered={payment.context.offered}
          selected={method}
          onSelect={(next) => page.send({ type: 'paymentMethod.select', method: next })}
          busy={busy}
          cardError={payment.context.cardError}
          cardPaymentError={errorNotice}
          cardSlot={view.cardSlot}
          stripeKey={shell.payments.stripePublishableKey}
          paypalClientId={shell.payments.paypalClientId}
          currency={checkout.currency}
          total={total}
          wallet={payment.context.wallet}
          onCardSubmit={(cardholderName) => paymentActor?.send({ type: 'payment.card.submit', cardholderName })}
          onPaypalOrder={() => requestPaypalOrder(page)}
          onPaypalApprove={(approval) => approvePaypal(page, approval)}
          onPaypalCancel={() => paymentActor?.send({ type: 'payment.paypal.cancelled' })}
          onPaypalError={() => paymentActor?.send({ type: 'payment.paypal.failed' })}
          onWalletPaid={(paymentMethodId) => payWithWallet(page, paymentMethodId)}
          onAfterpay={() => paymentActor?.send({ type: 'payment.afterpay.start' })}
        />
      ) : null}
      {payment.matches('awaitingOrder') || payment.matches('redirecting') ? (
        <p className="muted checkout__progress" role="status">
          {payment.matches('redirecting') ? t('checkout.redirecting') : t('checkout.placingOrder')}
        </p>
      ) : null}
    </section>
  )
}
