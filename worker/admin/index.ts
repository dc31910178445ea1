import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import { failureResponse } from '../api/port-failure'
import { badRequest } from '../api/validation'
import { forgetStore } from '../commerce/cache/forget-store'
import { createBackendOperations } from '../commerce/create-commerce'
import { operatorCounts } from '../commerce/operator-counters'
import type { OperationsPort } from '../commerce/port/operations'
import type { AppEnv } from '../env'
import { adminAuth } from './admin-auth'

/**
 * The operator's API for the built-in backend, under /admin/api (the CLI `npm run admin`
 * speaks it): orders listed, shown and exported as CSV, shipped with a tracking number,
 * refunded through their payment provider; stock set per sku; the ledger checked; the
 * reconciliation clock run now; the stores' mail listed, and a failed one sent again; and,
 * in provider mode too, the operator's counters. Server to server: it skips the storefront's tenant, gate,
 * theme and localization steps and carries its own bearer token.
 */

const ORDER_STATUSES = ['processing', 'shipped', 'delivered', 'canceled'] as const
const StoreSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Store slugs are lower-case letters, digits and dashes')
const Lookup = z.string().trim().min(1).max(40)

const listQuery = z.object({
  store: StoreSlug.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: z.iso.datetime({ offset: true, message: 'from: give an ISO date-time' }).or(z.iso.date()).optional(),
  to: z.iso.datetime({ offset: true, message: 'to: give an ISO date-time' }).or(z.iso.date()).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})
const exportQuery = listQuery.omit({ before: true, limit: true })

const shipBody = z.object({
  trackingNumber: z.string().trim().min(4, 'Give the tracking number').max(64),
  carrier: z.string().trim().min(1).max(40).default('USPS'),
  trackingUrl: z.url({ protocol: /^https$/, message: 'trackingUrl: give the carrier’s https tracking page' }).optional(),
})
const refundBody = z.object({ amount: z.number().int('Give the amount in cents').positive('Give an amount above 0').optional() })
const IdempotencyKey = z.string().trim().min(8, 'Send an Idempotency-Key header (8 to 100 characters)').max(100)
const stockBody = z.object({ count: z.number().int().min(0).max(100_000) })
const ledgerQuery = z.object({ store: StoreSlug.optional() })
const mailQuery = z.object({
  status: z.enum(['queued', 'sending', 'delivered', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
})
const mailParam = z.object({ id: z.coerce.number().int().positive() })

type AdminEnv = AppEnv & { Variables: AppEnv['Variables'] & { operations: OperationsPort } }

const isoBound = (value: string | undefined) => (value && value.length === 10 ? `${value}T00:00:00.000Z` : value)

export const admin = new Hono<AdminEnv>()
  .use(adminAuth())
  // In either mode: how often the storefront met a service it could not use (operator-counters.ts).
  .get('/counters', async (c) => c.json(await operatorCounts(c.env.CACHE)))
  .use(async (c, next) => {
    const operations = createBackendOperations(c.env, c.var.config, c.var.loopback)
    if (!operations) return c.json({ error: 'This storefront fronts a commerce backend: manage orders there.' }, 404)
    c.set('operations', operations)
    await next()
  })
  .get('/orders', zValidator('query', listQuery, badRequest), async (c) => {
    const query = c.req.valid('query')
    const orders = await c.var.operations.orders({
      storeSlug: query.store,
      status: query.status,
      from: isoBound(query.from),
      to: isoBound(query.to),
      beforeId: query.before,
      limit: query.limit,
    })
    const next = orders.length === query.limit ? orders.at(-1)?.id : undefined
    return c.json({ orders, next: next ?? null })
  })
  .get('/orders/export', zValidator('query', exportQuery, badRequest), async (c) => {
    const query = c.req.valid('query')
    const csv = await c.var.operations.ordersCsv({
      storeSlug: query.store,
      status: query.status,
      from: isoBound(query.from),
      to: isoBound(query.to),
      limit: 100_000,
    })
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders${query.store ? `-${query.store}` : ''}.csv"`,
    })
  })
  .get('/orders/:lookup', zValidator('param', z.object({ lookup: Lookup }), badRequest), async (c) => {
    const result = await c.var.operations.order(c.req.valid('param').lookup)
    return result.ok ? c.json(result.value) : failureResponse(c, result.failure)
  })
  .post(
    '/orders/:lookup/ship',
    zValidator('param', z.object({ lookup: Lookup }), badRequest),
    zValidator('json', shipBody, badRequest),
    async (c) => {
      const result = await c.var.operations.ship({ lookupNumber: c.req.valid('param').lookup, ...c.req.valid('json') })
      return result.ok ? c.json(result.value) : failureResponse(c, result.failure)
    },
  )
  .post(
    '/orders/:lookup/refund',
    zValidator('param', z.object({ lookup: Lookup }), badRequest),
    zValidator('header', z.object({ 'idempotency-key': IdempotencyKey }), badRequest),
    zValidator('json', refundBody, badRequest),
    async (c) => {
      const result = await c.var.operations.refund({
        lookupNumber: c.req.valid('param').lookup,
        amountCents: c.req.valid('json').amount,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      })
      if (!result.ok) return failureResponse(c, result.failure)
      // 202: written, but the provider could not be reached; the clock asks it again.
      const status = result.value.refund.state === 'pending' ? 202 : result.value.repeated ? 200 : 201
      return c.json(result.value, status)
    },
  )
  .put(
    '/stock/:sku',
    zValidator('param', z.object({ sku: z.string().max(80) }), badRequest),
    zValidator('json', stockBody, badRequest),
    async (c) => {
      const result = await c.var.operations.setStock(c.req.valid('param').sku, c.req.valid('json').count)
      return result.ok ? c.json(result.value) : failureResponse(c, result.failure)
    },
  )
  // `npm run store:import` calls this once the store's rows are written: the store's next
  // request, on every page, reads it afresh instead of a cached copy (ADR 113).
  .post('/stores/:slug/refresh', zValidator('param', z.object({ slug: StoreSlug }), badRequest), async (c) => {
    const identity = await c.var.operations.storeIdentity(c.req.valid('param').slug)
    if (!identity.ok) return failureResponse(c, identity.failure)
    await forgetStore(c.env.CACHE, c.var.lookupMemo, identity.value)
    return c.json({ store: identity.value.slug, refreshed: true })
  })
  .get('/ledger', zValidator('query', ledgerQuery, badRequest), async (c) => {
    const report = await c.var.operations.ledger(c.req.valid('query').store ?? null)
    return c.json(report)
  })
  .post('/reconcile', async (c) => c.json(await c.var.operations.reconcile({ asOf: new Date(), recheck: true })))
  // The stores' mail and how its delivery went; `?status=failed` is what the dead-letter queue recorded.
  .get('/mail', zValidator('query', mailQuery, badRequest), async (c) =>
    c.json({ mail: await c.var.operations.mail(c.req.valid('query')) }),
  )
  .post('/mail/:id/retry', zValidator('param', mailParam, badRequest), async (c) => {
    const result = await c.var.operations.retryMail(c.req.valid('param').id)
    return result.ok ? c.json(result.value) : failureResponse(c, result.failure)
  })
  .all('*', (c) => c.json({ error: 'Not found' }, 404))
