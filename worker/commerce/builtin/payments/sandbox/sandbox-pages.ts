import { CARD_MESSAGES } from './sandbox-cards'
import type { PaymentCustomer } from '../provider'
import { approveWithShopper, findIntent, moveIntent, type SandboxIntent } from './sandbox-books'
import { emitFor, type SandboxEventSink } from './sandbox-events'

/**
 * What the sandbox's hosted pages do: the 3-D Secure check of a card that needs one, and
 * the approval pages of PayPal, Afterpay and the wallets. Each button settles the intent
 * (once) and sends the browser back through the return or cancel link the store gave.
 */
export type SandboxAction = 'approve' | 'fail' | 'cancel'

const FAILURE_MESSAGES: Record<string, string> = {
  card: CARD_MESSAGES.authenticationFailed,
  'basic-card': CARD_MESSAGES.authenticationFailed,
  paypal: 'There was an issue authorizing with PayPal',
  afterpay: 'Afterpay could not approve this purchase. Please choose another payment method.',
  'google-pay': 'Google Pay could not approve this payment. Please choose another payment method.',
  'apple-pay': 'Apple Pay could not approve this payment. Please choose another payment method.',
}

export const SANDBOX_PAGE_TITLES: Record<string, string> = {
  card: 'Confirm your card (3-D Secure)',
  'basic-card': 'Confirm your card (3-D Secure)',
  paypal: 'Pay with PayPal',
  afterpay: 'Pay with Afterpay',
  'google-pay': 'Pay with Google Pay',
  'apple-pay': 'Pay with Apple Pay',
}

/** Cards can only pass or fail a 3-D Secure check; the others can also be cancelled. */
export function actionsFor(intent: SandboxIntent): SandboxAction[] {
  return intent.method === 'card' || intent.method === 'basic-card' ? ['approve', 'fail'] : ['approve', 'cancel', 'fail']
}

/**
 * The shopper the sandbox's PayPal and Afterpay pages offer for an express payment, as
 * the provider's account would: a Californian, so the checkout adds sales tax to the
 * estimate it was approved for. The page lets it be changed before approving.
 */
export const SANDBOX_SHOPPER: PaymentCustomer = {
  firstName: 'Sam',
  lastName: 'Sandbox',
  email: 'sam.sandbox@example.com',
  phone: '(415) 555-0142',
  address: { address1: '1 Ferry Building', city: 'San Francisco', stateCode: 'CA', zip: '94111', countryCode: 'US' },
}

/**
 * Settles a waiting intent; answers where the browser goes next, or null if unknown. An
 * express intent is approved with the shopper its page collected.
 */
export async function actOnIntent(
  db: D1Database,
  id: string,
  action: SandboxAction,
  shopper: PaymentCustomer = SANDBOX_SHOPPER,
  events?: SandboxEventSink,
): Promise<{ redirectTo: string } | null> {
  const intent = await findIntent(db, id)
  if (!intent || !actionsFor(intent).includes(action)) return null
  const to = action === 'approve' ? 'authorized' : action === 'fail' ? 'failed' : 'canceled'
  const failureMessage = action === 'fail' ? (FAILURE_MESSAGES[intent.method] ?? CARD_MESSAGES.declined) : null
  const moved =
    action === 'approve' && intent.collectsAddress
      ? await approveWithShopper(db, id, shopper)
      : await moveIntent(db, id, ['requires_action'], { status: to, failureMessage })
  if (moved) emitFor(events, intent, to)
  const back = action === 'cancel' ? intent.cancelUrl : intent.returnUrl
  return { redirectTo: back ?? '/' }
}
