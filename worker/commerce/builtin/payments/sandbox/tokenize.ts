import type { CardDetails, CardTokenAnswer } from '../../../port/checkout'
import { readTestCard } from './sandbox-cards'
import { randomId } from '../../random-id'
import { saveCard } from './sandbox-books'

/**
 * The sandbox's answer to Stripe's payment-method creation: the card is checked and kept
 * as brand, last four and outcome under a pm_ id; the number itself is dropped here.
 */
export async function tokenizeCard(db: D1Database, input: CardDetails, now: Date): Promise<CardTokenAnswer> {
  const check = readTestCard(input, now)
  if (!check.ok) return check
  const id = randomId('pm')
  await saveCard(db, id, check.card)
  const { brand, last4, expMonth, expYear } = check.card
  return { ok: true, paymentMethod: { id, card: { brand, last4, expMonth, expYear } } }
}
