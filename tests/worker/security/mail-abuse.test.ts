import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshStore } from '../../support/fixtures/checkout-fixtures'
import type { Bindings } from '../../../worker/env'
import { callApp, storeRequest } from '../../support/harness/reliability/harness'

/**
 * Claim: a store cannot be used to mail strangers. Mail-sending posts are limited per
 * client address (Workers Rate Limiting), auto-replies per recipient, and an auto-reply
 * never repeats what the sender wrote. Tried as a spammer would: one client sending 25,
 * many clients aiming at one inbox, a message that is an advertisement.
 */

const SPAM = 'Cheap watches at https://spam.example/buy now!!!'

const contact = (email: string, message = SPAM, fullname = 'Visit spam.example today') => ({
  'contact-ordernumber': 'ORD-1234-5678-9ABC',
  'contact-email': email,
  'contact-fullname': fullname,
  'contact-reason': 'order',
  'contact-reason-message': message,
})

function from(storeSlug: string, ip: string, bindings: Partial<Bindings> = {}) {
  return (path: string, body: unknown) =>
    callApp(storeRequest(`${storeSlug}.localhost`, path, { method: 'POST', body, headers: { 'cf-connecting-ip': ip } }), bindings)
}

async function mailTo(recipient: string): Promise<{ subject: string; body: string }[]> {
  const { results } = await env.DB.prepare('SELECT subject, body FROM outbox WHERE recipient = ?1').bind(recipient).all<{
    subject: string
    body: string
  }>()
  return results
}

async function messagesFrom(email: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE email = ?1').bind(email).first<{ n: number }>()
  return row?.n ?? 0
}

describe('mail from a store', () => {
  it('meets a 429 before 25 contact messages from one client get through, and other clients are not held up', async () => {
    const storeSlug = await freshStore()
    const spammer = from(storeSlug, '198.51.100.7')
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await spammer('/api/contact', contact(`victim-${i}@example.com`))).status)
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(5)
    expect(statuses).toContain(429)
    expect(statuses.every((status) => status === 201 || status === 429)).toBe(true)
    const refused = await spammer('/api/contact', contact('one-more@example.com'))
    expect(refused.json).toEqual({
      success: false,
      error: 'Too many messages from you in a short time. Please wait a minute and try again.',
    })
    expect(refused.headers.get('retry-after')).toBe('60')
    // The same limit covers pre-orders, newsletter sign-ups and order recovery from that client.
    expect((await spammer('/api/newsletter', { email: 'x@example.com' })).status).toBe(429)
    expect((await spammer(`/api/v1/orders/recover?email=x%40example.com&slug=${storeSlug}`, {})).status).toBe(429)
    expect((await from(storeSlug, '198.51.100.8')('/api/contact', contact('neighbour@example.com'))).status).toBe(201)
  })

  it('never repeats what the sender wrote in the auto-reply to the address they named', async () => {
    const storeSlug = await freshStore()
    const recipient = `stranger-${storeSlug}@example.com`
    expect((await from(storeSlug, '198.51.100.20')('/api/contact', contact(recipient))).status).toBe(201)
    const preorder = {
      email: recipient,
      fullname: 'Visit spam.example',
      country: 'United States',
      street: '1 Main',
      city: 'spam.example',
      state: 'TX',
      zip: '78701',
    }
    expect((await from(storeSlug, '198.51.100.21')('/api/preorder', preorder)).status).toBe(201)
    const mail = await mailTo(recipient)
    expect(mail).toHaveLength(2)
    for (const message of mail) expect(`${message.subject}\n${message.body}`).not.toMatch(/spam\.example|watches|ORD-1234/i)
  })

  it('sends one inbox at most three auto-replies an hour, however many clients aim at it, and keeps every message', async () => {
    const storeSlug = await freshStore()
    const recipient = `target-${storeSlug}@example.com`
    for (let i = 0; i < 6; i++) {
      expect((await from(storeSlug, `203.0.113.${40 + i}`)('/api/contact', contact(recipient, `Message ${i}`))).status).toBe(201)
    }
    expect(await mailTo(recipient)).toHaveLength(3)
    expect(await messagesFrom(recipient)).toBe(6)
  })

  it('still meets a 429 from one client when the deployment has no MAIL_RATE_LIMITER bound', async () => {
    const storeSlug = await freshStore()
    const spammer = from(storeSlug, '198.51.100.60', { MAIL_RATE_LIMITER: undefined, ENVIRONMENT: 'production' })
    const statuses: number[] = []
    for (let i = 0; i < 25; i++) statuses.push((await spammer('/api/contact', contact(`unbound-${i}@example.com`))).status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(5)
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true)
    expect(await messagesFrom('unbound-24@example.com')).toBe(0)
  })

  it('sends at most three auto-replies to one inbox when ten clients post at the same moment', async () => {
    const storeSlug = await freshStore()
    const recipient = `racing-${storeSlug}@example.com`
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => from(storeSlug, `203.0.113.${100 + i}`)('/api/contact', contact(recipient, `Message ${i}`))),
    )
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    expect(await mailTo(recipient)).toHaveLength(3)
    expect(await messagesFrom(recipient)).toBe(10)
  })
})
