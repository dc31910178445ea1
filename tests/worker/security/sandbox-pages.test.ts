import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'
import { callApp, storeRequest } from '../../support/harness/reliability/harness'
import { readyCheckout, type Shopper, shopperAt } from '../../support/harness/reliability/shopper'

/**
 * Claim: the sandbox's hosted payment pages (/dev/sandbox/pay/…, the stand-in for PayPal,
 * Afterpay, the wallets and 3-D Secure) cannot be approved, cancelled or failed from
 * another site. Reading the page is a GET that changes nothing; every decision is a POST
 * that must carry this store's own Origin, like the API's writes.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

async function waitingPayPalIntent(): Promise<{ shopper: Shopper; intentId: string }> {
  const storeSlug = await freshStore()
  const shopper = shopperAt(storeSlug)
  const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
  const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }])
  const started = await shopper.post('/api/v1/initiatePayment', { checkoutId: checkout.id, paymentMethod: 'paypal' })
  expect(started.status, started.text).toBe(200)
  const paymentId = (started.json as { paymentId: string }).paymentId
  const row = await env.DB.prepare('SELECT provider_ref FROM payments WHERE id = ?1').bind(paymentId).first<{ provider_ref: string }>()
  if (!row) throw new Error('No payment row')
  expect(await intentStatus(row.provider_ref)).toBe('requires_action')
  return { shopper, intentId: row.provider_ref }
}

async function intentStatus(id: string): Promise<string | undefined> {
  return (await env.DB.prepare('SELECT status FROM sandbox_intents WHERE id = ?1').bind(id).first<{ status: string }>())?.status
}

const decide = (shopper: Shopper, intentId: string, action: string, headers: Record<string, string>) =>
  callApp(storeRequest(shopper.host, `/dev/sandbox/pay/${intentId}/${action}`, { method: 'POST', body: `action=${action}`, headers }))

describe('the sandbox payment pages', () => {
  it.each(['approve', 'cancel', 'fail'])('refuse a cross-site %s and leave the payment waiting', async (action) => {
    const { shopper, intentId } = await waitingPayPalIntent()

    const crossSite = await decide(shopper, intentId, action, { ...FORM, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const noOrigin = await decide(shopper, intentId, action, { ...FORM, origin: '' })
    expect(noOrigin.status).toBe(403)
    const nullOrigin = await decide(shopper, intentId, action, { ...FORM, origin: 'null' })
    expect(nullOrigin.status).toBe(403)

    expect(await intentStatus(intentId)).toBe('requires_action')
  })

  it('change nothing on a GET, even of a decision link', async () => {
    const { shopper, intentId } = await waitingPayPalIntent()
    const page = await shopper.get(`/dev/sandbox/pay/${intentId}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`action="/dev/sandbox/pay/${intentId}/approve"`)
    expect(page.text).toContain('method="post"')

    for (const action of ['approve', 'cancel', 'fail']) {
      const link = await shopper.get(`/dev/sandbox/pay/${intentId}/${action}`)
      expect(link.status).not.toBe(303)
    }
    expect(await intentStatus(intentId)).toBe('requires_action')
  })

  it("take the shopper's own decision, posted from the page on the store's origin", async () => {
    const { shopper, intentId } = await waitingPayPalIntent()
    const approved = await decide(shopper, intentId, 'approve', FORM)
    expect(approved.status).toBe(303)
    expect(approved.headers.get('location')).toMatch(/\/api\/v1\/payments\/return|\/checkout\//)
    // The sandbox's webhook tells the store at once: the order is placed and the money taken.
    expect(await intentStatus(intentId)).toBe('captured')
  })
})
