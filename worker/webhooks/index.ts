import { Hono } from 'hono'
import { createBackendOperations } from '../commerce/create-commerce'
import type { AppEnv } from '../env'
import { log } from '../lib/logger'

/**
 * POST /webhooks/{provider}: Stripe, PayPal and the sandbox tell the store about payments
 * here. Server to server: mounted before the tenant, gate, theme and localization steps
 * and the same-origin write guard (a webhook may arrive on any host the worker answers);
 * each provider's signature is its authentication. The answer comes as soon as the event
 * is recorded; its work runs after it (waitUntil).
 */

const MAX_BODY_BYTES = 512 * 1024

export const webhooks = new Hono<AppEnv>().post('/:provider', async (c) => {
  const operations = createBackendOperations(c.env, c.var.config, c.var.loopback)
  if (!operations) return c.json({ error: 'This storefront fronts a commerce backend: send payment webhooks to it.' }, 404)
  if (Number(c.req.header('content-length') ?? 0) > MAX_BODY_BYTES) return c.json({ error: 'The delivery is too large.' }, 413)
  const body = await c.req.text()
  if (body.length > MAX_BODY_BYTES) return c.json({ error: 'The delivery is too large.' }, 413)
  const receipt = await operations.receiveWebhook(c.req.param('provider'), { headers: c.req.raw.headers, body, now: new Date() })
  if (!receipt.ok) {
    log.warn('webhook', { provider: c.req.param('provider'), status: receipt.status, error: receipt.error })
    return c.json({ error: receipt.error }, receipt.status)
  }
  if (receipt.outcome === 'new') c.executionCtx.waitUntil(receipt.work())
  return c.json({ received: true, duplicate: receipt.outcome === 'duplicate', ...(receipt.outcome === 'ignored' ? { ignored: true } : {}) })
})
