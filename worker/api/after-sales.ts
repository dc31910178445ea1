import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import * as z from 'zod'
import { CampaignView, ContactMessage, type AfterSalesAnswer, PreorderForm } from '../../domain/schemas/after-sales'
import { Email } from '../../domain/schemas/fields'
import type { AppEnv } from '../env'
import { afterSalesBadRequest, afterSalesFailure, afterSalesInvalid } from './after-sales-answers'
import { namedStoreSlug, OTHER_STORE } from './trusted-caller'

/**
 * Contact messages, pre-orders, newsletter sign-ups and campaign views for the store the
 * request came to. Pre-orders and newsletter sign-ups arrive as the spec's same-origin form
 * posts or as JSON. A storefront calling as a trusted server (provider mode) names the store
 * with a `storeSlug` query; a browser naming a store other than its own is refused.
 */

// The newsletter form posts its field as EMAIL (spec section 7); email is accepted too.
const newsletterBody = z
  .object({ email: Email.optional(), EMAIL: Email.optional() })
  .refine((body) => body.email ?? body.EMAIL, { message: 'Please enter a valid email', path: ['email'] })

const success = { success: true, error: null } satisfies AfterSalesAnswer

/** A browser on one store naming another: refused, so no page can write into a store not its own. */
const otherStore = (c: Context) => c.json({ success: false, error: OTHER_STORE } satisfies AfterSalesAnswer, 403)

/** Reads a form post or a JSON body alike. */
async function formOrJson(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (type.startsWith('application/json')) return request.json().catch(() => null)
  const form = await request.formData().catch(() => null)
  return form ? Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) : null
}

/** The pre-order post, mounted at POST /api/preorder and (by the app) at POST /. */
export const preorder = new Hono<AppEnv>().post('/', async (c) => {
  const storeSlug = namedStoreSlug(c)
  if (!storeSlug) return otherStore(c)
  const parsed = PreorderForm.safeParse(await formOrJson(c.req.raw))
  if (!parsed.success) return afterSalesInvalid(c, parsed.error)
  const result = await c.var.commerce.createPreorder({ storeSlug, form: parsed.data })
  return result.ok ? c.json(success, 201) : afterSalesFailure(c, result.failure)
})

/**
 * The newsletter sign-up. The footer form posts EMAIL in a new tab, so a form post gets a
 * short page to read; a JSON call gets `{ success, error }`.
 */
const newsletter = new Hono<AppEnv>().post('/', async (c) => {
  const isForm = !(c.req.header('content-type') ?? '').startsWith('application/json')
  const storeSlug = namedStoreSlug(c)
  if (!storeSlug) return otherStore(c)
  const parsed = newsletterBody.safeParse(await formOrJson(c.req.raw))
  const email = parsed.success ? (parsed.data.email ?? parsed.data.EMAIL ?? '') : ''
  const result = parsed.success ? await c.var.commerce.signUpForNewsletter({ storeSlug, email }) : null
  if (isForm) {
    const signedUp = result?.ok === true
    const message = signedUp
      ? `Thanks! ${email} will hear from ${c.var.store.name}.`
      : parsed.success
        ? 'Sorry, that did not work. Please try again.'
        : 'Please enter a valid email'
    return c.html(newsletterPage(c.var.store.name, message), signedUp ? 201 : 400)
  }
  if (!parsed.success) return afterSalesInvalid(c, parsed.error)
  return result?.ok ? c.json(success, 201) : afterSalesFailure(c, result?.failure ?? { kind: 'invalid', message: 'Invalid request' })
})

function newsletterPage(storeName: string, message: string) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Newsletter · ${storeName}</title>
  </head>
  <body>
    <main>
      <h1>${storeName}</h1>
      <p>${message}</p>
    </main>
  </body>
</html>`
}

export const afterSales = new Hono<AppEnv>()
  .route('/preorder', preorder)
  .post('/contact', zValidator('json', ContactMessage, afterSalesBadRequest), async (c) => {
    const storeSlug = namedStoreSlug(c)
    if (!storeSlug) return otherStore(c)
    const result = await c.var.commerce.sendContactMessage({ storeSlug, message: c.req.valid('json') })
    return result.ok ? c.json(success, 201) : afterSalesFailure(c, result.failure)
  })
  .route('/newsletter', newsletter)
  .post('/tracking/viewed_campaign', zValidator('json', CampaignView, afterSalesBadRequest), async (c) => {
    const storeSlug = namedStoreSlug(c)
    if (!storeSlug) return otherStore(c)
    const result = await c.var.commerce.trackCampaignView({ storeSlug, view: c.req.valid('json') })
    return result.ok ? c.json(success, 201) : afterSalesFailure(c, result.failure)
  })
