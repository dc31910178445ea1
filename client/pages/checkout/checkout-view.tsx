import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/spinner'
import { useOpenedOnce } from '../../components/use-opened-once'
import { useFormatMoney, useT } from '../../i18n'
import { machineText } from '../../i18n/machine-text'
import { AddressLines } from './address/address-lines'
import { CheckoutStepTitle } from './checkout-step-title'
import { CustomerStep } from './customer-step'
import { DeliveryOptions } from './delivery-options'
import { OrderSummary } from './order-summary'
import { PaymentStep } from './payment-step'
import { PromoCode } from './promo-code'
import { type CheckoutPageProps, useCheckoutPage } from './use-checkout-page'

// The dialogs load when first wanted, not with the page (docs/decisions/012-first-visit-javascript.md).
const AddressSuggestionModal = lazy(() => import('./address/address-suggestion-modal').then((m) => ({ default: m.AddressSuggestionModal })))
const DeliveryUnavailableModal = lazy(() => import('./checkout-modals').then((m) => ({ default: m.DeliveryUnavailableModal })))
const MobileSummaryModal = lazy(() => import('./checkout-modals').then((m) => ({ default: m.MobileSummaryModal })))

/**
 * The checkout page (spec sections 4, 5 and 8): renders the snapshots of its machine tree
 * (machines/checkout-page.machine.ts) and sends the shopper's events to it.
 */
export function CheckoutView(props: CheckoutPageProps) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const view = useCheckoutPage(props)
  const { state, form, afterpayNotice, choosing, paying, settling } = view
  const { checkout, customer, deliveryOptions } = form.context
  const checkoutForm = view.page.getSnapshot().children.checkout
  const [summaryOpen, setSummaryOpen] = useState(false)
  const suggesting = form.matches({ sections: { customerDetails: 'suggestingAddress' } })
  const undeliverable = form.matches({ sections: 'afterpayUnavailable' })
  const dialogs = {
    suggestion: useOpenedOnce(suggesting),
    undeliverable: useOpenedOnce(undeliverable),
    summary: useOpenedOnce(summaryOpen),
  }
  const deliveryHeading = useRef<HTMLHeadingElement>(null)
  const paymentHeading = useRef<HTMLHeadingElement>(null)

  // Focus follows the shopper: to delivery options once the address they typed is saved.
  useEffect(() => {
    if (state.context.deliveryFocus > 0) deliveryHeading.current?.focus()
  }, [state.context.deliveryFocus])

  return (
    <div className="checkout container">
      <h1 className="visually-hidden">{t('checkout.title')}</h1>
      <button type="button" className="checkout__summary-toggle" onClick={() => setSummaryOpen(true)}>
        <span>{t('cart.showSummary')}</span>
        <strong>{formatMoney(checkout.costs.total.value, checkout.currency)}</strong>
      </button>
      <div className="checkout__layout">
        <div className="checkout__steps" aria-busy={form.context.isLoading || undefined}>
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

          <CustomerStep view={view} />

          <section className="checkout-step" aria-labelledby="step-delivery">
            <CheckoutStepTitle id="step-delivery" number={2} title={t('checkout.stepDelivery')} headingRef={deliveryHeading} />
            {choosing ? (
              <DeliveryOptions
                options={deliveryOptions}
                chosen={checkout.deliveryOption?.id ?? null}
                busy={form.matches({ sections: { choosing: { deliveryOptions: 'saving' } } })}
                onChoose={(id) => checkoutForm?.send({ type: 'deliveryOption.choose', id })}
              />
            ) : null}
          </section>

          <PaymentStep view={view} headingRef={paymentHeading} />
        </div>

        <aside className="checkout__summary" aria-labelledby="summary-title">
          <OrderSummary checkout={checkout} headingId="summary-title" />
          <PromoCode
            locked={form.matches({ promo: 'locked' })}
            applied={checkout.promoCode && checkout.promoCodeErrors.length === 0 ? checkout.promoCode : null}
            error={form.context.promoError}
            busy={form.matches({ promo: { open: 'applying' } }) || form.matches({ promo: { open: 'removing' } }) || paying}
            focusRequest={state.context.promoFocus}
            onApply={(code) => checkoutForm?.send({ type: 'promo.apply', code })}
            onRemove={() => checkoutForm?.send({ type: 'promo.remove' })}
            onChange={() => checkoutForm?.send({ type: 'promo.change' })}
          />
        </aside>
      </div>

      <Suspense fallback={null}>
        {dialogs.suggestion ? (
          <AddressSuggestionModal
            open={suggesting}
            original={customer ? <AddressLines address={customer.address} /> : null}
            suggestion={form.context.suggestion ? <AddressLines address={form.context.suggestion} /> : null}
            onOriginal={() => checkoutForm?.send({ type: 'address.useOriginal' })}
            onSuggestion={() => checkoutForm?.send({ type: 'address.useSuggestion' })}
            onCancel={() => checkoutForm?.send({ type: 'address.cancel' })}
          />
        ) : null}
        {dialogs.undeliverable ? (
          <DeliveryUnavailableModal open={undeliverable} onClose={() => checkoutForm?.send({ type: 'afterpayUnavailable.close' })} />
        ) : null}
        {dialogs.summary ? (
          <MobileSummaryModal open={summaryOpen} onClose={() => setSummaryOpen(false)}>
            <OrderSummary checkout={checkout} headingId="mobile-summary-title" />
          </MobileSummaryModal>
        ) : null}
      </Suspense>
    </div>
  )
}
