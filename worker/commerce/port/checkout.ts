import type { Currency, DeliveryTier, PaymentMethod, Region } from '../../../domain/constants'
import type { CampaignView, ContactMessage, PreorderForm } from '../../../domain/schemas/after-sales'
import type {
  Address,
  AddressValidation,
  Checkout,
  CheckoutFieldError,
  DeliveryOption,
  Order,
  PaymentAnswer,
  PaymentOptions,
  PaymentStateAnswer,
  SubmitAnswer,
} from '../../../domain/schemas/checkout'
import type { CardInput } from '../builtin/payments/sandbox/sandbox-cards'
import type { TokenizeResult } from '../builtin/payments/sandbox/tokenize'

/**
 * The checkout, payment and after-sales half of the CommercePort (spec section 7 and the
 * unnamed actions listed under it). Every method answers a PortResult instead of throwing
 * for anything a shopper can cause; /api routes map a failure's kind to a status code.
 * Amounts are integer cents in the checkout's currency and are always computed by the
 * backend: nothing the browser says about money is an input here.
 */

/** Why a call did not succeed; `kind` picks the HTTP status (400, 404, 409, 422, 429, 502). */
export type CheckoutFailure =
  | { kind: 'invalid'; message: string; errors?: CheckoutFieldError[] }
  | { kind: 'not-found'; message: string }
  | { kind: 'unavailable'; message: string; items: UnavailableItem[] }
  | { kind: 'conflict'; message: string }
  | { kind: 'rate-limited'; message: string }
  | { kind: 'upstream'; message: string }

/** A requested line that cannot be bought, named for the shopper. */
export interface UnavailableItem {
  sku: string
  /** 'Classic Tee (Black, XL)' when known, else the sku. */
  name: string
  reason: 'unknown' | 'unavailable' | 'out-of-stock'
  /** Units left when the reason is out-of-stock. */
  available?: number
}

export type PortResult<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure }

export interface CreateCheckoutInput {
  storeSlug: string
  lineItems: { sku: string; quantity: number; fulfillmentDetails?: unknown }[]
  /** The cart cookie's id; a new one is made when absent. */
  cartId?: string
  trafficSource?: string | null
  affiliate?: string | null
  /** The buyer's currency and region (localization cookie). */
  currency: Currency
  region: Region
}

export interface CustomerInput {
  firstName: string
  lastName: string
  email: string
  phone: string
  address: Address
}

/** Only the fields present change; `promoCode: null` removes the code. */
export interface UpdateCheckoutInput {
  id: string
  storeSlug: string
  customer?: CustomerInput
  deliveryOption?: DeliveryTier
  promoCode?: string | null
  paymentMethod?: PaymentMethod
  marketingOptIn?: boolean
  /** The hosted checkout serves buyers outside the United States: their addresses are taken too. */
  international?: boolean
}

export interface DeliveryOptionsInput {
  id: string
  storeSlug: string
  stateCode: string
  countryCode: string
  /** Quotes for a destination outside the United States (the hosted checkout). */
  international?: boolean
}

export interface InitiatePaymentInput {
  checkoutId: string
  /** The store the call acts for: a checkout of another store is not found. Absent for a trusted server acting for any store. */
  storeSlug?: string
  paymentMethod: PaymentMethod
  /** A provider payment method (pm_…) made by Stripe.js or the sandbox tokenizer. */
  paymentMethodId?: string
  /** Origin of the storefront (https://store.example), for provider return pages. */
  origin: string
}

export interface UpdatePaymentInput {
  paymentId: string
  checkoutId: string
  /** The store the call acts for: a checkout of another store is not found. Absent for a trusted server acting for any store. */
  storeSlug?: string
  paymentToken: string
  paymentMethodId?: string
  origin: string
}

export interface SubmitCheckoutInput {
  checkoutId: string
  storeSlug: string
  paymentId: string
  paymentToken: string
  /** The payment method the shopper paid with, as the checkout page names it (the spec's `platform` field). */
  platform?: string | null
  /** Same-origin URL the shopper comes back to after a redirect flow. */
  returnUrl: string
  origin: string
}

/** Where a provider sends the browser back to; `outcome` is canceled for cancel links. */
export interface PaymentReturnInput {
  paymentId: string
  outcome: 'returned' | 'canceled'
  /** The store the call acts for: a checkout of another store is not found. Absent for a trusted server acting for any store. */
  storeSlug?: string
}

/** GET /v1/payment: a payment of a checkout, within the scope's store. */
export interface PaymentStateInput {
  paymentId: string
  checkoutId: string
  /** The store the call acts for: a checkout of another store is not found. Absent for a trusted server acting for any store. */
  storeSlug?: string
}

/** Production without the method's provider keys (and without SANDBOX_PAYMENTS): no test card may pay. */
export const PAYMENTS_NOT_SET_UP = 'This store cannot take this payment method yet. Please choose another or try again later.'

/** Where providers send the shopper back (GET, query paymentId and optional outcome=canceled). */
export const PAYMENT_RETURN_PATH = '/api/v1/payments/return'

/** The store an order read is made for: order numbers and cart ids do not cross stores. */
export interface OrderScope {
  storeSlug: string
}

export interface CheckoutPort {
  /** POST /checkout: prices, names and stock come from the catalogue, never the body. */
  createCheckout(input: CreateCheckoutInput): Promise<PortResult<Checkout>>
  /** GET /checkout: also settles a payment that came back from a redirect. */
  getCheckout(input: { id: string; storeSlug: string }): Promise<PortResult<Checkout>>
  /** PUT /v1/checkout: rejected whole, with JSON:API field errors, or applied whole. */
  updateCheckout(input: UpdateCheckoutInput): Promise<PortResult<Checkout>>
  /** POST /deliveryOptions: the tiers for a US state, priced for the checkout's items. */
  deliveryOptions(input: DeliveryOptionsInput): Promise<PortResult<DeliveryOption[]>>
  /** The address-validation service: valid, a suggestion, or an error. */
  validateAddress(address: Address): Promise<AddressValidation>

  paymentOptions(): PaymentOptions
  /** POST /v1/initiatePayment: the amount is the checkout's current total. */
  initiatePayment(input: InitiatePaymentInput): Promise<PortResult<PaymentAnswer>>
  /** POST /v1/updatePayment: a new payment method and the current total. */
  updatePayment(input: UpdatePaymentInput): Promise<PortResult<PaymentAnswer>>
  /** GET /v1/payment. */
  paymentState(input: PaymentStateInput): Promise<PortResult<PaymentStateAnswer>>
  /** A provider's return or cancel link: settles the payment, answers where to send the browser. */
  paymentReturn(input: PaymentReturnInput): Promise<PortResult<{ redirectTo: string }>>
  /**
   * POST /v1/payments/sandbox/tokenize: the sandbox's stand-in for Stripe.js, keeping a test
   * card as a pm_ payment method where the payments are taken. Used only while the card
   * platform is the sandbox; a card it refuses is an answer naming the field.
   */
  tokenizeSandboxCard(card: CardInput): Promise<TokenizeResult>
  /** POST /v1/payments/verifyDomain (wallet domain registration). */
  verifyPaymentDomain(input: { domainName: string }): Promise<PortResult<{ domainName: string }>>
  /**
   * POST /v1/checkout/submit: recomputes the totals, authorizes, writes the order and
   * decrements stock in one batch, then captures. Repeated or concurrent submits of one
   * checkout make one order and one charge.
   */
  submitCheckout(input: SubmitCheckoutInput): Promise<PortResult<SubmitAnswer>>

  /**
   * GET /v1/orders?cartId: the latest order of a cart; marks its checkout completed. With
   * a scope only an order of that store is found (the app always passes the request's
   * store; worker/api/order-lookup.ts).
   */
  orderByCart(cartId: string, scope?: OrderScope): Promise<PortResult<Order>>
  /** GET /v1/orders?lookupNumber, within the scope's store like orderByCart. */
  orderByLookupNumber(lookupNumber: string, scope?: OrderScope): Promise<PortResult<Order>>
  /** POST /v1/orders/recover: mails the past 60 days' orders (to the outbox). */
  recoverOrders(input: { storeSlug: string; email: string }): Promise<PortResult<null>>

  sendContactMessage(input: { storeSlug: string; message: ContactMessage }): Promise<PortResult<null>>
  createPreorder(input: { storeSlug: string; form: PreorderForm }): Promise<PortResult<null>>
  signUpForNewsletter(input: { storeSlug: string; email: string }): Promise<PortResult<null>>
  trackCampaignView(input: { storeSlug: string; view: CampaignView }): Promise<PortResult<null>>
}
