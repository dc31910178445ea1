import type { PaymentState } from '../../../../domain/schemas/checkout'
import type { CheckoutRow } from '../db/checkouts'
import { findPayment, type PaymentPatch, type PaymentRow, updatePayment } from '../db/payments'
import type { ProviderPayment, ProviderStatus } from '../payments/provider'
import type { CheckoutContext } from './context'

const PAYMENT_STATE: Record<ProviderStatus, PaymentState> = {
  created: 'created',
  requires_action: 'requires_action',
  authorized: 'authorized',
  // Not ours until the provider completes it: held like an authorization, read until then.
  capture_pending: 'authorized',
  captured: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
}

/** States a provider's answer may still change; succeeded and canceled are final. */
export const OPEN_PAYMENT_STATES: readonly PaymentState[] = ['created', 'requires_action', 'authorized', 'failed']

export async function paymentOf(ctx: CheckoutContext, row: CheckoutRow): Promise<PaymentRow | null> {
  return row.paymentId ? findPayment(ctx.db, row.paymentId) : null
}

/** Writes what the provider said onto our payment record and answers the updated record. */
export async function recordProviderPayment(ctx: CheckoutContext, payment: PaymentRow, result: ProviderPayment): Promise<PaymentRow> {
  const patch: PaymentPatch = {
    state: PAYMENT_STATE[result.status],
    providerRef: result.ref,
    redirectUrl: result.redirectUrl ?? (result.status === 'requires_action' ? payment.redirectUrl : null),
    failureMessage: result.failureMessage,
    meta: { ...payment.meta, ...result.clientMeta, ...(result.status === 'capture_pending' ? { capture: 'pending' } : {}) },
  }
  await updatePayment(ctx.db, payment.id, patch, OPEN_PAYMENT_STATES)
  return (await findPayment(ctx.db, payment.id)) ?? { ...payment, ...patch }
}

/** Idempotency keys are derived from the checkout id and version (see the payments table). */
export const keys = {
  /** One payment per checkout version, method and amount: a new total is a new payment. */
  payment: (checkoutId: string, version: number, method: string, amount: { value: number; currency: string }) =>
    `${checkoutId}:v${version}:${method}:${amount.value}${amount.currency}:pay`,
  authorize: (checkoutId: string, version: number) => `${checkoutId}:v${version}:authorize`,
  resume: (payment: PaymentRow) => `${payment.idempotencyKey}:resume`,
  capture: (payment: PaymentRow) => `${payment.idempotencyKey}:capture`,
  cancel: (payment: PaymentRow) => `${payment.idempotencyKey}:cancel`,
  paymentMethod: (payment: PaymentRow, paymentMethodId: string) => `${payment.idempotencyKey}:pm:${paymentMethodId}`,
}
