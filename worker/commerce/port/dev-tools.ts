import type { OperationsPort } from './operations'

/** What a sandbox payment's page lets the developer do with it. */
type SandboxDecision = 'approve' | 'cancel' | 'fail'

/** The address an express payment's sandbox page collected (the provider's account, in the sandbox). */
export interface SandboxShopper {
  email: string
  firstName: string
  lastName: string
  phone: string
  address: { address1: string; address2?: string; city: string; stateCode: string; zip: string; countryCode: string }
}

/** An order moved on by hand: not found, moved to its next status, or already at its last one. */
type AdvancedOrder = { kind: 'not-found' } | { kind: 'advanced'; lookupNumber: string; status: string } | { kind: 'stuck'; status: string }

/**
 * DevToolsPort: the built-in backend's development tools as worker/routes/dev/ serves them
 * under /dev (its sandbox provider's payment pages, the outbox, the clock, an order's next
 * step, stock). The composition root hands one out only where the built-in backend serves.
 */
export interface DevToolsPort {
  /** A sandbox payment's page as HTML, or null when there is no such payment. */
  sandboxPage(id: string, nonce: string): Promise<string | null>
  /** Settles a waiting sandbox payment; where the browser goes next, or null when it cannot. */
  decideSandboxPayment(id: string, decision: SandboxDecision, shopper?: SandboxShopper): Promise<{ redirectTo: string } | null>
  /** Every mail the stores wrote, newest first, with how its delivery went. */
  outbox(): Promise<readonly object[]>
  /** One pass of the reconciliation clock as it will see `asOf`. */
  reconcile(asOf: Date): ReturnType<OperationsPort['reconcile']>
  /** Moves an order (by its lookup number as typed) to its next fulfilment status. */
  advanceOrder(lookup: string): Promise<AdvancedOrder>
  /** Sets one sku's stock in a store; false when the store has no stock row for it. */
  setStock(sku: { productId: number; colorId: number; sizeId: number }, count: number, storeId: number | null): Promise<boolean>
}
