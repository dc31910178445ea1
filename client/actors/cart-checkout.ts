import type { Checkout } from '../../domain/schemas/checkout'
import type { CheckoutApi, CheckoutUpdate, CreateCheckoutRequest } from '../api/checkout-api'

type CheckoutCalls = Pick<CheckoutApi, 'createCheckout' | 'getCheckout' | 'updateCheckout'>

function sameLines(checkout: Checkout, lines: CreateCheckoutRequest['lineItems']): boolean {
  if (checkout.lineItems.length !== lines.length) return false
  const held = new Map(checkout.lineItems.map((line) => [line.sku, line.quantity]))
  return lines.every((line) => held.get(line.sku) === line.quantity)
}

/** Gives a new checkout what the shopper typed into the earlier one. */
async function carryOver(api: CheckoutCalls, from: Checkout, toId: string, storeSlug: string): Promise<void> {
  if (!from.customer) return
  const { id: _id, ...customer } = from.customer
  const saved = await api.updateCheckout(toId, storeSlug, { customer, marketingOptIn: from.marketingOptIn }).then(
    () => true,
    () => false,
  )
  if (!saved) return
  // Each is its own call, so one that no longer applies (a code for other items) leaves the rest.
  const later: CheckoutUpdate[] = []
  if (from.deliveryOption) later.push({ deliveryOption: from.deliveryOption.id })
  if (from.promoCode) later.push({ promoCode: from.promoCode })
  for (const update of later) await api.updateCheckout(toId, storeSlug, update).catch(() => null)
}

async function existingCheckout(api: CheckoutCalls, id: string, request: CreateCheckoutRequest): Promise<Checkout | null> {
  try {
    const checkout = await api.getCheckout(id, request.storeSlug)
    const open = checkout.state === 'created' || checkout.state === 'pending' || checkout.state === 'failure'
    return open && checkout.cartId === request.cartId ? checkout : null
  } catch {
    return null
  }
}

/**
 * The checkout for the cart (spec section 4: "created, or updated if one exists"). The
 * checkout this cart already has is used again while it still holds the cart's lines; when
 * the lines changed a new checkout takes them (the backend prices lines only when it
 * creates a checkout), and the address, delivery and promo code typed into the earlier one
 * are carried over. Answers the checkout's id.
 */
export async function checkoutForCart(api: CheckoutCalls, request: CreateCheckoutRequest, existingId: string | null): Promise<string> {
  const existing = existingId ? await existingCheckout(api, existingId, request) : null
  if (existing && sameLines(existing, request.lineItems)) return existing.id
  const created = await api.createCheckout(request)
  if (existing) await carryOver(api, existing, created.id, request.storeSlug)
  return created.id
}
