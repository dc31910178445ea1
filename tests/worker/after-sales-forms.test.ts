import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { freshStore } from '../support/fixtures/checkout-fixtures'

/**
 * The after-sales forms as the worker answers them (issue 32, ADR 141): what a browser posts
 * before its scripts have hydrated, or without scripts, and what another site might post.
 */

async function outboxFor(recipient: string) {
  const { results } = await env.DB.prepare('SELECT kind FROM outbox WHERE recipient = ?1 ORDER BY id')
    .bind(recipient)
    .all<{ kind: string }>()
  return results.map((row) => row.kind)
}

let slug = ''

// The isolate's first page render loads the renderer and the route chunks: once, here.
beforeAll(async () => {
  slug = await freshStore()
  expect((await storeClient(slug).get('/track/recover')).status).toBe(200)
}, 30_000)

describe('the recover form posted as a form', () => {
  it('mails the orders and sends the shopper back to the page, which says so', async () => {
    const api = storeClient(slug)
    const answer = await api.form('/track/recover', { email: ' Ada@Example.com ' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/track/recover?sent')
    expect(await outboxFor('ada@example.com')).toEqual(['order-recovery'])
    const page = await api.get('/track/recover?sent')
    expect(String(page.body)).toContain('role="status">We sent you an email listing your orders from the past 60 days.<')
  })

  it('keeps the locale prefix of the page it was posted from', async () => {
    const answer = await storeClient(slug).form('/de/track/recover', { email: 'de@example.com' })
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/de/track/recover?sent')
  })

  it('refuses a bad email with 400, the field message and the email as sent, mailing nothing', async () => {
    const answer = await storeClient(slug).form('/track/recover', { email: 'not-an-email' })
    expect(answer.status).toBe(400)
    const html = String(answer.body)
    expect(html).toContain('>Please enter a valid email<')
    expect(html).toContain('value="not-an-email"')
    expect(await outboxFor('not-an-email')).toEqual([])
  })

  it("shows the server's own words when it refuses (three emails an hour to one address)", async () => {
    // A store of its own: the mail senders' limit (5 a minute from one address) is per store.
    const api = storeClient(await freshStore())
    for (let i = 0; i < 3; i += 1) expect((await api.form('/track/recover', { email: 'often@example.com' })).status).toBe(303)
    const fourth = await api.form('/track/recover', { email: 'often@example.com' })
    expect(fourth.status).toBe(429)
    expect(String(fourth.body)).toMatch(/role="alert">[^<]*check your inbox[^<]*</)
    expect(await outboxFor('often@example.com')).toHaveLength(3)
  })

  it('refuses a form another site posts (403), mailing nothing', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost/track/recover`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=victim%40example.com',
    })
    expect(answer.status).toBe(403)
    await answer.body?.cancel()
    expect(await outboxFor('victim@example.com')).toEqual([])
  })
})

describe('the contact form posted as a form', () => {
  const message = {
    'contact-ordernumber': 'ORD-1234-5678-9ABC',
    'contact-email': 'Writer@Example.com',
    'contact-fullname': 'Ada Writer',
    'contact-reason': 'order',
    'contact-reason-message': 'Where is my hoodie?',
  }

  it('keeps the message, acknowledges it and sends the shopper to /contact-success', async () => {
    const storeSlug = await freshStore()
    const answer = await storeClient(storeSlug).form('/contact', message)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/contact-success')
    expect(await outboxFor('writer@example.com')).toEqual(['contact-received'])
    const kept = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE store_id = (SELECT id FROM stores WHERE slug = ?1)')
      .bind(storeSlug)
      .first<{ n: number }>()
    expect(kept?.n).toBe(1)
  })

  it('renders the form again with each message of the spec and what was typed, keeping nothing', async () => {
    const answer = await storeClient(slug).form('/contact', {
      ...message,
      'contact-email': 'Refused@Example.com',
      'contact-ordernumber': ' ',
      'contact-reason': 'bribe',
    })
    expect(answer.status).toBe(400)
    const html = String(answer.body)
    expect(html).toContain('>Please enter your order number<')
    expect(html).toContain('>Please choose a reason<')
    expect(html).toContain('value="Refused@Example.com"')
    expect(html).toContain('>Where is my hoodie?</textarea>')
    expect(await outboxFor('refused@example.com')).toEqual([])
  })

  it('refuses a form another site posts (403)', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(message).toString(),
    })
    expect(answer.status).toBe(403)
    await answer.body?.cancel()
  })
})

describe("a form posted over the mail senders' limit", () => {
  const TOO_MANY = 'Too many messages from you in a short time. Please wait a minute and try again.'
  const contact = (email: string) => ({
    'contact-ordernumber': 'ORD-1234-5678-9ABC',
    'contact-email': email,
    'contact-fullname': 'Ada Often',
    'contact-reason': 'order',
    'contact-reason-message': 'Still waiting for my hoodie',
  })

  /** Posts contact messages from one client until the limiter refuses one (5 a minute per store). */
  async function overTheLimit(api: ReturnType<typeof storeClient>) {
    for (let i = 0; i < 10; i += 1) {
      const answer = await api.form('/contact', contact(`often-${i}@example.com`))
      if (answer.status === 429) return answer
      expect(answer.status).toBe(303)
    }
    throw new Error('The limiter never refused')
  }

  it("answers the contact page (429) with the limiter's words and what was typed, keeping nothing", async () => {
    const storeSlug = await freshStore()
    const refused = await overTheLimit(storeClient(storeSlug))
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    expect(refused.headers.get('retry-after')).toBe('60')
    const html = String(refused.body)
    expect(html).toMatch(new RegExp(`role="alert">${TOO_MANY}<`))
    expect(html).toMatch(/value="often-\d@example\.com"/)
    expect(html).toContain('>Still waiting for my hoodie</textarea>')
    const kept = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE store_id = (SELECT id FROM stores WHERE slug = ?1)')
      .bind(storeSlug)
      .first<{ n: number }>()
    expect(kept?.n).toBeLessThanOrEqual(5)
  })

  it("answers the recover page (429) with the limiter's words and the email, mailing nothing", async () => {
    const api = storeClient(await freshStore())
    await overTheLimit(api)
    const refused = await api.form('/de/track/recover', { email: 'held@example.com' })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/)
    const html = String(refused.body)
    expect(html).toMatch(new RegExp(`role="alert">${TOO_MANY}<`))
    expect(html).toContain('value="held@example.com"')
    expect(await outboxFor('held@example.com')).toEqual([])
  })

  it("still answers the API's JSON 429 to a script", async () => {
    const api = storeClient(await freshStore())
    await overTheLimit(api)
    const refused = await api.post('/api/contact', contact('script@example.com'))
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({ success: false, error: TOO_MANY })
  })
})
