import type { PaymentMethod } from '../../../../domain/constants'
import type { Money } from '../../../../domain/money'
import type { PaymentPlatform } from '../../../../domain/schemas/checkout'
import type { CardDetails, CardTokenAnswer } from '../../port/checkout'

/**
 * The PaymentProvider port. Every provider is driven the same way: create a payment for
 * an amount, authorize it (the shopper may have to approve or authenticate on the
 * provider's page first), and capture it only after the order is written, so a payment
 * whose goods ran out is released, never charged. Calls that move money carry an
 * idempotency key: repeating one answers the first call's result.
 */

/**
 * Where a payment stands at the provider. `capture_pending` is a capture the provider
 * accepted but has not completed (PayPal's PENDING capture): the money is not ours yet.
 */
export type ProviderStatus = 'created' | 'requires_action' | 'authorized' | 'capture_pending' | 'captured' | 'failed' | 'canceled'

export interface ProviderPayment {
  /** The provider's reference; it may change as the payment advances (PayPal, Afterpay). */
  ref: string
  status: ProviderStatus
  /** Where the shopper must go to approve or authenticate, when status is requires_action. */
  redirectUrl: string | null
  /** A message for the shopper when status is failed. */
  failureMessage: string | null
  /**
   * Public values the browser may need (a Stripe client secret, a PayPal order id). With
   * `nextAction: 'stripe_sdk'` the browser must finish the step with Stripe.js.
   */
  clientMeta: Record<string, string>
}

/** A refund as the provider answered it. */
export interface ProviderRefund {
  /** The provider's id of the refund. */
  ref: string
  status: 'succeeded' | 'pending' | 'failed'
  failureMessage: string | null
}

export interface PaymentCustomer {
  email: string
  firstName: string
  lastName: string
  phone: string
  address: { address1: string; address2?: string; city: string; stateCode: string; zip: string; countryCode: string }
}

interface CreatePaymentRequest {
  amount: Money
  method: PaymentMethod
  /** A tokenized payment method (pm_…) for cards and wallets that made one. */
  paymentMethodId: string | null
  /** Our payment id, kept by the provider as its reference. */
  reference: string
  description: string
  customer: PaymentCustomer | null
  /** Our return and cancel links: the provider sends the shopper back through them. */
  returnUrl: string
  cancelUrl: string
  idempotencyKey: string
}

export interface PaymentProvider {
  readonly platform: PaymentPlatform
  create(request: CreatePaymentRequest): Promise<ProviderPayment>
  /** A new card after a decline. */
  updatePaymentMethod(ref: string, paymentMethodId: string, idempotencyKey: string): Promise<ProviderPayment>
  /** Asks for the money to be set aside; may answer requires_action with a redirect. */
  authorize(ref: string, options: { paymentMethodId: string | null; returnUrl: string; idempotencyKey: string }): Promise<ProviderPayment>
  /**
   * The shopper came back from the provider's page: finish what they approved. `amount` is
   * the final total of a payment begun without an address (express checkout), once the
   * address the provider collected has priced delivery and sales tax.
   */
  resume(ref: string, options: { idempotencyKey: string; amount?: Money }): Promise<ProviderPayment>
  /**
   * The shopper as the provider knows them after approving a payment begun without an
   * address (PayPal and Afterpay collect it, as their order and payment answers carry it);
   * null when the provider has none.
   */
  approvedShopper(ref: string): Promise<PaymentCustomer | null>
  /** The payment as it stands, without side effects; safe to poll. */
  retrieve(ref: string): Promise<ProviderPayment>
  capture(ref: string, options: { amount: Money; idempotencyKey: string }): Promise<ProviderPayment>
  /** Releases an authorization (or abandons an unpaid payment). */
  cancel(ref: string, options: { idempotencyKey: string }): Promise<ProviderPayment>
  /** Gives back part or all of a captured payment; the key makes a repeat give nothing more. */
  refund(ref: string, options: { amount: Money; idempotencyKey: string }): Promise<ProviderRefund>
  /** Registers a domain for wallet payments (Apple Pay, Google Pay). */
  registerDomain(domainName: string): Promise<void>
  /**
   * Keeps card details typed into the store's own form as a payment method, for a provider
   * that takes cards that way (the sandbox); one with a browser SDK (Stripe.js) has none.
   */
  tokenizeCard?(card: CardDetails, now: Date): Promise<CardTokenAnswer>
}

/**
 * A provider call that did not give an answer about the payment: the provider is down,
 * refused our credentials, or is busy with the same idempotency key. Declines are not
 * errors: they are a ProviderPayment with status failed.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    /** True when trying again later may work (timeouts, 5xx, a concurrent request). */
    readonly retryable: boolean,
    /**
     * True when the provider is still working on an earlier request with the same
     * idempotency key (Stripe's 409 idempotency_key_in_use): the outcome is on its way, so
     * the caller should wait for it rather than report a failure.
     */
    readonly inProgress = false,
  ) {
    super(message)
    this.name = 'PaymentProviderError'
  }
}

/** The four kinds of payment the checkout offers, each served by one provider. */
export type PaymentChannel = 'card' | 'wallet' | 'paypal' | 'afterpay'

export function channelFor(method: PaymentMethod): PaymentChannel {
  switch (method) {
    case 'card':
    case 'basic-card':
      return 'card'
    case 'google-pay':
    case 'apple-pay':
      return 'wallet'
    case 'paypal':
      return 'paypal'
    case 'afterpay':
      return 'afterpay'
  }
}
