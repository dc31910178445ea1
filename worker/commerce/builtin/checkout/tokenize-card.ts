import type { CardDetails, CardTokenAnswer } from '../../port/checkout'
import { PAYMENTS_NOT_SET_UP } from '../../port/checkout'
import type { CheckoutContext } from './context'

/** Card details from the store's own card form, kept by the card provider where it takes them that way. */
export async function tokenizeCard(ctx: CheckoutContext, card: CardDetails): Promise<CardTokenAnswer> {
  const provider = ctx.payments.forMethod('card')
  if (!provider.tokenizeCard) return { ok: false, field: 'number', message: PAYMENTS_NOT_SET_UP }
  return provider.tokenizeCard(card, ctx.now())
}
