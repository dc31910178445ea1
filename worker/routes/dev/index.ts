import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import * as z from 'zod'
import { badRequest } from '../../api/validation'
import { createDevTools } from '../../commerce/create-commerce'
import type { SandboxShopper } from '../../commerce/port/dev-tools'
import { readConfig, sandboxPaymentsAllowed } from '../../env'
import { sameOriginWrites } from '../../middleware/same-origin-writes'
import { type DevEnv, devStock } from './stock'

/**
 * The built-in backend's development tools under /dev (commerce/port/dev-tools.ts), answered
 * only where the built-in backend serves: in provider mode the commerce backend keeps its
 * own, and this worker's D1 holds nothing of the store's. The sandbox payment pages are served
 * wherever the sandbox provider takes payments (a demo deployment without keys needs them
 * too); the outbox, the order clock, stock and a reconciliation pass on demand only when
 * ENVIRONMENT is development.
 */

const developmentOnly = createMiddleware<DevEnv>(async (c, next) => {
  if (readConfig(c.env).ENVIRONMENT !== 'development') return c.json({ error: 'Not found' }, 404)
  await next()
})

const intentParam = z.object({ id: z.string().regex(/^sbx_[a-z2-7]{24}$/, 'Not a sandbox payment id') })
const actionParam = intentParam.extend({ action: z.enum(['approve', 'cancel', 'fail']) })
const lookupParam = z.object({ lookup: z.string().min(1).max(40) })
const text = (max: number) => z.string().trim().min(1).max(max)
/** The address an express payment's approval page collected (the provider's account, in the sandbox). */
const shopperForm = z.object({
  firstName: text(100),
  lastName: text(100),
  email: z.string().trim().email().max(254),
  phone: z.string().trim().max(40),
  address1: text(200),
  address2: z.string().trim().max(200).optional(),
  city: text(100),
  stateCode: z.string().trim().toUpperCase().length(2),
  zip: text(12),
})

/** The sandbox's pages answer only where the sandbox may take payments (never in production unless SANDBOX_PAYMENTS). */
const sandboxAllowed = createMiddleware<DevEnv>(async (c, next) => {
  if (!sandboxPaymentsAllowed(readConfig(c.env))) return c.json({ error: 'Not found' }, 404)
  await next()
})

const reconcileQuery = z.object({
  in: z.coerce
    .number()
    .int('Give whole minutes')
    .min(0)
    .max(7 * 24 * 60)
    .default(0),
})

export const devTools = new Hono<DevEnv>()
  .use(async (c, next) => {
    const tools = createDevTools(c.env, readConfig(c.env), c.var.loopback)
    if (!tools) return c.notFound()
    c.set('devTools', tools)
    await next()
  })
  .use('/sandbox/*', sandboxAllowed)
  // A decision on a sandbox payment is a POST from the sandbox's own page on this origin:
  // another site cannot approve (or fail) a shopper's payment by posting a form at it.
  .use('/sandbox/*', sameOriginWrites())
  .get('/sandbox/pay/:id', zValidator('param', intentParam, badRequest), async (c) => {
    const page = await c.var.devTools.sandboxPage(c.req.valid('param').id, c.var.secureHeadersNonce ?? '')
    if (page === null) return c.json({ error: 'No such sandbox payment' }, 404)
    return c.html(page)
  })
  .post('/sandbox/pay/:id/:action', zValidator('param', actionParam, badRequest), async (c) => {
    const { id, action } = c.req.valid('param')
    const form = await c.req.parseBody()
    let shopper: SandboxShopper | undefined
    if (action === 'approve' && 'firstName' in form) {
      const parsed = shopperForm.safeParse(form)
      if (!parsed.success)
        return c.json({ error: 'Please fill in the name, email and address to ship to', issues: parsed.error.issues }, 400)
      const { address1, address2, city, stateCode, zip, ...contact } = parsed.data
      shopper = { ...contact, address: { address1, ...(address2 ? { address2 } : {}), city, stateCode, zip, countryCode: 'US' } }
    }
    const outcome = await c.var.devTools.decideSandboxPayment(id, action, shopper)
    if (!outcome) return c.json({ error: `This sandbox payment cannot ${action}` }, 404)
    return c.redirect(outcome.redirectTo, 303)
  })
  // Every mail the stores wrote, newest first, with how its delivery through the mail queue went (`status`).
  .get('/outbox', developmentOnly, async (c) => c.json({ messages: await c.var.devTools.outbox() }))
  // One pass of the reconciliation clock now, or as the clock will see it `in` minutes from
  // now (a payment left by a closed tab is taken over after a couple of minutes).
  .post('/reconcile', developmentOnly, zValidator('query', reconcileQuery, badRequest), async (c) => {
    const asOf = new Date(Date.now() + c.req.valid('query').in * 60_000)
    return c.json({ asOf: asOf.toISOString(), ...(await c.var.devTools.reconcile(asOf)) })
  })
  .post('/orders/:lookup/advance', developmentOnly, zValidator('param', lookupParam, badRequest), async (c) => {
    const moved = await c.var.devTools.advanceOrder(c.req.valid('param').lookup)
    if (moved.kind === 'not-found') return c.json({ error: 'Order not found' }, 404)
    if (moved.kind === 'stuck') return c.json({ error: `The order is ${moved.status}; it cannot move on` }, 409)
    return c.json({ lookupNumber: moved.lookupNumber, status: moved.status })
  })
  .route('/stock', devStock)
