import { MESSAGES } from '../../../../domain/schemas/fields'
import type { Checkout } from '../../../../domain/schemas/checkout'
import type { CheckoutRow } from '../db/checkouts'
import type { PaymentRow } from '../db/payments'
import type { CheckoutContext } from './context'
import { toLineItem } from './line-items'
import type { PricedCheckout } from './pricing'

/** The Checkout answer shape (domain/schemas/checkout.ts) of a row and its fresh prices. */
export function toCheckout(ctx: CheckoutContext, row: CheckoutRow, priced: PricedCheckout, payment: PaymentRow | null): Checkout {
  return {
    id: row.id,
    cartId: row.cartId,
    state: row.state,
    platform: payment?.provider ?? (row.paymentMethod ? ctx.payments.forMethod(row.paymentMethod).platform : null),
    paymentMethod: row.paymentMethod,
    paymentId: row.paymentId,
    customer: row.customer,
    costs: priced.costs,
    deliveryOption: priced.delivery,
    promoCode: row.promoCode,
    promoCodeErrors: priced.promo && !priced.promo.check.ok ? [MESSAGES.promoInvalid] : [],
    orderLookupNumber: row.orderLookupNumber,
    lineItems: priced.lines.map(toLineItem),
    redirectUrl: row.redirectUrl,
    error: row.displayMessage,
    marketingOptIn: row.marketingOptIn,
    currency: row.currency,
    storeSlug: row.storeSlug,
  }
}
