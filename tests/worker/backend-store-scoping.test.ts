import { BACKEND_KEY } from '../support/backend-key'
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Checkout, PaymentAnswer } from '../../domain/schemas/checkout'
import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { checkoutBackend } from '../support/fixtures/checkout-backend'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { checkoutPort, customer, freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

/**
 * The worker's /api is also a provider backend for other storefronts, which name the store
 * a post is for. Only a caller holding BACKEND_API_KEY may; a browser's store is its Host's.
 */

async function signupsFor(email: string): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT s.slug FROM newsletter_signups n JOIN stores s ON s.id = n.store_id WHERE n.email = ?1')
    .bind(email)
    .all<{ slug: string }>()
  return results.map((row) => row.slug)
}

const contact = (email: string) => ({
  'contact-ordernumber': 'ORD-1234-5678-9ABC',
  'contact-email': email,
  'contact-fullname': 'Mallory',
  'contact-reason': 'order',
  'contact-reason-message': 'Hello',
})

describe('a browser on one store', () => {
  it('cannot write into another store by naming it', async () => {
    const mine = await freshStore()
    const theirs = await freshStore()
    const api = storeClient(mine)
    const other = `?storeSlug=${theirs}`
    const email = `scoping-${mine}@example.com`
    const preorder = { email, fullname: 'M', country: 'United States', street: '1 Main', city: 'Austin', state: 'TX', zip: '78701' }
    const refused = [
      await api.post(`/api/newsletter${other}`, { email }),
      await api.form(`/api/newsletter${other}`, { EMAIL: email }),
      await api.post(`/api/contact${other}`, contact(email)),
      await api.post(`/api/preorder${other}`, preorder),
      await api.form(`/${other}`, preorder),
      await api.post(`/api/tracking/viewed_campaign${other}`, { campaign_id: 'x' }),
      // A key the worker does not hold is no key.
      await api.post(`/api/newsletter${other}`, { email }, { 'x-api-key': BACKEND_KEY }),
    ]
    // Past five posts a minute the client meets the mail limit first: refused either way.
    expect(refused.slice(0, 5).map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403])
    expect(refused.every((answer) => answer.status === 403 || answer.status === 429)).toBe(true)
    expect(refused[0].body).toEqual({ success: false, error: 'This request is for another store.' })
    expect(await signupsFor(email)).toEqual([])
  })

  it('may name its own store', async () => {
    const mine = await freshStore()
    const email = `own-${mine}@example.com`
    expect((await storeClient(mine).post(`/api/newsletter?storeSlug=${mine}`, { email })).status).toBe(201)
    expect(await signupsFor(email)).toEqual([mine])
  })

  it('cannot name another origin for payment return links', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const created = await api.post<Checkout>('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1 }] })
    const id = created.body.id
    await api.put('/api/v1/checkout', { id, data: { storeSlug, customer: customer(), deliveryOption: 'standard' } })
    const evil = { 'x-storefront-origin': 'https://evil.example' }
    const payment = await api.post<PaymentAnswer>('/api/v1/initiatePayment', { checkoutId: id, paymentMethod: 'paypal' }, evil)
    const intent = await env.DB.prepare(
      'SELECT return_url FROM sandbox_intents WHERE id = (SELECT provider_ref FROM payments WHERE id = ?1)',
    )
      .bind(payment.body.paymentId)
      .first<{ return_url: string }>()
    expect(intent?.return_url.startsWith(`${api.origin}/api/v1/payments/return`)).toBe(true)
    const submit = await api.post(
      '/api/v1/checkout/submit',
      {
        checkoutId: id,
        storeSlug,
        paymentId: payment.body.paymentId,
        paymentToken: payment.body.paymentToken,
        returnUrl: 'https://evil.example/',
      },
      evil,
    )
    expect(submit.status).toBe(400)
  })
})

describe('a storefront holding the backend key', () => {
  it('writes into the store it names, and a wrong key does not', async () => {
    const hostStore = await builtinCatalog().store(await freshStore())
    if (!hostStore) throw new Error('no host store')
    const named = await freshStore()
    const backend = checkoutBackend(checkoutPort(), { hostStore, apiKey: BACKEND_KEY })
    const email = `trusted-${named}@example.com`
    const post = (key: string) =>
      backend.request(
        `https://backend.test/api/newsletter?storeSlug=${named}`,
        {
          method: 'POST',
          headers: { origin: 'https://backend.test', 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ email }),
        },
        env,
      )
    expect((await post('not-the-key-0123456789')).status).toBe(403)
    expect((await post(BACKEND_KEY)).status).toBe(201)
    expect(await signupsFor(email)).toEqual([named])
  })
})
