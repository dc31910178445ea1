import type { Config } from '../../../env'
import type { PortFailure, PortResult, UnavailableItem } from '../../port/failures'
import type { PaymentProviders } from '../payments'
import type { SandboxEventSink } from '../payments/sandbox/sandbox-events'
import type { MailDispatch } from '../mail/dispatch'
import type { StockReservations } from '../stock/stock-reservations'
import type { StockHolds } from './stock-holds'

/** What the built-in checkout is made from. */
export interface BuiltinCheckoutDeps {
  db: D1Database
  cache: KVNamespace
  config: Config
  /** Payment providers; built from config (the sandbox unless keys are set) when absent. */
  payments?: PaymentProviders
  /** The clock; tests pass a fixed one. */
  now?: () => Date
  /** Where shoppers reach the store (https://shop.example), for the links in its emails. */
  storeOrigin?: string
  /** Where the sandbox provider posts its webhook events (none are sent without it). */
  sandboxEvents?: SandboxEventSink
  /**
   * The mail queue: outbox mail a batch writes is handed to it once the batch commits
   * (after the answer with `waitUntil`). Without it mail waits for the clock's sweep.
   */
  mail?: { dispatch: MailDispatch; waitUntil?: (work: Promise<unknown>) => void }
  /** The stores' StockReservations objects (wrangler.toml STOCK_RESERVATIONS); without them D1's order batch alone guards stock. */
  stockReservations?: DurableObjectNamespace<StockReservations>
}

export interface CheckoutContext {
  db: D1Database
  cache: KVNamespace
  config: Config
  payments: PaymentProviders
  now: () => Date
  /** Where shoppers reach the store, for the links in its emails; without it they are paths. */
  storeOrigin?: string
  /** Units held for a checkout between its payment's authorization and its order. */
  stock: StockHolds
}

/** An absolute link into the store for an email (a bare path when the origin is unknown). */
export const storeLink = (ctx: Pick<CheckoutContext, 'storeOrigin'>, path: string): string => `${ctx.storeOrigin ?? ''}${path}`

export const ok = <T>(value: T): PortResult<T> => ({ ok: true, value })
export const fail = (failure: PortFailure): { ok: false; failure: PortFailure } => ({ ok: false, failure })
export const notFound = (message: string) => fail({ kind: 'not-found', message })
export const conflict = (message: string) => fail({ kind: 'conflict', message })
export const invalid = (message: string, pointer?: string) =>
  fail({ kind: 'invalid', message, errors: pointer ? [{ detail: message, source: { pointer } }] : undefined })

export const CHECKOUT_NOT_FOUND = 'Checkout not found'

/** Whether a checkout is within a call's store (no store given: a trusted caller, any store). */
export const withinStore = (row: { storeSlug: string }, storeSlug: string | undefined): boolean =>
  storeSlug === undefined || row.storeSlug === storeSlug
export const ALREADY_PAID = 'This checkout is already paid for.'

/** The shopper-facing sentence for lines that cannot be bought. */
export function unavailableMessage(items: readonly UnavailableItem[]): string {
  const parts = items.map((item) => {
    if (item.reason === 'unknown') return `${item.name} is not sold in this store`
    if (item.reason === 'unavailable') return `${item.name} is no longer for sale`
    return item.available
      ? `only ${item.available} of ${item.name} ${item.available === 1 ? 'is' : 'are'} left`
      : `${item.name} is out of stock`
  })
  return `Sorry, ${parts.join('; ')}.`
}

export const unavailable = (items: UnavailableItem[]) => fail({ kind: 'unavailable', message: unavailableMessage(items), items })
