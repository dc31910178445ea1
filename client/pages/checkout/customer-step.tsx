import { useShell } from '../../app/shell'
import { readCartCookie } from '../../browser/cart-cookie'
import { startLegacyCheckout } from '../../browser/start-legacy-checkout'
import { useT } from '../../i18n'
import { machineText } from '../../i18n/machine-text'
import { AddressForm } from './address/address-form'
import { AddressLines } from './address/address-lines'
import type { AddressFormValues } from './address/address-values'
import { CheckoutStepTitle } from './checkout-step-title'
import type { CheckoutPage } from './use-checkout-page'

/** Step 1: the address form, or the saved address with its Edit button. */
export function CustomerStep({ view }: { view: CheckoutPage }) {
  const t = useT()
  const shell = useShell()
  const { form, editing, savingAddress, paying, method } = view
  const checkoutForm = view.page.getSnapshot().children.checkout
  const saved = form.context.checkout.customer
  // Buyers outside the United States finish on the hosted checkout, with what they typed.
  const onInternational = (typed: AddressFormValues) =>
    startLegacyCheckout(shell, readCartCookie(shell.store.id), { paymentMethod: method ?? 'card', method: null, typed })

  return (
    <section className="checkout-step" aria-labelledby="step-customer" aria-busy={savingAddress || undefined}>
      <CheckoutStepTitle id="step-customer" number={1} title={t('checkout.stepCustomer')} />
      {form.context.error && editing ? (
        <p className="notice notice--danger" role="alert">
          {machineText(t, form.context.error)}
        </p>
      ) : null}
      {editing ? (
        <AddressForm
          customer={form.context.customer}
          marketingOptIn={form.context.marketingOptIn}
          addressError={form.context.addressError}
          busy={savingAddress || shell.preview}
          onCancel={form.can({ type: 'address.cancel' }) ? () => checkoutForm?.send({ type: 'address.cancel' }) : null}
          onSubmit={(customer, marketingOptIn) => checkoutForm?.send({ type: 'address.submit', customer, marketingOptIn })}
          onInternational={onInternational}
        />
      ) : saved ? (
        <div className="address-summary">
          <div>
            <p className="address-summary__name">
              {saved.firstName} {saved.lastName}
            </p>
            <p className="muted">
              {saved.email} · {saved.phone}
            </p>
            <AddressLines address={saved.address} />
            {form.context.checkout.marketingOptIn ? (
              <p className="muted address-summary__opt-in">✓ {t('checkout.marketingOptIn')}</p>
            ) : null}
          </div>
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={paying}
            onClick={() => checkoutForm?.send({ type: 'address.edit' })}
            aria-label={`${t('checkout.edit')} ${t('checkout.stepCustomer')}`}
          >
            {t('checkout.edit')}
          </button>
        </div>
      ) : null}
    </section>
  )
}
