import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { devTools as dev } from '../../worker/routes/dev'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { purchaseByCard } from '../support/harness/worker/card-purchase'
import { freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

async function placeOrder(
  storeSlug: string,
  email: string,
  item: [listing: string, color: string, size: string] = ['day-tee', 'White', 'M'],
): Promise<string> {
  const sku = await skuOf(storeSlug, ...item)
  const { submitted } = await purchaseByCard(storeSlug, email, [{ sku, quantity: 1 }])
  return submitted.orderLookupNumber ?? ''
}

async function outboxFor(recipient: string) {
  const { results } = await env.DB.prepare('SELECT kind, subject, body FROM outbox WHERE recipient = ?1 ORDER BY id').bind(recipient).all<{
    kind: string
    subject: string
    body: string
  }>()
  return results
}

describe('order recovery', () => {
  it('emails the orders of the past 60 days to the outbox', async () => {
    const storeSlug = await freshStore()
    const lookup = await placeOrder(storeSlug, 'grace@example.com')
    const api = storeClient(storeSlug)
    const answer = await api.post(`/api/v1/orders/recover?email=Grace@Example.com&slug=${storeSlug}`)
    expect(answer).toMatchObject({ status: 200, body: { success: true, error: null } })
    const mail = (await outboxFor('grace@example.com')).filter((message) => message.kind === 'order-recovery')
    expect(mail).toHaveLength(1)
    expect(mail[0].subject).toBe('Your orders at Test Store')
    expect(mail[0].body).toContain(lookup)
    expect(mail[0].body).toContain(`Track an order at http://${storeSlug}.localhost/track with its order number.`)
  })

  it('answers the same for an address without orders, and says so in the email', async () => {
    const storeSlug = await freshStore()
    const answer = await storeClient(storeSlug).post(`/api/v1/orders/recover?email=nobody@example.com&slug=${storeSlug}`)
    expect(answer.body).toEqual({ success: true, error: null })
    expect((await outboxFor('nobody@example.com'))[0].body).toContain('could not find any orders')
  })

  it('stops after three emails an hour to one address', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    for (let i = 0; i < 3; i += 1) await api.post(`/api/v1/orders/recover?email=often@example.com&slug=${storeSlug}`)
    const fourth = await api.post(`/api/v1/orders/recover?email=often@example.com&slug=${storeSlug}`)
    expect(fourth).toMatchObject({ status: 429, body: { success: false } })
    expect(fourth.body.error).toContain('check your inbox')
  })

  it('answers the error to show for a bad email or another store', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    expect(await api.post(`/api/v1/orders/recover?email=nope&slug=${storeSlug}`)).toMatchObject({
      status: 400,
      body: { success: false, error: 'Please enter a valid email' },
    })
    expect(await api.post('/api/v1/orders/recover?email=a@example.com&slug=no-such-store')).toMatchObject({
      status: 403,
      body: { success: false, error: 'This request is for another store.' },
    })
  })

  it('emails an order confirmation with the order number', async () => {
    const storeSlug = await freshStore()
    const lookup = await placeOrder(storeSlug, 'confirm@example.com')
    const [confirmation] = await outboxFor('confirm@example.com')
    expect(confirmation).toMatchObject({ kind: 'order-confirmation', subject: `Your order ${lookup}` })
    expect(confirmation.body).toContain(`Track it any time at http://${storeSlug}.localhost/track with the order number ${lookup}.`)
    expect(confirmation.body).not.toContain('Digital items')
  })

  it("keeps the checkout's marketing opt-in with the order and signs the shopper up for the newsletter; without it, not", async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    await purchaseByCard(storeSlug, 'Yes.Please@example.com', [{ sku, quantity: 1 }], { marketingOptIn: true })
    await purchaseByCard(storeSlug, 'no.thanks@example.com', [{ sku, quantity: 1 }])
    const orders = await env.DB.prepare(
      "SELECT customer_email, marketing_opt_in FROM orders WHERE customer_email IN ('yes.please@example.com', 'no.thanks@example.com') ORDER BY customer_email",
    ).all<{ customer_email: string; marketing_opt_in: number }>()
    expect(orders.results).toEqual([
      { customer_email: 'no.thanks@example.com', marketing_opt_in: 0 },
      { customer_email: 'yes.please@example.com', marketing_opt_in: 1 },
    ])
    const signups = await env.DB.prepare('SELECT email FROM newsletter_signups WHERE store_id = (SELECT id FROM stores WHERE slug = ?1)')
      .bind(storeSlug)
      .all<{ email: string }>()
    expect(signups.results).toEqual([{ email: 'yes.please@example.com' }])
  })

  it('tells how digital items are delivered, as the support article does', async () => {
    const zine = {
      slug: 'night-zine',
      title: 'Night Zine',
      collections: ['apparel'],
      products: [
        {
          productType: 'Zine',
          name: 'Digital Zine',
          mockup: 'tee' as const,
          delivery: 'other' as const,
          sizes: [{ label: 'Digital', priceCents: 800 }],
          variations: [{ color: 'PDF', hex: '#222222', inventory: { Digital: 50 } }],
        },
      ],
    }
    const storeSlug = await freshStore({ listings: [zine] })
    await placeOrder(storeSlug, 'zine@example.com', ['night-zine', 'PDF', 'Digital'])
    const [confirmation] = await outboxFor('zine@example.com')
    expect(confirmation.body).toContain('Digital items (nothing is shipped for these, download them now):\n  Night Zine (PDF, Digital)\n')
    expect(confirmation.body).toMatch(new RegExp(`\\n  http://${storeSlug}\\.localhost/downloads/dl_[a-z2-7]{24}\\n`))
    expect(confirmation.body).toContain("works for 60 days; the same links are on your order's thank-you page")
    expect(confirmation.body).toContain(`Contact us at http://${storeSlug}.localhost/contact with your order number`)
  })
})

describe('contact, pre-orders, newsletter and campaign views', () => {
  it('keeps a contact message and acknowledges it', async () => {
    const api = storeClient(await freshStore())
    const answer = await api.post('/api/contact', {
      'contact-ordernumber': 'ORD-1234-5678-9ABC',
      'contact-email': 'ask@example.com',
      'contact-fullname': 'Ask Me',
      'contact-reason': 'order',
      'contact-reason-message': 'Where is my hoodie?',
    })
    expect(answer).toMatchObject({ status: 201, body: { success: true, error: null } })
    expect((await outboxFor('ask@example.com'))[0].body).toContain('within 24 business hours')
    const missing = await api.post('/api/contact', { 'contact-email': 'ask@example.com' })
    expect(missing).toMatchObject({ status: 400, body: { success: false, error: 'Please enter your order number' } })
  })

  it('takes the pre-order form as the spec posts it: form-encoded to /', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const colorId = (await skuOf(storeSlug, 'day-tee', 'White', 'M')).split('_')[1]
    const fields = {
      email: 'early@example.com',
      fullname: 'Early Bird',
      country: 'United States',
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      colorId,
    }
    expect(await api.form('/', fields)).toMatchObject({ status: 201, body: { success: true } })
    expect(await api.post('/api/preorder', { ...fields, email: 'json@example.com' })).toMatchObject({ status: 201 })
    expect(await api.form('/', { ...fields, zip: '787' })).toMatchObject({
      status: 400,
      body: { success: false, error: 'Please enter your zip' },
    })
    const row = await env.DB.prepare("SELECT listing_id FROM preorders WHERE email = 'early@example.com'").first<{
      listing_id: number | null
    }>()
    expect(row?.listing_id).not.toBeNull()
  })

  it('signs up for the newsletter once', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    expect(await api.post('/api/newsletter', { EMAIL: 'news@example.com' })).toMatchObject({ status: 201 })
    expect(await api.post('/api/newsletter', { email: 'NEWS@example.com' })).toMatchObject({ status: 201 })
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM newsletter_signups WHERE email = 'news@example.com'").first<{ n: number }>()
    expect(row?.n).toBe(1)
  })

  it('answers the footer form post with a page to read', async () => {
    const api = storeClient(await freshStore())
    const signedUp = await api.form('/api/newsletter', { EMAIL: 'footer@example.com' })
    expect(signedUp.status).toBe(201)
    expect(signedUp.body).toContain('Thanks! footer@example.com will hear from Test Store.')
    const refused = await api.form('/api/newsletter', { EMAIL: 'nope' })
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('Please enter a valid email')
  })

  it('records a campaign view', async () => {
    const api = storeClient(await freshStore())
    const answer = await api.post('/api/tracking/viewed_campaign', {
      campaign_id: 'spring',
      referrer: 'https://social.example/',
      get_vars: { utm_source: 'TTEC' },
    })
    expect(answer.status).toBe(201)
    expect((await api.post('/api/tracking/viewed_campaign', { campaign_id: 7 })).status).toBe(400)
  })

  it('refuses a cross-site form post', async () => {
    const storeSlug = await freshStore()
    const answer = await storeClient(storeSlug).form('/api/preorder', {})
    expect(answer.status).toBe(400)
  })
})

describe('development helpers', () => {
  const devEnv = { ...env, ENVIRONMENT: 'development' }

  it('lists the outbox in development only', async () => {
    const storeSlug = await freshStore()
    await storeClient(storeSlug).post(`/api/v1/orders/recover?email=outbox@example.com&slug=${storeSlug}`)
    const listed = await dev.request('/outbox', {}, devEnv)
    const body = (await listed.json()) as { messages: { recipient: string }[] }
    expect(body.messages.some((message) => message.recipient === 'outbox@example.com')).toBe(true)
    const hidden = await dev.request('/outbox', {}, env)
    expect(hidden.status).toBe(404)
    await hidden.text()
  })

  it('moves an order along processing, shipped, delivered', async () => {
    const storeSlug = await freshStore()
    const lookup = await placeOrder(storeSlug, 'clock@example.com')
    const step = async () => {
      const response = await dev.request(`/orders/${lookup}/advance`, { method: 'POST' }, devEnv)
      return { status: response.status, body: (await response.json()) as { status?: string } }
    }
    expect((await step()).body.status).toBe('shipped')
    const shipped = await storeClient(storeSlug).get<{
      status: string
      shipments: { carrier: string; trackingNumber: string; trackingUrl: string }[]
    }>(`/api/v1/orders?lookupNumber=${lookup}`)
    expect(shipped.body.status).toBe('shipped')
    expect(shipped.body.shipments[0]).toMatchObject({ carrier: 'Sandbox Post', trackingUrl: `/track?orderNumber=${lookup}` })
    expect(shipped.body.shipments[0].trackingNumber).toMatch(/^94\d{18}$/)
    expect((await step()).body.status).toBe('delivered')
    expect((await step()).status).toBe(409)
  })
})
