import { Hono } from 'hono'
import type { Context } from 'hono'
import type { CountryCode } from 'libphonenumber-js/core'
import * as z from 'zod'
import { DELIVERY_TIERS } from '../../../../domain/constants'
import { storeIconUrl } from '../../../../domain/images'
import { parseLegacySkus } from '../../../../domain/legacy-checkout'
import { countryByCode, UNITED_STATES } from '../../../../domain/reference/countries'
import { stateByCode } from '../../../../domain/reference/us-states'
import type { Checkout, DeliveryOption } from '../../../../domain/schemas/checkout'
import { Email, MESSAGES, RequiredText } from '../../../../domain/schemas/fields'
import { CurrencyCode, RegionName } from '../../../../domain/schemas/localization'
import { loadCatalogue } from '../../../../client/i18n/load-catalogue'
import { createTranslator } from '../../../../client/i18n'
import type { PortFailure } from '../../port/failures'
import { browserCartIds, canRecordOwnership, ownsCheckout, recordOwnership, rememberCheckoutCart } from '../../../api/checkout-owner'
import type { AppEnv } from '../../../env'
import { validateInternationalAddress } from '../../../../domain/international-address'
import { sameOriginWrites } from '../../../middleware/same-origin-writes'
import { provinceOf } from '../../../../domain/reference/provinces'
import { CUSTOMER_FIELDS, type CustomerField, type HostedCheckoutView, type HostedStep, hostedCheckoutPage, provinceCode } from './page'
import { isPossiblePhone } from '../../../../domain/phone'

/**
 * The hosted express checkout of spec section 7 (`/buy/express_checkout`), where a store on
 * legacy checkout, and any buyer outside the United States, is sent. The built-in backend
 * serves it so the flow completes locally: the cart in the query becomes a checkout, then
 * plain forms take the address, delivery tier, promo code and payment through the same
 * CommercePort as /api. A finished order goes on to /checkout-complete/{cartId}.
 */

const Text = (max: number) => z.string().trim().max(max).optional()

const startQuery = z.object({
  skus: z.string().max(4000),
  currency: CurrencyCode.optional(),
  locale: Text(10),
  payment_method: Text(20),
  ship_method: Text(20),
  store_id: z.coerce.number().int().positive().optional(),
  store_url: Text(2000),
  aid: Text(100),
  device_id: Text(100),
  _ga: Text(200),
  content_ids: Text(2000),
  shipping: RegionName.optional().catch(undefined),
  method: Text(20),
})

/**
 * The customer form for any country we deliver to (this page is where buyers outside the
 * United States check out): a US address needs its state and ZIP code; elsewhere the
 * province and postal code follow the country's rules (domain/international-address.ts),
 * and the phone number is read in the country's own numbering.
 */
const customerForm = z
  .object({
    firstName: RequiredText(MESSAGES.firstName, 80),
    lastName: RequiredText(MESSAGES.lastName, 80),
    email: Email,
    phone: RequiredText(MESSAGES.phoneRequired, 40),
    address1: RequiredText(MESSAGES.address),
    address2: z.string().trim().max(200).optional(),
    city: RequiredText(MESSAGES.city, 120),
    stateCode: z.string().trim().max(4),
    zip: z.string().trim().max(12),
    countryCode: z
      .string()
      .trim()
      .refine((code) => Boolean(countryByCode(code)), 'Please choose a country we deliver to'),
  })
  .superRefine((form, context) => {
    const country = countryByCode(form.countryCode)
    if (!country) return
    const issue = (path: CustomerField, message: string) => context.addIssue({ code: 'custom', path: [path], message })
    if (!isPossiblePhone(form.phone, country.code as CountryCode)) issue('phone', MESSAGES.phoneInvalid)
    if (country.code === UNITED_STATES.code) {
      if (!stateByCode(form.stateCode)) issue('stateCode', MESSAGES.state)
      if (!form.zip) issue('zip', MESSAGES.zip)
      return
    }
    const checked = validateInternationalAddress({ ...form, state: '', country: country.name })
    if (checked.status === 'error')
      issue(checked.field === 'state' ? 'stateCode' : checked.field === 'country' ? 'countryCode' : checked.field, checked.message)
  })

const cardForm = z.object({
  cardholderName: z.string().trim().max(120),
  number: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(6).default(''),
})

type Ctx = Context<AppEnv>

const pagePath = (id: string) => `/buy/express_checkout/${encodeURIComponent(id)}`

async function translatorFor(c: Ctx) {
  const locale = c.var.localization.buyer_locale
  return { locale, t: createTranslator(locale, await loadCatalogue(locale)) }
}

async function load(c: Ctx, id: string): Promise<{ checkout: Checkout; options: DeliveryOption[] } | null> {
  const result = await c.var.commerce.getCheckout({ id, storeSlug: c.var.store.slug })
  // A page of the shopper's details and their forms: only for the browser whose cart it is.
  if (!result.ok || !(await ownsCheckout(c, result.value))) return null
  const checkout = result.value
  const address = checkout.customer?.address
  if (!address) return { checkout, options: [] }
  const options = await c.var.commerce.deliveryOptions({
    id,
    storeSlug: c.var.store.slug,
    stateCode: address.stateCode,
    countryCode: address.countryCode,
    international: true,
  })
  return { checkout, options: options.ok ? options.value : [] }
}

function savedValues(checkout: Checkout): Partial<Record<CustomerField, string>> {
  const customer = checkout.customer
  if (!customer) return { countryCode: UNITED_STATES.code }
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    phone: customer.phone,
    address1: customer.address.address1,
    address2: customer.address.address2 ?? '',
    city: customer.address.city,
    stateCode: customer.address.stateCode,
    zip: customer.address.zip,
    countryCode: customer.address.countryCode,
  }
}

interface RenderOptions {
  values?: Partial<Record<CustomerField, string>>
  marketingOptIn?: boolean
  errors?: Partial<Record<string, string>>
  alert?: { step: HostedStep; text: string } | null
  editing?: boolean
  paymentMethod?: 'card' | 'paypal'
  status?: 200 | 422
}

async function render(c: Ctx, id: string, options: RenderOptions = {}): Promise<Response> {
  const loaded = await load(c, id)
  if (!loaded) return c.redirect('/cart', 303)
  const { checkout } = loaded
  const { locale, t } = await translatorFor(c)
  const payments = c.var.commerce.paymentOptions()
  const cardOffered = payments.card.platform === 'sandbox' && !c.var.store.flags.hideCard
  const paypalOffered = !c.var.store.flags.hidePaypal || !cardOffered
  const preferred = options.paymentMethod ?? (c.req.query('payment_method') === 'paypal' ? 'paypal' : 'card')
  const storeName = c.var.theme.meta.storeName || c.var.store.name
  const view: HostedCheckoutView = {
    storeName,
    faviconUrl: c.var.theme.content.favicon ?? storeIconUrl(storeName, c.var.theme.styles.primaryColor),
    locale,
    t,
    nonce: c.var.secureHeadersNonce ?? '',
    checkout,
    deliveryOptions: loaded.options,
    values: options.values ?? savedValues(checkout),
    marketingOptIn: options.marketingOptIn ?? checkout.marketingOptIn,
    errors: options.errors ?? {},
    alert: options.alert ?? null,
    editing: options.editing ?? !checkout.customer,
    paymentMethod: cardOffered ? preferred : 'paypal',
    cardOffered,
    paypalOffered,
  }
  c.header('cache-control', 'no-store')
  return c.html(hostedCheckoutPage(view), options.status ?? 200)
}

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '')
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** A port failure on a step: field errors by the last part of their pointer, else the step's alert. */
function failureView(step: HostedStep, failure: PortFailure): Pick<RenderOptions, 'errors' | 'alert'> {
  const errors: Record<string, string> = {}
  if (failure.kind === 'invalid') {
    for (const error of failure.errors ?? []) {
      const field = error.source.pointer.split('/').pop() ?? ''
      if ((CUSTOMER_FIELDS as readonly string[]).includes(field) || field === 'promoCode') errors[field] = error.detail
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { alert: { step, text: failure.message } }
}

async function formOf(c: Ctx): Promise<Record<string, string>> {
  const body = await c.req.parseBody()
  return Object.fromEntries(Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])))
}

function expiryOf(text: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text)
  return match ? { expMonth: Number(match[1]), expYear: Number(match[2]) } : { expMonth: 0, expYear: 0 }
}

/**
 * The address the storefront already had (`Complete my purchase` sends what the shopper
 * typed), by the query names the storefront uses; null when it sent none.
 */
const PREFILL_PARAMS = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'stateCode',
  zip: 'zip',
  country: 'countryCode',
} as const satisfies Record<string, CustomerField>

function prefillOf(query: Record<string, string>): Record<CustomerField, string> | null {
  const entries = Object.entries(PREFILL_PARAMS).map(([param, field]) => [field, (query[param] ?? '').trim().slice(0, 200)] as const)
  if (entries.every(([, value]) => value === '')) return null
  const values = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as Record<CustomerField, string>
  for (const [field, value] of entries) values[field] = value
  values.countryCode = values.countryCode.toUpperCase() || UNITED_STATES.code
  values.stateCode = provinceCode(values.countryCode, values.stateCode)
  return values
}

/** The prefill as the page's own query, for a form that still needs the shopper. */
function prefillQuery(values: Record<CustomerField, string>): string {
  const query = new URLSearchParams()
  for (const [param, field] of Object.entries(PREFILL_PARAMS)) if (values[field]) query.set(param, values[field])
  return query.toString()
}

type SaveCustomer = { ok: true } | { ok: false; view: Pick<RenderOptions, 'errors' | 'alert'> }

/**
 * Checks and saves the customer form, with the shopper's answer to 'Email me with news and
 * offers' when the form asked it; the cheapest delivery tier is chosen when none is yet.
 */
async function saveCustomer(c: Ctx, id: string, values: Record<CustomerField, string>, marketingOptIn?: boolean): Promise<SaveCustomer> {
  const parsed = customerForm.safeParse(values)
  if (!parsed.success) return { ok: false, view: { errors: fieldErrors(parsed.error.issues) } }
  const { address1, address2, city, stateCode, zip, countryCode, ...person } = parsed.data
  const domestic = countryCode === UNITED_STATES.code
  const state = domestic ? stateByCode(stateCode) : provinceOf(countryCode, stateCode)
  const saved = await c.var.commerce.updateCheckout({
    id,
    storeSlug: c.var.store.slug,
    international: true,
    ...(marketingOptIn === undefined ? {} : { marketingOptIn }),
    customer: {
      ...person,
      address: {
        address1,
        ...(address2 ? { address2 } : {}),
        city,
        state: state?.name ?? '',
        stateCode: state?.code ?? '',
        zip,
        country: countryByCode(countryCode)?.name ?? UNITED_STATES.name,
        countryCode,
      },
    },
  })
  if (!saved.ok) return { ok: false, view: failureView('customer', saved.failure) }
  // The first (cheapest) tier is chosen for the shopper; they may pick another.
  if (!saved.value.deliveryOption) {
    const options = await c.var.commerce.deliveryOptions({
      id,
      storeSlug: c.var.store.slug,
      stateCode: state?.code ?? '',
      countryCode,
      international: true,
    })
    const first = options.ok ? options.value[0] : undefined
    if (first) await c.var.commerce.updateCheckout({ id, storeSlug: c.var.store.slug, deliveryOption: first.id })
  }
  return { ok: true }
}

export const hostedCheckout = new Hono<AppEnv>()
  .use('*', sameOriginWrites())
  // The forms of a checkout write the shopper's details: only their own browser may post them.
  .use('/express_checkout/:id/*', async (c, next) => {
    const result = await c.var.commerce.getCheckout({ id: c.req.param('id') ?? '', storeSlug: c.var.store.slug })
    if (!result.ok || !(await ownsCheckout(c, result.value))) return c.redirect('/cart', 303)
    await next()
  })
  .get('/express_checkout', async (c) => {
    const query = startQuery.safeParse(c.req.query())
    const lines = query.success ? parseLegacySkus(query.data.skus) : []
    if (!query.success || lines.length === 0) return c.redirect('/cart', 303)
    const { store, localization } = c.var
    if (query.data.store_id !== undefined && query.data.store_id !== store.id) return c.redirect('/cart', 303)
    // A checkout nobody could be recorded as owning would be nobody's to fill in.
    if (!canRecordOwnership(c)) return c.redirect('/cart', 303)
    // The finished order empties this browser's own cart (its cart cookie); no URL names it.
    const cartId = browserCartIds(c)[0]
    const created = await c.var.commerce.createCheckout({
      storeSlug: store.slug,
      lineItems: lines,
      cartId,
      affiliate: query.data.aid?.replace(/[^A-Za-z0-9-]/g, '') || null,
      trafficSource: null,
      currency: query.data.currency ?? localization.buyer_currency,
      region: query.data.shipping ?? localization.buyer_region,
    })
    if (!created.ok) return c.redirect('/cart', 303)
    await recordOwnership(c, created.value)
    if (!cartId) rememberCheckoutCart(c, created.value.cartId)
    const page = new URLSearchParams(query.data.payment_method === 'paypal' ? { payment_method: 'paypal' } : {})
    const prefill = prefillOf(c.req.query())
    // What the shopper typed on the storefront is saved when complete; else the form shows it.
    const saved = prefill ? await saveCustomer(c, created.value.id, prefill) : null
    const unsaved = prefill && !saved?.ok ? `${page.size > 0 ? '&' : ''}${prefillQuery(prefill)}` : ''
    return c.redirect(`${pagePath(created.value.id)}${page.size > 0 || unsaved ? '?' : ''}${page}${unsaved}`, 303)
  })
  .get('/express_checkout/:id', async (c) => {
    const id = c.req.param('id')
    const result = await c.var.commerce.getCheckout({ id, storeSlug: c.var.store.slug })
    if (!result.ok || !(await ownsCheckout(c, result.value))) return c.redirect('/cart', 303)
    const checkout = result.value
    if (checkout.state === 'success' || checkout.state === 'completed') {
      return c.redirect(`/checkout-complete/${encodeURIComponent(checkout.cartId)}`, 303)
    }
    const { t } = await translatorFor(c)
    const failed =
      checkout.state === 'failure' && checkout.error
        ? { step: 'payment' as const, text: `${t('errors.paymentFailed')} ${checkout.error}` }
        : null
    const prefill = checkout.customer ? null : prefillOf(c.req.query())
    return render(c, id, {
      editing: c.req.query('edit') === 'customer' || !checkout.customer,
      alert: failed,
      ...(prefill ? { values: prefill } : {}),
    })
  })
  .post('/express_checkout/:id/customer', async (c) => {
    const id = c.req.param('id')
    const form = await formOf(c)
    const values = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, form[field] ?? ''])) as Record<CustomerField, string>
    values.stateCode = provinceCode(values.countryCode, values.stateCode)
    const marketingOptIn = form.marketingOptIn === 'on'
    const saved = await saveCustomer(c, id, values, marketingOptIn)
    if (!saved.ok) return render(c, id, { values, marketingOptIn, ...saved.view, editing: true, status: 422 })
    return c.redirect(pagePath(id), 303)
  })
  .post('/express_checkout/:id/delivery', async (c) => {
    const id = c.req.param('id')
    const tier = z.enum(DELIVERY_TIERS).safeParse((await formOf(c)).deliveryOption)
    if (!tier.success) return c.redirect(pagePath(id), 303)
    const saved = await c.var.commerce.updateCheckout({ id, storeSlug: c.var.store.slug, deliveryOption: tier.data })
    if (!saved.ok) return render(c, id, { ...failureView('delivery', saved.failure), status: 422 })
    return c.redirect(pagePath(id), 303)
  })
  .post('/express_checkout/:id/promo', async (c) => {
    const id = c.req.param('id')
    const code = ((await formOf(c)).promoCode ?? '').trim()
    const saved = await c.var.commerce.updateCheckout({ id, storeSlug: c.var.store.slug, promoCode: code === '' ? null : code })
    if (!saved.ok) {
      const promo =
        saved.failure.kind === 'invalid' && (saved.failure.errors ?? []).some((error) => error.source.pointer.includes('promoCode'))
      return render(
        c,
        id,
        promo ? { errors: { promoCode: MESSAGES.promoInvalid }, status: 422 } : { ...failureView('customer', saved.failure), status: 422 },
      )
    }
    return c.redirect(pagePath(id), 303)
  })
  .post('/express_checkout/:id/pay', async (c) => {
    const id = c.req.param('id')
    const { t } = await translatorFor(c)
    const form = await formOf(c)
    const method = form.paymentMethod === 'paypal' ? 'paypal' : 'card'
    const origin = new URL(c.req.url).origin
    const commerce = c.var.commerce
    let paymentMethodId: string | undefined
    if (method === 'card') {
      const card = cardForm.parse(form)
      if (!card.cardholderName)
        return render(c, id, { errors: { cardholderName: t('payment.cardHolderRequired') }, paymentMethod: 'card', status: 422 })
      if (commerce.paymentOptions().card.platform !== 'sandbox') return c.redirect(pagePath(id), 303)
      const tokenized = await commerce.tokenizeCard({ number: card.number, cvc: card.cvc, ...expiryOf(card.expiry) })
      if (!tokenized.ok) return render(c, id, { errors: { [tokenized.field]: tokenized.message }, paymentMethod: 'card', status: 422 })
      paymentMethodId = tokenized.paymentMethod.id
    }
    const payment = await commerce.initiatePayment({
      checkoutId: id,
      storeSlug: c.var.store.slug,
      paymentMethod: method,
      paymentMethodId,
      origin,
    })
    if (!payment.ok)
      return render(c, id, {
        alert: { step: 'payment', text: t('payment.intentError', { message: payment.failure.message }) },
        paymentMethod: method,
        status: 422,
      })
    const submitted = await commerce.submitCheckout({
      checkoutId: id,
      storeSlug: c.var.store.slug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
      platform: method,
      returnUrl: `${origin}${pagePath(id)}`,
      origin,
    })
    if (!submitted.ok)
      return render(c, id, { alert: { step: 'payment', text: submitted.failure.message }, paymentMethod: method, status: 422 })
    const answer = submitted.value
    if (answer.redirectUrl) return c.redirect(answer.redirectUrl, 303)
    if (answer.state === 'failure') {
      return render(c, id, {
        alert: { step: 'payment', text: `${t('errors.paymentFailed')} ${answer.displayMessage ?? ''}`.trim() },
        paymentMethod: method,
        status: 422,
      })
    }
    return c.redirect(pagePath(id), 303)
  })
