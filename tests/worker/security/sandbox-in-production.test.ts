import { describe, expect, it } from 'vitest'
import { freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, databaseSnapshot } from '../../support/harness/reliability/harness'
import { body, readyCheckout, shopperAt } from '../../support/harness/reliability/shopper'

/**
 * Claim: a production deployment without payment keys takes no test card. The sandbox (its
 * tokenizer, its approval pages, every payment it would make) is refused unless the operator
 * sets SANDBOX_PAYMENTS=true, as a demo deployment does.
 */

const PRODUCTION = { ENVIRONMENT: 'production' }
const SUCCESS_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' }

describe('production without payment keys', () => {
  it('refuses the test card, every payment method and the sandbox’s pages', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug, () => PRODUCTION)
    const checkout = await readyCheckout(shopper, [{ sku: await skuOf(storeSlug, 'day-tee', 'White', 'M'), quantity: 1 }])

    const card = await shopper.post('/api/v1/payments/sandbox/tokenize', SUCCESS_CARD)
    expect(card.status).toBe(403)
    expect(body<{ error: string }>(card).error).toBe(
      'This store cannot take this payment method yet. Please choose another or try again later.',
    )
    for (const paymentMethod of ['card', 'paypal', 'afterpay', 'google-pay']) {
      const payment = await shopper.post('/api/v1/initiatePayment', { checkoutId: checkout.id, paymentMethod, paymentMethodId: 'pm_x' })
      expect(payment.status, paymentMethod).toBe(422)
    }
    expect((await shopper.get('/dev/sandbox/pay/sbx_aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404)
  })

  it('has no sandbox webhook endpoint: /webhooks/sandbox answers 404 and writes nothing (not even its signing secret)', async () => {
    const before = await databaseSnapshot()
    const answer = await callApp(
      new Request('https://shop.example/webhooks/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sandbox-signature': 't=1,v1=00' },
        body: JSON.stringify({ id: 'evt_1', type: 'payment.authorized', data: { object: { id: 'sbx_x' } } }),
      }),
      PRODUCTION,
    )
    expect(answer.status).toBe(404)
    expect(await databaseSnapshot()).toEqual(before)
  })

  it('takes sandbox payments when the operator says SANDBOX_PAYMENTS=true', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug, () => ({ ...PRODUCTION, SANDBOX_PAYMENTS: 'true' }))
    const checkout = await readyCheckout(shopper, [{ sku: await skuOf(storeSlug, 'day-tee', 'White', 'M'), quantity: 1 }])
    const card = await shopper.post('/api/v1/payments/sandbox/tokenize', SUCCESS_CARD)
    expect(card.status).toBe(201)
    const payment = await shopper.post('/api/v1/initiatePayment', {
      checkoutId: checkout.id,
      paymentMethod: 'card',
      paymentMethodId: body<{ id: string }>(card).id,
    })
    expect(payment.status).toBe(200)
  })
})
