import * as z from 'zod'
import type { CheckoutState, Currency, PaymentMethod } from '../../../../domain/constants'
import {
  type PaymentAnswer,
  type PaymentPlatform,
  type PaymentState,
  PAYMENT_PLATFORMS,
  type PaymentStateAnswer,
  type SubmitAnswer,
} from '../../../../domain/schemas/checkout'
import { CheckoutStateWord } from './checkout'
import { first, isRecord, LooseText, maybe, unwrap } from './loose'

const Text = maybe(LooseText)

const PAYMENT_WORDS: Record<string, PaymentState> = {
  created: 'created',
  new: 'created',
  pending: 'created',
  processing: 'created',
  requires_payment_method: 'created',
  requires_action: 'requires_action',
  requires_confirmation: 'requires_action',
  redirect: 'requires_action',
  authorized: 'authorized',
  authorised: 'authorized',
  approved: 'authorized',
  requires_capture: 'authorized',
  succeeded: 'succeeded',
  success: 'succeeded',
  paid: 'succeeded',
  captured: 'succeeded',
  completed: 'succeeded',
  complete: 'succeeded',
  failed: 'failed',
  failure: 'failed',
  declined: 'failed',
  error: 'failed',
  canceled: 'canceled',
  cancelled: 'canceled',
  voided: 'canceled',
}

/** A payment state as backends word it; unknown words are read as still in progress. */
const PaymentStateWord = z
  .string()
  .trim()
  .transform((word): PaymentState => PAYMENT_WORDS[word.toLowerCase().replace(/[\s-]+/g, '_')] ?? 'created')

/** What the storefront sent when it started a payment: what the answer leaves out is this. */
export interface PaymentSent {
  platform: PaymentPlatform
  paymentMethod: PaymentMethod
  amount: { value: number; currency: Currency }
}

const Meta = z.record(z.string(), z.unknown()).transform((meta) =>
  Object.fromEntries(
    Object.entries(meta)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  ),
)

const RawPayment = z.object({
  paymentId: Text,
  payment_id: Text,
  id: Text,
  paymentToken: Text,
  payment_token: Text,
  token: Text,
  clientSecret: Text,
  platform: maybe(z.enum(PAYMENT_PLATFORMS)),
  state: maybe(PaymentStateWord),
  status: maybe(PaymentStateWord),
  meta: maybe(Meta),
})

/**
 * POST /v1/initiatePayment and /v1/updatePayment: the spec's answer is `paymentToken`,
 * `paymentId` and `meta` (bare or under `payment`). The platform, method and amount are
 * what was sent; the state is created unless the answer says otherwise.
 */
export function paymentReader(sent: PaymentSent): z.ZodType<PaymentAnswer> {
  return z
    .unknown()
    .transform((value) => unwrap(value, ['payment', 'data']))
    .pipe(RawPayment)
    .transform((raw, ctx): PaymentAnswer => {
      const paymentId = first(raw.paymentId, raw.payment_id, raw.id)
      const paymentToken = first(raw.paymentToken, raw.payment_token, raw.token, raw.clientSecret)
      if (!paymentId || !paymentToken) {
        ctx.addIssue({ code: 'custom', message: 'A payment answer needs paymentId and paymentToken' })
        return z.NEVER
      }
      return {
        paymentId,
        paymentToken,
        platform: raw.platform ?? sent.platform,
        paymentMethod: sent.paymentMethod,
        state: first(raw.state, raw.status) ?? 'created',
        amount: sent.amount,
        meta: raw.meta ?? {},
      }
    })
}

/** The checkout state a payment state implies when the answer does not say. */
function impliedCheckoutState(state: PaymentState): CheckoutState {
  if (state === 'succeeded') return 'success'
  if (state === 'failed') return 'failure'
  return 'pending'
}

const RawPaymentState = z.object({
  state: maybe(PaymentStateWord),
  status: maybe(PaymentStateWord),
  paymentState: maybe(PaymentStateWord),
  checkoutState: maybe(CheckoutStateWord),
  checkout_state: maybe(CheckoutStateWord),
  displayMessage: Text,
  message: Text,
  error: Text,
})

/** GET /v1/payment: the spec's answer is `state`; the checkout's state follows from it unless given. */
export const PaymentStateAnswerReader = z
  .unknown()
  .transform((value) => unwrap(value, ['payment', 'data']))
  .pipe(RawPaymentState)
  .transform((raw, ctx): PaymentStateAnswer => {
    const state = first(raw.state, raw.status, raw.paymentState)
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'A payment state answer needs its state' })
      return z.NEVER
    }
    return {
      state,
      checkoutState: first(raw.checkoutState, raw.checkout_state) ?? impliedCheckoutState(state),
      displayMessage: first(raw.displayMessage, raw.message, raw.error) ?? null,
    }
  })

const RawSubmit = z.object({
  state: maybe(CheckoutStateWord),
  status: maybe(CheckoutStateWord),
  redirectUrl: Text,
  redirect_url: Text,
  displayMessage: Text,
  display_message: Text,
  error: Text,
  orderLookupNumber: Text,
  order_lookup_number: Text,
  lookupNumber: Text,
})

/**
 * POST /v1/checkout/submit: the spec's `state`, `redirectUrl`, `displayMessage`. The order
 * number is not among them; the thank-you page finds the order by cart.
 */
export const SubmitAnswerReader = z
  .unknown()
  .transform((value) => unwrap(value, ['data', 'checkout']))
  .pipe(RawSubmit)
  .transform((raw, ctx): SubmitAnswer => {
    const redirectUrl = first(raw.redirectUrl, raw.redirect_url) ?? null
    const state = first(raw.state, raw.status) ?? (redirectUrl ? 'pending' : undefined)
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'A submit answer needs its state' })
      return z.NEVER
    }
    return {
      state,
      redirectUrl,
      displayMessage: first(raw.displayMessage, raw.display_message, raw.error) ?? null,
      orderLookupNumber: first(raw.orderLookupNumber, raw.order_lookup_number, raw.lookupNumber) ?? null,
    }
  })

/**
 * An after-sales answer (order recovery: `success`, `error`; contact, newsletter, campaign
 * views: not shown). Any 2xx is done, whatever its body, unless it says `success: false`;
 * the error to show is its `error` (or `message`).
 */
export function readAfterSales(body: unknown): { ok: true } | { ok: false; message: string | null } {
  if (!isRecord(body) || body.success !== false) return { ok: true }
  const message = first(body.error, body.message)
  return { ok: false, message: typeof message === 'string' ? message : null }
}
