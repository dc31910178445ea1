import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createPaymentProviders } from '../../worker/commerce/builtin/payments'
import { PaymentProviderError } from '../../worker/commerce/builtin/payments/provider'
import { tokenizeCard } from '../../worker/commerce/builtin/payments/sandbox/tokenize'
import { readConfig } from '../../worker/env'
import { storeKey } from '../../worker/lib/cache-key'
import { checkoutPort, customer, freshStore, NOW, ORIGIN, skuOf, stockOf } from '../support/fixtures/checkout-fixtures'

/**
 * An order that takes a size's last unit changes what the store's pages offer: the store's
 * catalogue version moves on (so kept pages and catalogue answers are not reached again) and
 * KV's copy of the store is dropped so the next page reads the new version at once. So does
 * a canceled order whose units make a sold-out size available again.
 */

const versionOf = async (slug: string) =>
  (await env.DB.prepare('SELECT catalogue_version AS v FROM stores WHERE slug = ?1').bind(slug).first<{ v: number }>())?.v

/** A port whose provider authorizes the card but refuses the capture: the order is placed, then canceled. */
function refusingCapture() {
  const real = createPaymentProviders({ db: env.DB, config: readConfig(env) })
  return checkoutPort({
    payments: {
      ...real,
      forPlatform: (platform: Parameters<typeof real.forPlatform>[0]) => ({
        ...real.forPlatform(platform),
        capture: async () => {
          throw new PaymentProviderError('Capture refused', false)
        },
      }),
    },
  })
}

async function buy(
  storeSlug: string,
  sku: string,
  quantity: number,
  { port = checkoutPort(), outcome = 'success' }: { port?: ReturnType<typeof checkoutPort>; outcome?: 'success' | 'failure' } = {},
): Promise<void> {
  const created = await port.createCheckout({ storeSlug, lineItems: [{ sku, quantity }], currency: 'USD', region: 'USA' })
  if (!created.ok) throw new Error(created.failure.message)
  const id = created.value.id
  const updated = await port.updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard', paymentMethod: 'card' })
  if (!updated.ok) throw new Error(updated.failure.message)
  const card = await tokenizeCard(env.DB, { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, NOW)
  if (!card.ok) throw new Error(card.message)
  const payment = await port.initiatePayment({
    checkoutId: id,
    storeSlug,
    paymentMethod: 'card',
    paymentMethodId: card.paymentMethod.id,
    origin: ORIGIN,
  })
  if (!payment.ok) throw new Error(payment.failure.message)
  const submitted = await port.submitCheckout({
    checkoutId: id,
    storeSlug,
    paymentId: payment.value.paymentId,
    paymentToken: payment.value.paymentToken,
    returnUrl: `${ORIGIN}/checkout/${id}`,
    origin: ORIGIN,
  })
  expect(submitted).toMatchObject({ ok: true, value: { state: outcome } })
}

describe('a size selling out', () => {
  it('leaves the catalogue version alone while units remain', async () => {
    const slug = await freshStore()
    const before = await versionOf(slug)
    await buy(slug, await skuOf(slug, 'night-hoodie', 'Navy', 'M'), 1)
    expect(await versionOf(slug)).toBe(before)
  })

  it('moves the catalogue version on and drops the cached store when the last unit sells', async () => {
    const slug = await freshStore()
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'M')
    const before = (await versionOf(slug)) ?? 0
    await env.CACHE.put(storeKey(slug), JSON.stringify({ v: { slug, catalogueVersion: before }, t: Date.now() }))
    await buy(slug, sku, 3)
    expect(await stockOf(sku)).toBe(0)
    expect(await versionOf(slug)).toBe(before + 1)
    expect(await env.CACHE.get(storeKey(slug))).toBeNull()
  })

  it('moves the catalogue version on again when a canceled order offers the sold-out size again', async () => {
    const slug = await freshStore()
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'M')
    const before = (await versionOf(slug)) ?? 0
    await buy(slug, sku, 3, { port: refusingCapture(), outcome: 'failure' })
    expect(await stockOf(sku)).toBe(3)
    // Once for the last unit sold, once for the units given back.
    expect(await versionOf(slug)).toBe(before + 2)
    expect(await env.CACHE.get(storeKey(slug))).toBeNull()
  })

  it('leaves the catalogue version alone when a canceled order returns units to a size that still had some', async () => {
    const slug = await freshStore()
    const sku = await skuOf(slug, 'night-hoodie', 'Navy', 'M')
    const before = await versionOf(slug)
    await buy(slug, sku, 1, { port: refusingCapture(), outcome: 'failure' })
    expect(await stockOf(sku)).toBe(3)
    expect(await versionOf(slug)).toBe(before)
  })
})
