import { type Currency, DEFAULT_CURRENCY } from '../../../../domain/constants'
import type { CheckoutPort } from '../../port/checkout'
import { readWrite } from '../checkout-http'
import { readQuotes } from '../read/checkout'
import { isRecord, listIn } from '../read/loose'
import { newKey, ok, type ProviderCheckoutContext } from './context'

type DeliveryOptions = CheckoutPort['deliveryOptions']

/** Whether every quote of a delivery options answer names its currency. */
function quotesNameCurrency(body: unknown): boolean {
  const quotes = listIn(body, ['data', 'attributes', 'quotes', 'deliveryOptions', 'options']) ?? []
  return quotes.every((quote) => isRecord(quote) && typeof quote.currency === 'string')
}

async function checkoutCurrency(ctx: ProviderCheckoutContext, id: string, storeSlug: string): Promise<Currency> {
  const loaded = await ctx.loadCheckout(id, storeSlug).catch(() => null)
  return loaded?.ok ? loaded.value.currency : DEFAULT_CURRENCY
}

/** POST /deliveryOptions for a checkout; quotes that name no currency are in the checkout's. */
export async function deliveryOptions(
  ctx: ProviderCheckoutContext,
  { international: _international, ...input }: Parameters<DeliveryOptions>[0],
): ReturnType<DeliveryOptions> {
  const outcome = await ctx.http.send('Delivery options', 'POST', ctx.checkoutAt('/deliveryOptions'), input, {
    idempotencyKey: newKey(`${input.id}:delivery`),
  })
  const quotes = await readWrite('Delivery options', outcome, (body) => {
    if (!isRecord(body) && !Array.isArray(body)) throw new Error('no delivery options in the answer')
    return body
  })
  if (!quotes.ok) return quotes
  const currency = quotesNameCurrency(quotes.value) ? DEFAULT_CURRENCY : await checkoutCurrency(ctx, input.id, input.storeSlug)
  return ok(readQuotes(quotes.value, { unit: ctx.options.amounts, currency }))
}
