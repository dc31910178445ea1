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
