import type { Currency, DeliveryTier, PaymentMethod, Region } from '../../../domain/constants'
import type { CampaignView, ContactMessage, PreorderForm } from '../../../domain/schemas/after-sales'
import type {
  Address,
  AddressValidation,
  Checkout,
  DeliveryOption,
  Order,
  PaymentAnswer,
  PaymentOptions,
  PaymentStateAnswer,
  SubmitAnswer,
} from '../../../domain/schemas/checkout'
import type { MockupKind } from '../../../domain/schemas/store-import'
import type { PortResult } from './failures'

/**
 * The checkout, payment and after-sales half of the CommercePort (spec section 7 and the
 * unnamed actions listed under it). Every method answers a PortResult instead of throwing
 * for anything a shopper can cause; /api routes map a failure's kind to a status code.
 * Amounts are integer cents in the checkout's currency and are always computed by the
 * backend: nothing the browser says about money is an input here.
 */

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
  /** The shopper's click, the same on each retry of it: a backend that honours keys then writes once. */
  idempotencyKey?: string
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

/** Where one item would be delivered, before there is any checkout: what a product feed states. */
export interface DeliveryRatesInput {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string
  region: Region
  currency: Currency
}

export interface InitiatePaymentInput {
  checkoutId: string
  /** The store the call acts for: a checkout of another store is not found. Absent for a trusted server acting for any store. */
  storeSlug?: string
  paymentMethod: PaymentMethod
  /** A payment method (pm_…) made by the card platform's browser SDK or by tokenizeCard. */
  paymentMethodId?: string
  /** Origin of the storefront (https://store.example), for provider return pages. */
  origin: string
  /** The shopper's click, the same on each retry of it: a backend that honours keys then writes once. */
  idempotencyKey?: string
}

export interface UpdatePaymentInput {
  paymentId: string
  checkoutId: string
  /** The store the call acts for: a checkout of another store is not found. Absent for a trusted server acting for any store. */
  storeSlug?: string
  paymentToken: string
  paymentMethodId?: string
  origin: string
  /** The shopper's click, the same on each retry of it: a backend that honours keys then writes once. */
  idempotencyKey?: string
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

/** Card details as typed into the store's own card form. */
export interface CardDetails {
  number: string
  expMonth: number
  /** Two or four digits. */
  expYear: number
  cvc: string
}

/** A card kept as a payment method, or the card field it was refused for. */
export type CardTokenAnswer =
  | { ok: true; paymentMethod: { id: string; card: { brand: string; last4: string; expMonth: number; expYear: number } } }
  | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string }

/** What a download link of a paid order hands over: drawn as a file by worker/media/download-file.ts. */
export interface DigitalDownload {
  /** A digital product's art print, or an NFT's certificate of ownership. */
  kind: 'file' | 'certificate'
  mockup: MockupKind
  hex: string
  artwork: string
  listingSlug: string
  title: string
  color: string
  orderLookupNumber: string
  /** When the link was made (ISO): the certificate's date of issue. */
  createdAt: string
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
  /**
   * The delivery tiers of one physical item to a country, before any checkout (the product
   * feed's shipping); null when the backend quotes only for a checkout (the spec's calls).
   */
  deliveryRates(input: DeliveryRatesInput): Promise<DeliveryOption[] | null>
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
   * Keeps card details typed into a card form the store serves itself as a payment method
   * (pm_…) to pay with, where the card platform takes cards that way (paymentOptions() says
   * which platform takes cards; one with a browser SDK, like Stripe.js, never sees them
   * here). A card it refuses is an answer naming the field.
   */
  tokenizeCard(card: CardDetails): Promise<CardTokenAnswer>
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

  /**
   * GET /downloads/{token}: the digital item a download link hands over, counted as one
   * download. Null for a link that is unknown, of another store, of an unpaid or canceled
   * order or expired, and where the backend's orders carry download links of their own.
   */
  claimDownload(input: { token: string; storeSlug: string }): Promise<DigitalDownload | null>

  sendContactMessage(input: { storeSlug: string; message: ContactMessage }): Promise<PortResult<null>>
  createPreorder(input: { storeSlug: string; form: PreorderForm }): Promise<PortResult<null>>
  signUpForNewsletter(input: { storeSlug: string; email: string }): Promise<PortResult<null>>
  trackCampaignView(input: { storeSlug: string; view: CampaignView }): Promise<PortResult<null>>
}
