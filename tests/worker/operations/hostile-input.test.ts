import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sandboxWebhookSecret } from '../../../worker/commerce/builtin/payments/sandbox/sandbox-events'
import { callApp, databaseSnapshot } from '../../support/harness/reliability/harness'
import { ADMIN_TOKEN, adminCall, STRIPE } from '../../support/harness/operations'

/**
 * Claim: the server-to-server routes answer anything an attacker can send with a 4xx and
 * change nothing: any body or signature at /webhooks/*, any body, path or token at
 * /admin/api/*. Never a 500.
 */

const anyJson = fc.jsonValue({ maxDepth: 3 })
const anyText = fc.string({ maxLength: 200 })

describe('hostile input', () => {
  it('at /webhooks/{provider}: a 4xx, and no row changes', async () => {
    // The sandbox's signing secret is made on first use; that is set-up, not a change.
    await sandboxWebhookSecret(env.DB, undefined)
    const before = await databaseSnapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('stripe', 'paypal', 'sandbox', 'afterpay', '..%2f', 'x'.repeat(300)),
        fc.oneof(
          anyText,
          anyJson.map((value) => JSON.stringify(value)),
        ),
        fc.oneof(anyText, fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`)),
        async (provider, body, signature) => {
          const answer = await callApp(
            new Request(`https://hooks.example/webhooks/${provider}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'stripe-signature': signature,
                'sandbox-signature': signature,
                'paypal-transmission-time': signature,
              },
              body,
            }),
            STRIPE,
          )
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
        },
      ),
      { numRuns: 60 },
    )
    expect(await databaseSnapshot()).toEqual(before)
  })

  it('at /admin/api/*: a 401 without the token, a 4xx for any body with it, and no row changes', async () => {
    const before = await databaseSnapshot()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/orders/ORD-AAAA-BBBB/ship', '/orders/ORD-AAAA-BBBB/refund', '/stock/1_2_3', '/stock/%00', '/orders/%27'),
        anyJson,
        fc.boolean(),
        fc.oneof(anyText, fc.constant(ADMIN_TOKEN)),
        async (path, body, withKey, token) => {
          const answer = await adminCall(
            path,
            {},
            {
              method: path.startsWith('/stock') ? 'PUT' : 'POST',
              body,
              token,
              headers: withKey ? { 'idempotency-key': 'fuzz-key-0001' } : {},
            },
          )
          expect(answer.status).toBeGreaterThanOrEqual(400)
          expect(answer.status).toBeLessThan(500)
          if (token !== ADMIN_TOKEN) expect(answer.status).toBe(401)
        },
      ),
      { numRuns: 60 },
    )
    expect(await databaseSnapshot()).toEqual(before)
  })
})
