import type { CheckoutPort } from '../../port/checkout'
import { readWrite } from '../checkout-http'
import { checkoutIdIn, keyFor, type ProviderCheckoutContext } from './context'

type CreateCheckout = CheckoutPort['createCheckout']

/** POST /checkout: a new checkout for the cart's lines; an unreadable answer is read back by the id it names. */
export async function createCheckout(ctx: ProviderCheckoutContext, input: Parameters<CreateCheckout>[0]): ReturnType<CreateCheckout> {
  const body = {
    lineItems: input.lineItems.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      fulfillmentDetails: line.fulfillmentDetails ?? null,
    })),
    storeSlug: input.storeSlug,
    trafficSource: input.trafficSource ?? null,
    affiliate: input.affiliate ?? null,
    cartId: input.cartId,
    currency: input.currency,
    region: input.region,
  }
  const outcome = await ctx.http.send('Checkout', 'POST', ctx.checkoutAt('/checkout'), body, {
    idempotencyKey: keyFor(`checkout:${input.cartId ?? 'new'}`, input.idempotencyKey),
  })
  const result = await readWrite('Checkout', outcome, ctx.reader(input.storeSlug, input.currency, input.cartId), {
    unreadable: (answer) => ctx.readBack(checkoutIdIn(answer), input.storeSlug, 'Checkout')(),
  })
  return ctx.withAbsoluteRedirect(result)
}
