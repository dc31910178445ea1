import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { signatureHeader, verifySignature } from './webhook-signature'

// Stripe's own library signs the test deliveries: what it accepts, we accept, and no more.
const stripe = new Stripe('sk_test_signature_tests')
const SECRET = 'whsec_test_0123456789abcdef'
const NOW = 1_790_000_000
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } })

const stripeHeader = (options: { secret?: string; timestamp?: number; body?: string } = {}) =>
  stripe.webhooks.generateTestHeaderString({
    payload: options.body ?? payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp ?? NOW,
  })

describe('webhook signatures (Stripe-Signature)', () => {
  it("accepts a delivery signed by Stripe's library", async () => {
    expect(await verifySignature(stripeHeader(), payload, SECRET, { nowSeconds: NOW + 10 })).toEqual({ ok: true, timestamp: NOW })
  })

  it('refuses a body changed after signing, and a signature made with another secret', async () => {
    const changed = payload.replace('pi_1', 'pi_2')
    expect(await verifySignature(stripeHeader(), changed, SECRET, { nowSeconds: NOW })).toEqual({ ok: false, reason: 'mismatch' })
    expect(await verifySignature(stripeHeader({ secret: 'whsec_attacker' }), payload, SECRET, { nowSeconds: NOW })).toEqual({
      ok: false,
      reason: 'mismatch',
    })
  })

  it('refuses a delivery signed more than 300 s away from now (a replay), either way', async () => {
    expect(await verifySignature(stripeHeader(), payload, SECRET, { nowSeconds: NOW + 301 })).toEqual({ ok: false, reason: 'stale' })
    expect(await verifySignature(stripeHeader(), payload, SECRET, { nowSeconds: NOW - 301 })).toEqual({ ok: false, reason: 'stale' })
    expect((await verifySignature(stripeHeader(), payload, SECRET, { nowSeconds: NOW + 300 })).ok).toBe(true)
  })

  it('refuses a missing or malformed header', async () => {
    expect(await verifySignature(undefined, payload, SECRET, { nowSeconds: NOW })).toEqual({ ok: false, reason: 'missing' })
    expect(await verifySignature('v1=abc', payload, SECRET, { nowSeconds: NOW })).toEqual({ ok: false, reason: 'malformed' })
    expect(await verifySignature(`t=${NOW},v0=${'0'.repeat(64)}`, payload, SECRET, { nowSeconds: NOW })).toEqual({
      ok: false,
      reason: 'malformed',
    })
  })

  it('accepts any of several v1 signatures while a secret is rolled', async () => {
    const old = (await signatureHeader('whsec_old', payload, NOW)).split(',')[1]
    const header = `${stripeHeader()},${old}`
    expect((await verifySignature(header, payload, SECRET, { nowSeconds: NOW })).ok).toBe(true)
    expect((await verifySignature(header, payload, 'whsec_old', { nowSeconds: NOW })).ok).toBe(true)
  })

  it("signs exactly as Stripe's library does", async () => {
    expect(await signatureHeader(SECRET, payload, NOW)).toBe(stripeHeader())
  })
})
