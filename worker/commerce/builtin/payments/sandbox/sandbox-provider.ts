import { type CardOutcome, CARD_MESSAGES } from './sandbox-cards'
import { randomId } from '../../random-id'
import { type PaymentProvider, PaymentProviderError, type ProviderPayment, type ProviderStatus } from '../provider'
import {
  cardOutcome,
  findIntent,
  moveIntent,
  openIntent,
  recordCharge,
  recordRefund,
  refundedTotal,
  registerWalletDomain,
  type SandboxIntent,
  setExpressAmount,
} from './sandbox-books'
import { emitFor, type SandboxEventSink } from './sandbox-events'
import { tokenizeCard } from './tokenize'

/**
 * The local default payment provider. Cards behave by test number (see
 * worker/commerce/builtin/payments/sandbox/sandbox-cards.ts); PayPal, Afterpay and the wallets send the shopper to a
 * page the worker serves (sandboxPagePath) with Approve, Cancel and Fail buttons, as the
 * real providers send them to theirs. State lives in D1, so every worker instance agrees.
 */

const SANDBOX_PAGES = '/dev/sandbox'
const sandboxPagePath = (intentId: string): string => `${SANDBOX_PAGES}/pay/${intentId}`

/** Methods whose payment the shopper approves on a hosted page before it is authorized. */
const APPROVED_ON_PAGE = new Set(['paypal', 'afterpay', 'google-pay', 'apple-pay'])
/** Methods whose page collects the shopper's address when the store has none (express checkout). */
const COLLECTS_ADDRESS = new Set(['paypal', 'afterpay'])

const CARD_RESULTS: Record<CardOutcome, { status: ProviderStatus; failureMessage: string | null }> = {
  succeed: { status: 'authorized', failureMessage: null },
  authenticate: { status: 'requires_action', failureMessage: null },
  decline: { status: 'failed', failureMessage: CARD_MESSAGES.declined },
  'insufficient-funds': { status: 'failed', failureMessage: CARD_MESSAGES.insufficientFunds },
  'not-a-test-card': { status: 'failed', failureMessage: CARD_MESSAGES.notTestCard },
}
const MISSING_CARD = { status: 'failed' as const, failureMessage: 'Please enter your card details again.' }

export interface SandboxProviderOptions {
  db: D1Database
  /** Receives the sandbox's webhook events (none are sent without it). */
  events?: SandboxEventSink
}

export function createSandboxProvider({ db, events }: SandboxProviderOptions): PaymentProvider {
  const load = async (ref: string): Promise<SandboxIntent> => {
    const intent = await findIntent(db, ref)
    if (!intent) throw new PaymentProviderError(`No sandbox payment ${ref}`, false)
    return intent
  }
  const current = async (ref: string): Promise<ProviderPayment> => view(await load(ref))

  return {
    platform: 'sandbox',

    tokenizeCard: (card, now) => tokenizeCard(db, card, now),

    async create(request) {
      const intent = await openIntent(db, {
        id: randomId('sbx'),
        method: request.method,
        amountCents: request.amount.amount,
        currency: request.amount.currency,
        paymentMethodId: request.paymentMethodId,
        status: APPROVED_ON_PAGE.has(request.method) ? 'requires_action' : 'created',
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
        idempotencyKey: request.idempotencyKey,
        collectsAddress: request.customer === null && COLLECTS_ADDRESS.has(request.method),
      })
      return view(intent)
    },

    async updatePaymentMethod(ref, paymentMethodId) {
      await moveIntent(db, ref, ['created', 'failed'], { status: 'created', failureMessage: null, paymentMethodId })
      return current(ref)
    },

    async authorize(ref, { paymentMethodId }) {
      const intent = await load(ref)
      if (intent.status !== 'created') return view(intent)
      const methodId = paymentMethodId ?? intent.paymentMethodId
      const outcome = methodId ? await cardOutcome(db, methodId) : null
      const result = outcome ? CARD_RESULTS[outcome] : MISSING_CARD
      if (await moveIntent(db, ref, ['created'], { ...result, paymentMethodId: methodId })) emitFor(events, intent, result.status)
      return current(ref)
    },

    // The hosted page already recorded the shopper's choice; coming back only settles an
    // express payment's final total.
    async resume(ref, { amount }) {
      if (amount) await setExpressAmount(db, ref, amount.amount)
      return current(ref)
    },
    retrieve: (ref) => current(ref),
    async approvedShopper(ref) {
      const intent = await load(ref)
      return intent.status === 'authorized' || intent.status === 'captured' ? intent.shopper : null
    },

    async capture(ref, { amount }) {
      const intent = await load(ref)
      if (intent.status === 'captured') return view(intent)
      if (intent.status !== 'authorized') throw new PaymentProviderError(`Cannot capture a ${intent.status} sandbox payment`, false)
      if (amount.amount > intent.amountCents || amount.currency !== intent.currency) {
        throw new PaymentProviderError('Cannot capture more than was authorized', false)
      }
      if (await recordCharge(db, intent, amount.amount)) emitFor(events, intent, 'captured')
      return current(ref)
    },

    async cancel(ref) {
      const intent = await load(ref)
      if (await moveIntent(db, ref, ['created', 'requires_action', 'authorized', 'failed'], { status: 'canceled' })) {
        emitFor(events, intent, 'canceled')
      }
      return current(ref)
    },

    async refund(ref, { amount, idempotencyKey }) {
      const intent = await load(ref)
      if (intent.status !== 'captured') throw new PaymentProviderError(`Cannot refund a ${intent.status} sandbox payment`, false)
      if (amount.currency !== intent.currency) throw new PaymentProviderError('A refund is in the currency of its charge', false)
      const before = await refundedTotal(db, ref)
      const refund = await recordRefund(db, { id: randomId('sbxre'), intentId: ref, amountCents: amount.amount, idempotencyKey })
      if (!refund) throw new PaymentProviderError('Cannot refund more than was charged', false)
      const after = await refundedTotal(db, ref)
      if (after !== before) emitFor(events, intent, 'captured', after)
      return { ref: refund.id, status: 'succeeded', failureMessage: null }
    },

    registerDomain: (domainName) => registerWalletDomain(db, domainName),
  }
}

function view(intent: SandboxIntent): ProviderPayment {
  return {
    ref: intent.id,
    status: intent.status,
    redirectUrl: intent.status === 'requires_action' ? sandboxPagePath(intent.id) : null,
    failureMessage: intent.failureMessage,
    clientMeta: {},
  }
}
