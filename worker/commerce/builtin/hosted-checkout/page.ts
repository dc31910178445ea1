import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import type { Locale } from '../../../../domain/constants'
import { formatDateRange } from '../../../../domain/locale-format'
import { formatMoney } from '../../../../domain/money'
import { COUNTRIES, countryByCode, UNITED_STATES } from '../../../../domain/reference/countries'
import { PROVINCES } from '../../../../domain/reference/provinces'
import { US_STATES } from '../../../../domain/reference/us-states'
import type { Checkout, DeliveryOption } from '../../../../domain/schemas/checkout'
import type { Translate } from '../../../../client/i18n'

/** The customer form's fields, as the hosted page posts them. */
export const CUSTOMER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'stateCode',
  'zip',
  'countryCode',
] as const
export type CustomerField = (typeof CUSTOMER_FIELDS)[number]

export type HostedStep = 'customer' | 'delivery' | 'payment'

export interface HostedCheckoutView {
  storeName: string
  /** The store's icon, as its own pages link it. */
  faviconUrl: string
  locale: Locale
  t: Translate
  nonce: string
  checkout: Checkout
  deliveryOptions: readonly DeliveryOption[]
  /** The customer form as typed (kept through every error) or as saved. */
  values: Partial<Record<CustomerField, string>>
  /** 'Email me with news and offers', as ticked (kept through every error) or as saved; unticked by default. */
  marketingOptIn: boolean
  /** Field errors of the step that was just posted, by field name. */
  errors: Partial<Record<string, string>>
  /** An error of the step as a whole: the server's or the payment provider's words. */
  alert: { step: HostedStep; text: string } | null
  editing: boolean
  paymentMethod: 'card' | 'paypal'
  /** Card fields are offered when the sandbox takes cards (Stripe needs its own page). */
  cardOffered: boolean
  paypalOffered: boolean
}

const DELIVERY_DATES: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' }

const base = (id: string) => `/buy/express_checkout/${encodeURIComponent(id)}`

function describedBy(errors: HostedCheckoutView['errors'], field: string): string | undefined {
  return errors[field] ? `${field}-error` : undefined
}

function fieldError(errors: HostedCheckoutView['errors'], field: string) {
  return errors[field] ? html`<p class="error" id="${field}-error">${errors[field]}</p>` : ''
}

function textField(view: HostedCheckoutView, field: CustomerField, label: string, autocomplete: string, type = 'text', required = true) {
  const invalid = Boolean(view.errors[field])
  return html`<div class="field">
    <label for="${field}">${label}</label>
    <input id="${field}" name="${field}" type="${type}" autocomplete="${autocomplete}" value="${view.values[field] ?? ''}"
      ${required ? 'required' : ''} ${invalid ? html`aria-invalid="true" aria-describedby="${describedBy(view.errors, field)}"` : ''}
      ${invalid && firstInvalid(view) === field ? 'autofocus' : ''} />
    ${fieldError(view.errors, field)}
  </div>`
}

function firstInvalid(view: HostedCheckoutView): string | undefined {
  return Object.keys(view.errors)[0]
}

/** Provinces outside the US are posted as CA-ON: codes repeat between countries (WA, NT). */
function provinceValue(country: string, code: string): string {
  return country === UNITED_STATES.code ? code : `${country}-${code}`
}

/** The division code the form posted for the chosen country; one of another country is none. */
export function provinceCode(country: string, posted: string): string {
  const [prefix, code] = posted.split('-')
  if (code === undefined) return country === UNITED_STATES.code ? posted : ''
  return prefix === country ? code : ''
}

interface ProvinceGroup {
  country: string
  label: string
  options: readonly { code: string; name: string }[]
}

/**
 * The state and province choices: US states and the provinces of the countries whose post
 * needs one (a page without script cannot change its list with the country), the chosen
 * country's first. Other countries leave the field empty.
 */
function provinceGroups(chosenCountry: string): ProvinceGroup[] {
  const groups: ProvinceGroup[] = [
    { country: UNITED_STATES.code, label: UNITED_STATES.name, options: US_STATES },
    ...Object.entries(PROVINCES).map(([code, options]) => ({ country: code, label: countryByCode(code)?.name ?? code, options })),
  ]
  return [...groups.filter((group) => group.country === chosenCountry), ...groups.filter((group) => group.country !== chosenCountry)]
}

function customerStep(view: HostedCheckoutView) {
  const { t, checkout } = view
  const action = `${base(checkout.id)}/customer`
  if (!view.editing && checkout.customer) {
    const customer = checkout.customer
    return html`<div class="summary">
      <p><strong>${customer.firstName} ${customer.lastName}</strong><br />${customer.email} · ${customer.phone}</p>
      ${checkout.marketingOptIn ? html`<p class="muted">✓ ${t('checkout.marketingOptIn')}</p>` : ''}
      <p>${customer.address.address1}${customer.address.address2 ? html`<br />${customer.address.address2}` : ''}<br />
        ${customer.address.city}${customer.address.stateCode ? `, ${customer.address.stateCode}` : ''} ${customer.address.zip}<br />${customer.address.country}</p>
      <a class="link" href="${base(checkout.id)}?edit=customer">${t('checkout.edit')}<span class="visually-hidden"> ${t('checkout.stepCustomer')}</span></a>
    </div>`
  }
  const country = view.values.countryCode || UNITED_STATES.code
  const countries = [UNITED_STATES, ...COUNTRIES.filter((candidate) => candidate.code !== UNITED_STATES.code)]
  return html`<form method="post" action="${action}" novalidate>
    <div class="row">
      ${textField(view, 'firstName', t('address.firstName'), 'given-name')}
      ${textField(view, 'lastName', t('address.lastName'), 'family-name')}
    </div>
    ${textField(view, 'email', t('address.email'), 'email', 'email')}
    <label class="opt-in">
      <input type="checkbox" name="marketingOptIn" value="on" ${view.marketingOptIn ? 'checked' : ''} />
      <span>${t('checkout.marketingOptIn')}</span>
    </label>
    ${textField(view, 'address1', t('address.street'), 'address-line1')}
    ${textField(view, 'address2', t('address.street2'), 'address-line2', 'text', false)}
    ${textField(view, 'city', t('address.city'), 'address-level2')}
    <div class="row">
      <div class="field">
        <label for="countryCode">${t('address.country')}</label>
        <select id="countryCode" name="countryCode" autocomplete="country"
          ${view.errors.countryCode ? html`aria-invalid="true" aria-describedby="countryCode-error"` : ''}>
          ${countries.map((option) => html`<option value="${option.code}" ${option.code === country ? 'selected' : ''}>${option.name}</option>`)}
        </select>
        ${fieldError(view.errors, 'countryCode')}
      </div>
      <div class="field">
        <label for="stateCode">${t('address.stateOrProvince')}</label>
        <select id="stateCode" name="stateCode" autocomplete="address-level1"
          ${view.errors.stateCode ? html`aria-invalid="true" aria-describedby="stateCode-error"` : ''}>
          <option value="">${t('address.selectStateOrProvince')}</option>
          ${provinceGroups(country).map(
            (group) => html`<optgroup label="${group.label}">
              ${group.options.map((option) => html`<option value="${provinceValue(group.country, option.code)}" ${group.country === country && option.code === view.values.stateCode ? 'selected' : ''}>${option.name}</option>`)}
            </optgroup>`,
          )}
        </select>
        ${fieldError(view.errors, 'stateCode')}
      </div>
      ${textField(view, 'zip', t('address.zipOrPostal'), 'postal-code')}
    </div>
    ${textField(view, 'phone', t('address.phone'), 'tel', 'tel')}
    <button type="submit">${t('checkout.saveAddress')}</button>
  </form>`
}

function deliveryStep(view: HostedCheckoutView) {
  const { t, checkout } = view
  if (!checkout.customer || view.editing) return ''
  const chosen = checkout.deliveryOption?.id
  return html`<form method="post" action="${base(checkout.id)}/delivery">
    <fieldset>
      <legend class="visually-hidden">${t('checkout.stepDelivery')}</legend>
      ${view.deliveryOptions.map(
        (option) => html`<label class="choice">
          <input type="radio" name="deliveryOption" value="${option.id}" ${option.id === chosen ? 'checked' : ''} required />
          <span>${option.label} · ${t('checkout.deliveryArrives', {
            dates: formatDateRange(
              option.estimatedDelivery.deliveryDate,
              option.estimatedDelivery.arrivalDate,
              view.locale,
              DELIVERY_DATES,
            ),
          })}</span>
          <strong>${formatMoney(option.price, option.currency, view.locale)}</strong>
        </label>`,
      )}
    </fieldset>
    <button type="submit" class="secondary">${t('common.save')}</button>
  </form>`
}

function paymentStep(view: HostedCheckoutView) {
  const { t, checkout, errors } = view
  if (!checkout.customer || !checkout.deliveryOption || view.editing) return ''
  const card = view.cardOffered && view.paymentMethod === 'card'
  return html`<form method="post" action="${base(checkout.id)}/pay" novalidate>
    <fieldset>
      <legend class="visually-hidden">${t('checkout.stepPayment')}</legend>
      ${view.cardOffered ? html`<label class="choice"><input type="radio" name="paymentMethod" value="card" ${card ? 'checked' : ''} /> <span>${t('payment.card')}</span></label>` : ''}
      ${view.paypalOffered ? html`<label class="choice"><input type="radio" name="paymentMethod" value="paypal" ${card ? '' : 'checked'} /> <span>${t('payment.paypal')}</span></label>` : ''}
    </fieldset>
    ${
      view.cardOffered
        ? html`<fieldset class="card">
            <legend>${t('payment.cardDetails')}</legend>
            <div class="field">
              <label for="cardholderName">${t('payment.cardHolder')}</label>
              <input id="cardholderName" name="cardholderName" autocomplete="cc-name"
                ${errors.cardholderName ? html`aria-invalid="true" aria-describedby="cardholderName-error" autofocus` : ''} />
              ${fieldError(errors, 'cardholderName')}
            </div>
            <div class="field">
              <label for="number">${t('payment.cardNumber')}</label>
              <input id="number" name="number" inputmode="numeric" autocomplete="cc-number"
                ${errors.number ? html`aria-invalid="true" aria-describedby="number-error" autofocus` : ''} />
              ${fieldError(errors, 'number')}
            </div>
            <div class="row">
              <div class="field">
                <label for="expiry">${t('payment.cardExpiry')} (MM/YY)</label>
                <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp"
                  ${errors.expiry ? html`aria-invalid="true" aria-describedby="expiry-error" autofocus` : ''} />
                ${fieldError(errors, 'expiry')}
              </div>
              <div class="field">
                <label for="cvc">${t('payment.cardCvc')}</label>
                <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"
                  ${errors.cvc ? html`aria-invalid="true" aria-describedby="cvc-error" autofocus` : ''} />
                ${fieldError(errors, 'cvc')}
              </div>
            </div>
          </fieldset>`
        : ''
    }
    <button type="submit">${t('checkout.placeOrder')}</button>
  </form>`
}

function promoForm(view: HostedCheckoutView) {
  const { t, checkout } = view
  if (!checkout.customer) return html`<p class="muted">${t('errors.promoBeforeAddress')}</p>`
  if (checkout.promoCode) {
    return html`<form method="post" action="${base(checkout.id)}/promo">
      <p>${t('checkout.promoApplied', { code: checkout.promoCode })}</p>
      <input type="hidden" name="promoCode" value="" />
      <button type="submit" class="secondary">${t('checkout.promoRemove')}</button>
    </form>`
  }
  const error = view.errors.promoCode
  return html`<form method="post" action="${base(checkout.id)}/promo" novalidate>
    <label for="promoCode">${t('checkout.promoLabel')}</label>
    <div class="inline">
      <input id="promoCode" name="promoCode" autocomplete="off" ${error ? html`aria-invalid="true" aria-describedby="promoCode-error" autofocus` : ''} />
      <button type="submit" class="secondary">${t('checkout.promoApply')}</button>
    </div>
    ${fieldError(view.errors, 'promoCode')}
  </form>`
}

function costRow(label: string, cents: number, view: HostedCheckoutView, negative = false) {
  return html`<div class="cost"><dt>${label}</dt><dd>${negative ? '−' : ''}${formatMoney(cents, view.checkout.currency, view.locale)}</dd></div>`
}

function summary(view: HostedCheckoutView) {
  const { t, checkout } = view
  const { costs } = checkout
  return html`<aside aria-labelledby="summary-title">
    <h2 id="summary-title">${t('checkout.orderSummary')}</h2>
    <ul class="lines">
      ${checkout.lineItems.map(
        (line) => html`<li><span>${line.title} · ${line.color} · ${line.size} × ${line.quantity}</span>
          <span>${formatMoney(line.totalPrice, checkout.currency, view.locale)}</span></li>`,
      )}
    </ul>
    <dl>
      ${costRow(t('checkout.subtotal'), costs.lineItems.value, view)}
      ${costs.discount.value ? costRow(t('checkout.discount'), costs.discount.value, view, true) : ''}
      ${costs.shipping.value ? costRow(t('checkout.delivery'), costs.shipping.value, view) : ''}
      ${costs.tax.value ? costRow(t('checkout.salesTax'), costs.tax.value, view) : ''}
      <div class="cost total"><dt>${t('checkout.total')}</dt><dd>${formatMoney(costs.total.value, costs.total.currency, view.locale)}</dd></div>
    </dl>
    ${promoForm(view)}
  </aside>`
}

function section(view: HostedCheckoutView, step: HostedStep, number: number, title: string, body: unknown) {
  const alert = view.alert?.step === step ? html`<p class="alert" role="alert">${view.alert.text}</p>` : ''
  return html`<section aria-labelledby="step-${step}"><h2 id="step-${step}"><span class="number" aria-hidden="true">${number}</span> ${title}</h2>${alert}${body}</section>`
}

/**
 * The hosted express checkout (legacy checkout): plain forms posted to the worker, one
 * step after another, on the same backend as the store's own checkout. No script runs.
 */
export function hostedCheckoutPage(view: HostedCheckoutView): HtmlEscapedString | Promise<HtmlEscapedString> {
  const { t } = view
  return html`<!doctype html>
<html lang="${view.locale}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${t('checkout.title')} · ${view.storeName}</title>
    <link rel="icon" href="${view.faviconUrl}" />
    <style nonce="${view.nonce}">
      *, *::before, *::after { box-sizing: border-box; }
      body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #16161a; background: #f6f6f8; }
      header { display: flex; justify-content: space-between; align-items: center; gap: 16px; padding: 14px 20px; background: #fff; border-bottom: 1px solid #e4e4e8; }
      header a { color: inherit; font-weight: 600; }
      .brand { font-weight: 800; font-size: 1.15rem; text-decoration: none; }
      main { display: grid; gap: 20px; max-width: 1100px; margin: 0 auto; padding: 20px 16px 64px; }
      @media (min-width: 992px) { main { grid-template-columns: minmax(0, 1fr) 360px; align-items: start; } }
      section, aside { background: #fff; border: 1px solid #e4e4e8; border-radius: 12px; padding: 20px; margin-bottom: 16px; }
      h1 { font-size: 1.6rem; margin: 0 0 8px; }
      h2 { font-size: 1.2rem; margin: 0 0 14px; display: flex; align-items: center; gap: 10px; }
      .number { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 50%; background: #16161a; color: #fff; font-size: 0.9rem; }
      .field { display: grid; gap: 4px; margin-bottom: 14px; }
      .row { display: grid; gap: 0 14px; }
      @media (min-width: 768px) { .row { grid-template-columns: repeat(auto-fit, minmax(0, 1fr)); } }
      label { font-weight: 600; font-size: 0.92rem; }
      input, select { width: 100%; min-height: 44px; padding: 8px 12px; font: inherit; border: 1px solid #9a9aa6; border-radius: 8px; background: #fff; }
      input[aria-invalid='true'], select[aria-invalid='true'] { border-color: #b42318; }
      :focus-visible { outline: 3px solid #16161a; outline-offset: 2px; }
      button { min-height: 48px; padding: 0 22px; font: inherit; font-weight: 650; color: #fff; background: #16161a; border: 1px solid #16161a; border-radius: 8px; cursor: pointer; }
      button.secondary { color: #16161a; background: #fff; }
      fieldset { border: 0; padding: 0; margin: 0 0 14px; min-width: 0; }
      fieldset.card legend { font-weight: 600; margin-bottom: 8px; }
      .choice { display: flex; align-items: center; gap: 10px; min-height: 52px; padding: 10px 14px; margin-bottom: 8px; border: 1px solid #c9c9d1; border-radius: 10px; font-weight: 500; }
      .choice input { width: 20px; min-height: 20px; }
      .choice span { flex: 1; }
      .opt-in { display: flex; align-items: center; gap: 10px; margin: -4px 0 14px; font-weight: 500; }
      .opt-in input { width: 20px; min-height: 20px; margin: 0; }
      .error { color: #b42318; margin: 0; font-size: 0.9rem; }
      .alert { padding: 12px 14px; border-radius: 10px; background: #fef3f2; color: #7a271a; border: 1px solid #fda29b; }
      .hint, .muted { color: #55555f; font-size: 0.9rem; }
      .summary { display: grid; gap: 4px; }
      .summary p { margin: 0 0 6px; }
      .link { color: inherit; font-weight: 600; }
      .lines { list-style: none; padding: 0; margin: 0 0 12px; }
      .lines li { display: flex; justify-content: space-between; gap: 12px; padding: 8px 0; border-bottom: 1px solid #e4e4e8; }
      dl { margin: 0 0 14px; }
      .cost { display: flex; justify-content: space-between; padding: 4px 0; }
      .cost dt, .cost dd { margin: 0; }
      .total { font-weight: 750; border-top: 1px solid #c9c9d1; margin-top: 6px; padding-top: 10px; }
      .inline { display: flex; gap: 8px; margin-top: 4px; }
      .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
    </style>
  </head>
  <body>
    <header>
      <a href="/cart">${t('header.continueShopping')}</a>
      <a class="brand" href="/">${view.storeName}</a>
      <span>${t('checkout.secure')}</span>
    </header>
    <main id="main">
      <div>
        <h1>${t('checkout.title')}</h1>
        ${section(view, 'customer', 1, t('checkout.stepCustomer'), customerStep(view))}
        ${section(view, 'delivery', 2, t('checkout.stepDelivery'), deliveryStep(view))}
        ${section(view, 'payment', 3, t('checkout.stepPayment'), paymentStep(view))}
      </div>
      ${summary(view)}
    </main>
  </body>
</html>`
}
