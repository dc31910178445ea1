import type { Currency, PaymentMethod } from '../../../domain/constants'
import type { Customer, PaymentPlatform, PaymentState } from '../../../domain/schemas/checkout'
import type { PortResult } from './failures'

/**
 * OperationsPort: what keeps a backend's money straight and its operator in charge, beside
 * the shopper-facing CommercePort: provider webhooks, the reconciliation clock, and the
 * admin API's order, refund, stock and ledger tools. The built-in backend has them; in
 * provider mode the commerce backend keeps its own, and the composition root answers null.
 */
export interface OperationsPort {
  /**
   * POST /webhooks/{provider}: a delivery checked (signature, age, shape) and its event
   * recorded by id; the work it asks for is handed back to run after the answer.
   */
  receiveWebhook(provider: string, delivery: WebhookDelivery): Promise<WebhookReceipt>
  /** One pass of the clock; `recheck` looks again at payments a pass just looked at (an operator's own pass). */
  reconcile(options: {
    asOf: Date
    recheck?: boolean
  }): Promise<ReconcileSummary & { refundsRetried: number; eventsRetried: number; mailResent: number }>
  orders(filter: OrderFilter): Promise<OrderSummary[]>
  ordersCsv(filter: OrderFilter): Promise<string>
  order(lookupNumber: string): Promise<PortResult<AdminOrder>>
  ship(request: ShipRequest): Promise<PortResult<AdminOrder>>
  refund(request: RefundRequest): Promise<PortResult<RefundAnswer>>
  setStock(sku: string, count: number): Promise<PortResult<{ sku: string; count: number; store: string }>>
  /** What the caches know a store by (its slug, site key and custom domains), to forget it after an import. */
  storeIdentity(slug: string): Promise<PortResult<StoreIdentity>>
  ledger(storeSlug: string | null): Promise<LedgerReport>
  /** The mail queue's consumer: delivers one outbox mail, never twice however often its message comes. */
  deliverMail(outboxId: number, attempt: number): Promise<MailDeliveryOutcome>
  /** The dead-letter queue's consumer: the queue used up a mail's tries; it is recorded as failed for the operator. */
  buryMail(outboxId: number, reason: string): Promise<void>
  /** The store's mail, newest first, for the operator (failed mail: what the dead-letter queue recorded). */
  mail(filter: MailFilter): Promise<MailRecord[]>
  /** A failed mail queued again (after the operator fixed what made it fail). */
  retryMail(id: number): Promise<PortResult<MailRecord>>
}

export interface StoreIdentity {
  slug: string
  siteKey: string
  hosts: string[]
}

/**
 * What the mail queue's consumer does with a message: `delivered` and `done` (nothing to
 * send: delivered before, given up on, unknown) acknowledge it; `failed` too, the send was
 * refused for good and recorded; `retry` asks the queue for it again after the delay.
 */
export type MailDeliveryOutcome =
  | { kind: 'delivered' }
  | { kind: 'done'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'retry'; delaySeconds: number; reason: string }

export type MailStatus = 'queued' | 'sending' | 'delivered' | 'failed'

interface MailFilter {
  status?: MailStatus
  limit: number
}

/** One e-mail a store sent or tried to, and how its delivery went. */
export interface MailRecord {
  id: number
  storeId: number
  kind: string
  recipient: string
  subject: string
  createdAt: string
  status: MailStatus
  attempts: number
  lastError: string | null
  deliveredAt: string | null
  deliveredVia: string | null
  failedAt: string | null
}

/**
 * A webhook delivery's outcome: refused (a forged, stale or unreadable delivery; a provider
 * that is not set up), or accepted: `new` with the work to run after the answer, `duplicate`
 * for an event already done or being done (changes nothing), `ignored` for a genuine event
 * the store does not act on (recorded nowhere; the provider must not send it again).
 */
type WebhookReceipt =
  | { ok: false; status: 400 | 404 | 503; error: string }
  | { ok: true; outcome: 'new'; work: () => Promise<void> }
  | { ok: true; outcome: 'duplicate' | 'ignored'; work: null }

/** A payment as the operator sees it beside its order. */
interface PaymentSummary {
  id: string
  provider: PaymentPlatform
  method: PaymentMethod
  state: PaymentState
  amountCents: number
  currency: Currency
  providerRef: string | null
}

/** An order as the backend keeps it. */
export type OrderStatus = 'processing' | 'shipped' | 'delivered' | 'canceled'

export interface OrderRecord {
  id: number
  storeId: number
  checkoutId: string
  lookupNumber: string
  cartId: string
  status: OrderStatus
  shippingMethod: string
  currency: Currency
  subtotal: number
  tax: number
  shipping: number
  discount: number
  total: number
  promoCode: string | null
  paymentMethod: PaymentMethod
  paymentId: string
  customerEmail: string
  customer: Customer | null
  arrivalEstimate: string | null
  /** The shopper asked for news and offers by email at checkout. */
  marketingOptIn: boolean
  createdAt: string
  updatedAt: string
}

/** One line of an order. */
export interface OrderItemRecord {
  sku: string
  listingId: number
  title: string
  productType: string
  color: string
  size: string
  quantity: number
  unitPrice: number
}

export type RefundState = 'pending' | 'succeeded' | 'failed'

/** Money given back on an order, by the operator or at the provider. */
export interface RefundRecord {
  id: string
  orderId: number
  paymentId: string
  amountCents: number
  currency: Currency
  state: RefundState
  source: 'operator' | 'provider'
  providerRefundId: string | null
  failureMessage: string | null
  idempotencyKey: string
  createdAt: string
}

/** A dispute (chargeback) a provider reported against a payment. */
export interface DisputeRecord {
  provider: string
  disputeId: string
  paymentId: string
  amountCents: number
  reason: string | null
  status: string
  createdAt: string
}

/** A parcel of an order: carrier, tracking number and link, shipped and delivered times. */
export interface ShipmentRecord {
  carrier: string
  trackingNumber: string
  trackingUrl: string
  status: 'in_transit' | 'delivered'
  shippedAt: string
  deliveredAt: string | null
}

/** Orders as an operator lists them, with what the payment, refunds, disputes and shipments say beside each. */
export interface OrderSummary {
  id: number
  lookupNumber: string
  store: string
  status: OrderStatus
  createdAt: string
  customerEmail: string
  customerName: string
  itemCount: number
  currency: Currency
  subtotal: number
  discount: number
  shipping: number
  tax: number
  total: number
  refunded: number
  paymentMethod: PaymentMethod
  paymentProvider: PaymentPlatform
  paymentState: PaymentState
  disputed: boolean
  trackingNumbers: string[]
}

export interface OrderFilter {
  storeSlug?: string
  status?: OrderStatus
  /** Orders made at or after this time (ISO). */
  from?: string
  /** Orders made before this time (ISO). */
  to?: string
  /** Orders older than this order id (the next page). */
  beforeId?: number
  limit: number
}

/** What the ledger check found wrong: every capture has one order of its amount, every order one capture. */
export interface LedgerMismatch {
  kind:
    | 'capture-without-order'
    | 'order-without-capture'
    | 'amount-mismatch'
    | 'canceled-order-kept-money'
    | 'refunded-more-than-captured'
    | 'provider-capture-not-recorded'
    | 'recorded-capture-not-at-provider'
  store: string | null
  lookupNumber: string | null
  paymentId: string | null
  detail: string
}

export interface LedgerReport {
  store: string | null
  captures: number
  orders: number
  mismatches: LedgerMismatch[]
}

export type ReconcileOutcome = 'order-placed' | 'captured' | 'released' | 'failed' | 'waiting' | 'unchanged' | 'provider-down' | 'error'

export interface ReconcileSummary {
  checked: number
  outcomes: Partial<Record<ReconcileOutcome, number>>
}

export interface RefundRequest {
  lookupNumber: string
  /** Cents to give back; the whole remainder when absent. */
  amountCents?: number
  idempotencyKey: string
}

export interface RefundAnswer {
  refund: RefundRecord
  /** Given back so far on the order, this refund included. */
  refundedCents: number
  /** True when this request repeated an earlier one with the same key. */
  repeated: boolean
}

/** What an operator sees of one order: the order, its lines, its money and its parcels. */
export interface AdminOrder {
  order: OrderRecord
  items: OrderItemRecord[]
  payment: PaymentSummary | null
  refunds: RefundRecord[]
  /** Cents that can still be refunded. */
  refundable: number
  disputes: DisputeRecord[]
  shipments: ShipmentRecord[]
}

export interface ShipRequest {
  lookupNumber: string
  trackingNumber: string
  carrier: string
  /** The carrier's tracking page; the store's own /track page when absent. */
  trackingUrl?: string
}

/** A provider's webhook delivery as it arrived. */
export interface WebhookDelivery {
  headers: Headers
  body: string
  now: Date
}
