import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import type { AfterSalesAnswer } from '../../domain/schemas/after-sales'
import { Email, StoreSlug } from '../../domain/schemas/fields'
import type { AppEnv } from '../env'
import { afterSalesBadRequest, afterSalesFailure } from './after-sales-answers'
import { lookUpOrder, ownOrder } from './order-lookup'
import { failureResponse } from './port-failure'
import { queuePurchase } from '../analytics/checkout-steps'
import { isTrustedCaller, OTHER_STORE, storeForCall } from './trusted-caller'
import { badRequest } from './validation'

/** Order calls of spec section 7: fetch by cart or lookup number, and order recovery. */

const orderQuery = z
  .object({
    cartId: z.string().trim().min(1).max(64).optional(),
    lookupNumber: z.string().trim().min(1, 'Please enter your order number').max(40).optional(),
  })
  .refine((query) => query.cartId ?? query.lookupNumber, { message: 'Give a cartId or a lookupNumber', path: ['lookupNumber'] })

// The spec sends these as query parameters of a POST with no body.
const recoverQuery = z.object({ email: Email, slug: StoreSlug })

export const orders = new Hono<AppEnv>()
  // The thank-you page's read: the order of this browser's own cart, found by its cookies.
  .get('/v1/orders/mine', async (c) => {
    const result = await ownOrder(c)
    if (!result.ok) return failureResponse(c, result.failure)
    queuePurchase(c, result.value)
    c.header('cache-control', 'private, no-store')
    return c.json(result.value)
  })
  .get('/v1/orders', zValidator('query', orderQuery, badRequest), async (c) => {
    const query = c.req.valid('query')
    // A storefront in provider mode limits its own shoppers' misses and hides the shopper's
    // details itself (it knows the email they gave); counting here would lump all its
    // shoppers under its one address. It names the store a read is scoped to, as its port
    // call was (unscoped when it names none).
    const named = c.req.query('storeSlug')
    const scope = named ? { storeSlug: named } : undefined
    const result = isTrustedCaller(c)
      ? query.cartId
        ? await c.var.commerce.orderByCart(query.cartId, scope)
        : await c.var.commerce.orderByLookupNumber(query.lookupNumber ?? '', scope)
      : await lookUpOrder(c, query)
    return result.ok ? c.json(result.value) : failureResponse(c, result.failure)
  })
  .post('/v1/orders/recover', zValidator('query', recoverQuery, afterSalesBadRequest), async (c) => {
    const { email, slug } = c.req.valid('query')
    // A browser recovers orders of its own store only: the links in the email lead to it.
    const storeSlug = storeForCall(c, slug)
    if (!storeSlug) return c.json({ success: false, error: OTHER_STORE } satisfies AfterSalesAnswer, 403)
    const result = await c.var.commerce.recoverOrders({ storeSlug, email })
    if (!result.ok) return afterSalesFailure(c, result.failure)
    return c.json({ success: true, error: null } satisfies AfterSalesAnswer)
  })
