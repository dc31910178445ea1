import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sandboxWebhookSecret } from '../../../worker/commerce/builtin/payments/sandbox/sandbox-events'
import { signatureHeader } from '../../../worker/commerce/builtin/payments/webhooks/webhook-signature'
import { callApp, databaseSnapshot, storeRequest } from '../../support/harness/reliability/harness'
import { ledgerOf, nowSeconds, payingShopper, uniqueEmail } from '../../support/harness/operations'

/**
 * Claim: the sandbox provider sends signed webhooks to the worker as a real provider does,
 * so locally the whole path runs: approving on the sandbox's page with the tab then closed
 * makes the order through /webhooks/sandbox, checked like Stripe's; its Afterpay sends
 * none, as Afterpay does not.
 */

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

async function approveOnSandboxPage(method: 'paypal' | 'afterpay', email: string) {
  const shopper = await payingShopper({}, { method }, { email })
  const pending = await shopper.submit()
  const approved = await callApp(
    storeRequest(shopper.shopper.host, `${pending.redirectUrl}/approve`, { method: 'POST', body: 'action=approve', headers: FORM }),
  )
  expect(approved.status).toBe(303)
  return shopper
}

const webhookRows = async () =>
  (
    await env.DB.prepare("SELECT event_type, processed_at FROM webhook_events WHERE provider = 'sandbox' ORDER BY received_at").all<{
      event_type: string
      processed_at: string | null
    }>()
  ).results

describe('sandbox webhooks', () => {
  it('make the order when the shopper approved on the sandbox PayPal page and closed the tab', async () => {
    const email = uniqueEmail('sandbox-paypal')
    const { checkout } = await approveOnSandboxPage('paypal', email)
    const after = await ledgerOf(checkout.id, email)
    expect(after.orders).toHaveLength(1)
    expect(after.mail.map((mail) => mail.kind)).toEqual(['order-confirmation'])
    expect((await webhookRows()).map((row) => row.event_type)).toEqual(['payment.authorized', 'payment.captured'])
    expect((await webhookRows()).every((row) => row.processed_at !== null)).toBe(true)
  })

  it('are not sent for the sandbox Afterpay (Afterpay has none): the clock finds its payments', async () => {
    const before = (await webhookRows()).length
    const email = uniqueEmail('sandbox-afterpay')
    const { checkout } = await approveOnSandboxPage('afterpay', email)
    expect((await ledgerOf(checkout.id, email)).orders).toHaveLength(0)
    expect(await webhookRows()).toHaveLength(before)
  })

  it('refuse a delivery signed with another secret or too long ago, and change nothing', async () => {
    const secret = await sandboxWebhookSecret(env.DB, undefined)
    const payload = JSON.stringify({ id: 'evt_forged', type: 'payment.authorized', data: { object: { id: 'sbx_x' } } })
    const send = async (header: string) =>
      callApp(
        new Request('https://anywhere.example/webhooks/sandbox', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sandbox-signature': header },
          body: payload,
        }),
      )
    const before = await databaseSnapshot()
    expect((await send(await signatureHeader('whsec_not_the_sandbox_secret', payload, nowSeconds()))).status).toBe(400)
    expect((await send(await signatureHeader(secret, payload, nowSeconds() - 3600))).status).toBe(400)
    expect(await databaseSnapshot()).toEqual(before)
    expect((await send(await signatureHeader(secret, payload, nowSeconds()))).status).toBe(200)
  })

  it('answer 404 for Afterpay (it sends none) and for a provider that does not exist', async () => {
    for (const provider of ['afterpay', 'square']) {
      const answer = await callApp(new Request(`https://anywhere.example/webhooks/${provider}`, { method: 'POST', body: '{}' }))
      expect(answer.status).toBe(404)
    }
  })
})
