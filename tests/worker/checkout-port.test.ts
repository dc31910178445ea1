import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { tokenizeCard } from '../../worker/commerce/payments/sandbox/tokenize'
import { checkoutPort, chargesFor, customer, freshStore, NOW, ORIGIN, ordersFor, skuOf, stockOf } from './checkout-fixtures'

async function card(number: string): Promise<string> {
  const result = await tokenizeCard(env.DB, { number, expMonth: 12, expYear: 2030, cvc: '123' }, NOW)
  if (!result.ok) throw new Error(result.message)
  return result.paymentMethod.id
}

async function readyCheckout(storeSlug: string, lines: { sku: string; quantity: number }[]) {
  const port = checkoutPort()
  const created = await port.createCheckout({ storeSlug, lineItems: lines, currency: 'USD', region: 'USA' })
  if (!created.ok) throw new Error(created.failure.message)
  const id = created.value.id
  const updated = await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' })
  if (!updated.ok) throw new Error(updated.failure.message)
  return { port, id, checkout: updated.value }
}

describe('built-in checkout port', () => {
  it('buys a hoodie with a test card: one order, one charge, stock taken', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'M')
    const { port, id, checkout } = await readyCheckout(storeSlug, [{ sku, quantity: 2 }])
    expect(checkout.costs.lineItems.value).toBe(9000)

    const payment = await port.initiatePayment({ checkoutId: id, paymentMethod: 'card', paymentMethodId: await card('4242424242424242'), origin: ORIGIN })
    if (!payment.ok) throw new Error(payment.failure.message)
    expect(payment.value.amount.value).toBe(checkout.costs.total.value)

    const submitted = await port.submitCheckout({
      checkoutId: id,
      storeSlug,
      paymentId: payment.value.paymentId,
      paymentToken: payment.value.paymentToken,
      returnUrl: `${ORIGIN}/checkout/${id}`,
      origin: ORIGIN,
    })
    expect(submitted).toMatchObject({ ok: true, value: { state: 'success', redirectUrl: null } })
    expect(await ordersFor(id)).toBe(1)
    expect(await chargesFor(id)).toBe(1)
    expect(await stockOf(sku)).toBe(1)
  })
})
