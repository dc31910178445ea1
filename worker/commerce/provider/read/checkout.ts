import * as z from 'zod'
import {
  CHECKOUT_STATES,
  type CheckoutState,
  type Currency,
  DELIVERY_TIERS,
  type DeliveryTier,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '../../../../domain/constants'
import type {
  Address,
  Checkout,
  CheckoutFieldError,
  CheckoutLineItem,
  Costs,
  Customer,
  DeliveryOption,
} from '../../../../domain/schemas/checkout'
import {
  amountIn,
  CurrencyCode,
  first,
  isRecord,
  LooseBoolean,
  LooseNumber,
  LooseText,
  listIn,
  maybe,
  NumericId,
  readEach,
  unwrap,
} from './loose'
import type { PriceReading } from './tiles'

/** What reading a checkout needs beyond the answer. */
export interface CheckoutReading extends PriceReading {
  /** The store asked for; the spec's answer need not repeat it. */
  storeSlug: string
  /** The cart the checkout was made from, when the storefront knows it. */
  cartId?: string
}

const Text = maybe(LooseText)

const STATE_WORDS: Record<string, CheckoutState> = {
  created: 'created',
  new: 'created',
  open: 'created',
  pending: 'pending',
  processing: 'pending',
  in_progress: 'pending',
  requires_action: 'pending',
  awaiting_payment: 'pending',
  success: 'success',
  succeeded: 'success',
  paid: 'success',
  completed: 'completed',
  complete: 'completed',
  failure: 'failure',
  failed: 'failure',
  declined: 'failure',
  error: 'failure',
}

/** The spec's checkout states, and the words backends use for them ('failed', 'succeeded', 'paid'). */
export const CheckoutStateWord = z
  .string()
  .trim()
  .transform((word, ctx): CheckoutState => {
    const lower = word.toLowerCase().replace(/[\s-]+/g, '_')
    const state = CHECKOUT_STATES.find((known) => known === lower) ?? STATE_WORDS[lower]
    if (!state) ctx.addIssue({ code: 'custom', message: `Unknown checkout state ${word}` })
    return state ?? 'pending'
  })

/** A payment method as the spec names it, also written google_pay, googlepay or ApplePay. */
const PaymentMethodWord = z
  .string()
  .trim()
  .transform((word, ctx): PaymentMethod => {
    const plain = word.toLowerCase().replace(/[\s_-]+/g, '')
    const method = PAYMENT_METHODS.find((known) => known.replace('-', '') === plain)
    if (!method) ctx.addIssue({ code: 'custom', message: `Unknown payment method ${word}` })
    return method ?? 'card'
  })

const TierWord = z
  .string()
  .trim()
  .transform((word, ctx): DeliveryTier => {
    const plain = word.toLowerCase().replace(/[\s_-]+/g, '')
    const tier = DELIVERY_TIERS.find((known) => known.replace('_', '') === plain)
    if (!tier) ctx.addIssue({ code: 'custom', message: `Unknown delivery tier ${word}` })
    return tier ?? 'standard'
  })

const RawAddress = z.object({
  address1: Text,
  address: Text,
  street: Text,
  line1: Text,
  address2: Text,
  line2: Text,
  city: Text,
  state: Text,
  zip: Text,
  postal_code: Text,
  postalCode: Text,
  country: Text,
  stateCode: Text,
  state_code: Text,
  countryCode: Text,
  country_code: Text,
})

function toAddress(raw: z.infer<typeof RawAddress>): Address {
  const state = raw.state ?? ''
  const country = raw.country ?? ''
  const stateCode = first(raw.stateCode, raw.state_code) ?? (/^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : '')
  const countryCode =
    first(raw.countryCode, raw.country_code) ??
    (/^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : /united states/i.test(country) ? 'US' : '')
  const address2 = first(raw.address2, raw.line2)
  return {
    address1: first(raw.address1, raw.address, raw.street, raw.line1) ?? '',
    ...(address2 ? { address2 } : {}),
    city: raw.city ?? '',
    state,
    zip: first(raw.zip, raw.postal_code, raw.postalCode) ?? '',
    country,
    stateCode,
    countryCode,
  }
}

const RawCustomer = z.object({
  id: Text,
  firstName: Text,
  first_name: Text,
  lastName: Text,
  last_name: Text,
  email: Text,
  phone: Text,
  address: maybe(RawAddress),
})

/** The checkout's customer; null when the answer has none (or one without a name or email yet). */
function readCustomer(value: unknown): Customer | null {
  const parsed = RawCustomer.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const firstName = first(raw.firstName, raw.first_name)
  const lastName = first(raw.lastName, raw.last_name)
  if (!firstName && !lastName && !raw.email) return null
  return {
    ...(raw.id ? { id: raw.id } : {}),
    firstName: firstName ?? '',
    lastName: lastName ?? '',
    email: raw.email ?? '',
    phone: raw.phone ?? '',
    address: toAddress(raw.address ?? {}),
  }
}

const RawQuote = z.object({
  id: maybe(TierWord),
  tier: maybe(TierWord),
  name: maybe(TierWord),
  label: Text,
  price: z.unknown().optional(),
  amount: z.unknown().optional(),
  currency: maybe(CurrencyCode),
  estimatedDelivery: maybe(
    z.object({ deliveryDate: Text, arrivalDate: Text, from: Text, to: Text, min: Text, max: Text }).transform((dates) => ({
      deliveryDate: first(dates.deliveryDate, dates.from, dates.min),
      arrivalDate: first(dates.arrivalDate, dates.to, dates.max),
    })),
  ),
  deliveryDate: Text,
  arrivalDate: Text,
})

/**
 * A delivery option (spec section 3: id, label, price, estimatedDelivery): the tier is
 * needed (standard, rush, super_rush, however spelled), and a price. Dates left out stay
 * empty, and the checkout shows the option without them.
 */
function quoteReader({ unit, currency }: PriceReading): z.ZodType<DeliveryOption> {
  const Amount = amountIn(unit)
  return RawQuote.transform((raw, ctx): DeliveryOption => {
    const id = first(raw.id, raw.tier, raw.name)
    const price = Amount.safeParse(first(raw.price, raw.amount))
    if (!id || !price.success) {
      ctx.addIssue({ code: 'custom', message: 'A delivery option needs its tier and price' })
      return z.NEVER
    }
    return {
      id,
      label: raw.label ?? '',
      price: price.data,
      currency: raw.currency ?? currency,
      estimatedDelivery: {
        deliveryDate: first(raw.estimatedDelivery?.deliveryDate, raw.deliveryDate) ?? '',
        arrivalDate:
          first(raw.estimatedDelivery?.arrivalDate, raw.arrivalDate, raw.estimatedDelivery?.deliveryDate, raw.deliveryDate) ?? '',
      },
    }
  })
}

/** POST /deliveryOptions: `data.attributes.quotes` as the spec has it, or the quotes bare or under `quotes`. */
export function readQuotes(answer: unknown, reading: PriceReading): DeliveryOption[] {
  return readEach(listIn(answer, ['data', 'attributes', 'quotes', 'deliveryOptions', 'options']) ?? [], quoteReader(reading))
}

const RawLine = z.object({
  sku: LooseText,
  quantity: NumericId,
  title: Text,
  name: Text,
  productName: Text,
  productType: Text,
  product_type: Text,
  color: Text,
  colorName: Text,
  size: maybe(z.union([LooseText, z.object({ label: z.string() }).transform((size) => size.label)])),
  sizeLabel: Text,
  selectedSize: maybe(z.object({ label: z.string() }).transform((size) => size.label)),
  primaryImages: maybe(z.object({ thumblarge: z.string() }).transform((images) => images.thumblarge)),
  unitPrice: z.unknown().optional(),
  unit_price: z.unknown().optional(),
  price: z.unknown().optional(),
  totalPrice: z.unknown().optional(),
  total_price: z.unknown().optional(),
  total: z.unknown().optional(),
  image: maybe(z.union([z.string(), z.object({ src: z.string() }).transform((image) => image.src)])),
  imageUrl: Text,
  thumbnail: Text,
  listingId: maybe(NumericId),
  listing_id: maybe(NumericId),
  slug: Text,
})

/** A checkout line, and whether the answer priced it. */
interface LineRead {
  line: CheckoutLineItem
  priced: boolean
}

function readLine(value: unknown, unit: PriceReading['unit']): LineRead | null {
  const parsed = RawLine.safeParse(value)
  if (!parsed.success) return null
  const raw = parsed.data
  const Amount = amountIn(unit)
  const amount = (...values: unknown[]) => {
    for (const given of values) {
      const read = Amount.safeParse(given)
      if (read.success && given !== undefined && given !== null) return read.data
    }
    return undefined
  }
  const unitGiven = amount(raw.unitPrice, raw.unit_price, raw.price)
  const totalGiven = amount(raw.totalPrice, raw.total_price, raw.total)
  const unitPrice = unitGiven ?? (totalGiven !== undefined && raw.quantity > 0 ? Math.round(totalGiven / raw.quantity) : 0)
  const line = {
    sku: raw.sku,
    quantity: raw.quantity,
    title: first(raw.title, raw.name, raw.productName) ?? '',
    productType: first(raw.productType, raw.product_type) ?? '',
    color: first(raw.color, raw.colorName) ?? '',
    size: first(raw.size, raw.sizeLabel, raw.selectedSize) ?? '',
    unitPrice,
    totalPrice: totalGiven ?? unitPrice * raw.quantity,
    image: first(raw.image, raw.imageUrl, raw.thumbnail, raw.primaryImages) ?? '',
    listingId: first(raw.listingId, raw.listing_id) ?? 0,
    slug: raw.slug ?? '',
  }
  return { line, priced: unitGiven !== undefined || totalGiven !== undefined }
}

/**
 * The checkout's lines. The spec does not word a line beyond sku and quantity: a line the
 * answer leaves unpriced, when it is the only one, costs what the goods cost less the
 * priced lines.
 */
function readLines(values: unknown[], goods: number | undefined, unit: PriceReading['unit']): CheckoutLineItem[] {
  const reads = values.flatMap((value) => readLine(value, unit) ?? [])
  const unpriced = reads.filter((read) => !read.priced)
  if (unpriced.length === 1 && goods !== undefined) {
    const rest = goods - reads.filter((read) => read.priced).reduce((sum, read) => sum + read.line.totalPrice, 0)
    const { line } = unpriced[0]
    line.totalPrice = Math.max(0, rest)
    line.unitPrice = line.quantity > 0 ? Math.round(line.totalPrice / line.quantity) : 0
  }
  return reads.map((read) => read.line)
}

/** What the costs say the goods cost (costs.lineItems), when they say. */
function goodsIn(costs: unknown, unit: PriceReading['unit']): number | undefined {
  if (!isRecord(costs)) return undefined
  const given = isRecord(costs.lineItems) ? costs.lineItems.value : (costs.lineItems ?? costs.subtotal)
  const read = amountIn(unit).safeParse(given)
  return read.success ? read.data : undefined
}

const DiscountType = z
  .string()
  .trim()
  .toLowerCase()
  .transform((type) => (type.startsWith('percent') ? 'percentage' : 'fixed') as 'percentage' | 'fixed')

function readCosts(value: unknown, lines: CheckoutLineItem[], { unit, currency }: PriceReading): Costs {
  const costs = isRecord(value) ? value : {}
  const Amount = amountIn(unit)
  const line = (given: unknown): number | undefined => {
    const read = Amount.safeParse(isRecord(given) && 'value' in given ? given.value : given)
    return read.success ? read.data : undefined
  }
  const totalCurrency = isRecord(costs.total) ? CurrencyCode.safeParse(costs.total.currency).data : undefined
  const checkoutCurrency = totalCurrency ?? currency
  const discountValue = isRecord(costs.discount) ? costs.discount : undefined
  const discountAmount = discountValue ? Math.abs(line(discountValue.value) ?? line(discountValue.amount) ?? 0) : 0
  const percentage = discountValue ? LooseNumber.safeParse(discountValue.percentage).data : undefined
  const type = discountValue ? DiscountType.safeParse(discountValue.type).data : undefined
  const goods = line(costs.lineItems) ?? line(costs.subtotal) ?? lines.reduce((sum, item) => sum + item.totalPrice, 0)
  const tax = line(costs.tax) ?? 0
  const shipping = line(costs.shipping) ?? 0
  return {
    tax: { value: tax },
    shipping: { value: shipping },
    discount: {
      value: discountAmount,
      type: type ?? (percentage !== undefined ? 'percentage' : discountAmount > 0 ? 'fixed' : null),
      percentage: percentage ?? null,
      currency: (discountValue && CurrencyCode.safeParse(discountValue.currency).data) || checkoutCurrency,
    },
    lineItems: { value: goods },
    total: { value: line(costs.total) ?? goods - discountAmount + shipping + tax, currency: checkoutCurrency },
  }
}

function readDeliveryOption(value: unknown, costs: Costs, reading: PriceReading): DeliveryOption | null {
  const dates = { deliveryDate: '', arrivalDate: '' }
  const tier = TierWord.safeParse(value)
  if (tier.success)
    return { id: tier.data, label: '', price: costs.shipping.value, currency: costs.total.currency, estimatedDelivery: dates }
  if (!isRecord(value)) return null
  // The chosen option may leave its price out: it is what the costs charge for delivery.
  const priced = quoteReader(reading).safeParse(value)
  if (priced.success) return priced.data
  const unpriced = RawQuote.safeParse(value)
  const id = unpriced.success ? first(unpriced.data.id, unpriced.data.tier, unpriced.data.name) : undefined
  return id
    ? { id, label: unpriced.data?.label ?? '', price: costs.shipping.value, currency: costs.total.currency, estimatedDelivery: dates }
    : null
}

const PromoError = z.union([
  z.string(),
  z.object({ detail: z.string() }).transform((error) => error.detail),
  z.object({ message: z.string() }).transform((error) => error.message),
])

const RawCheckout = z.object({
  id: LooseText,
  cartId: Text,
  cart_id: Text,
  state: maybe(CheckoutStateWord),
  status: maybe(CheckoutStateWord),
  platform: Text,
  paymentMethod: maybe(PaymentMethodWord),
  payment_method: maybe(PaymentMethodWord),
  paymentId: Text,
  payment_id: Text,
  payment: maybe(z.object({ id: Text, paymentId: Text })),
  customer: z.unknown().optional(),
  costs: z.unknown().optional(),
  deliveryOption: z.unknown().optional(),
  delivery_option: z.unknown().optional(),
  promoCode: Text,
  promo_code: Text,
  promoCodeErrors: maybe(z.array(z.unknown())),
  orderLookupNumber: Text,
  order_lookup_number: Text,
  lookupNumber: Text,
  lineItems: maybe(z.array(z.unknown())),
  line_items: maybe(z.array(z.unknown())),
  items: maybe(z.array(z.unknown())),
  redirectUrl: Text,
  redirect_url: Text,
  error: maybe(z.union([z.string(), z.object({ message: z.string() }).transform((error) => error.message)])),
  displayMessage: Text,
  marketingOptIn: maybe(LooseBoolean),
  marketing_opt_in: maybe(LooseBoolean),
  currency: maybe(CurrencyCode),
  storeSlug: Text,
})

/**
 * The spec's Checkout (POST /checkout, GET /checkout, PUT /v1/checkout), bare or under
 * `checkout` or `data`. Only `id` is required: the state defaults to created, costs are
 * summed from the lines when missing, `discount` may be absent, null or `value.amount`,
 * lines need only sku and quantity, and `address2: null` is no second line.
 */
export function checkoutReader(reading: CheckoutReading): z.ZodType<Checkout> {
  return z
    .unknown()
    .transform((value) => unwrap(value, ['checkout', 'data']))
    .pipe(RawCheckout)
    .transform((raw): Checkout => {
      const given = first(raw.lineItems, raw.line_items, raw.items) ?? []
      const goods = goodsIn(raw.costs, reading.unit)
      const lines = readLines(given, goods, reading.unit)
      const costs = readCosts(raw.costs, lines, { unit: reading.unit, currency: raw.currency ?? reading.currency })
      return {
        id: raw.id,
        cartId: first(raw.cartId, raw.cart_id, reading.cartId) ?? raw.id,
        state: first(raw.state, raw.status) ?? 'created',
        platform: raw.platform ?? null,
        paymentMethod: first(raw.paymentMethod, raw.payment_method) ?? null,
        paymentId: first(raw.paymentId, raw.payment_id, raw.payment?.id, raw.payment?.paymentId) ?? null,
        customer: readCustomer(raw.customer),
        costs,
        deliveryOption: readDeliveryOption(first(raw.deliveryOption, raw.delivery_option), costs, reading),
        promoCode: first(raw.promoCode, raw.promo_code) ?? null,
        promoCodeErrors: readEach(raw.promoCodeErrors ?? [], PromoError),
        orderLookupNumber: first(raw.orderLookupNumber, raw.order_lookup_number, raw.lookupNumber) ?? null,
        lineItems: lines,
        redirectUrl: first(raw.redirectUrl, raw.redirect_url) ?? null,
        error: first(raw.error, raw.displayMessage) ?? null,
        marketingOptIn: first(raw.marketingOptIn, raw.marketing_opt_in) ?? false,
        currency: costs.total.currency as Currency,
        storeSlug: reading.storeSlug,
      }
    })
}

const FieldError = z
  .object({
    detail: maybe(z.string()),
    title: maybe(z.string()),
    message: maybe(z.string()),
    source: maybe(z.object({ pointer: maybe(z.string()), parameter: maybe(z.string()) })),
    pointer: maybe(z.string()),
  })
  .transform(
    (error): CheckoutFieldError => ({
      detail: first(error.detail, error.title, error.message) ?? '',
      source: { pointer: first(error.source?.pointer, error.source?.parameter, error.pointer) ?? '' },
    }),
  )

/**
 * The field errors an answer carries in the spec's form (`message.errors` with
 * `source.pointer`), or as `errors` at the top; empty when there are none.
 */
export function readFieldErrors(answer: unknown): CheckoutFieldError[] {
  if (!isRecord(answer)) return []
  const nested = isRecord(answer.message) ? answer.message.errors : undefined
  const list = Array.isArray(nested) ? nested : Array.isArray(answer.errors) ? answer.errors : []
  return readEach(list, FieldError)
}
