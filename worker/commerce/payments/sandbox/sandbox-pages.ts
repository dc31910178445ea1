import { CARD_MESSAGES } from '../../../lib/sandbox-cards'
import { findIntent, moveIntent, type SandboxIntent } from './sandbox-books'
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

/** Settles a waiting intent; answers where the browser goes next, or null if unknown. */
export async function actOnIntent(
  db: D1Database,
  id: string,
  action: SandboxAction,
  events?: SandboxEventSink,
): Promise<{ redirectTo: string } | null> {
  const intent = await findIntent(db, id)
  if (!intent || !actionsFor(intent).includes(action)) return null
  const to = action === 'approve' ? 'authorized' : action === 'fail' ? 'failed' : 'canceled'
  const failureMessage = action === 'fail' ? (FAILURE_MESSAGES[intent.method] ?? CARD_MESSAGES.declined) : null
  if (await moveIntent(db, id, ['requires_action'], { status: to, failureMessage })) emitFor(events, intent, to)
  const back = action === 'cancel' ? intent.cancelUrl : intent.returnUrl
  return { redirectTo: back ?? '/' }
}
