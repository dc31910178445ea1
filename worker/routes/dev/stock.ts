import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import { parseSku } from '../../../domain/sku'
import { badRequest } from '../../api/validation'
import { storeKey } from '../../lib/cache-key'
import { storeMemoPrefix } from '../../commerce/cache/isolate-memo'
import type { DevToolsPort } from '../../commerce/port/dev-tools'
import { type AppEnv, readConfig } from '../../env'

/** The app's context with the built-in backend's dev tools, which /dev's first middleware sets. */
export type DevEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { devTools: DevToolsPort } }

/**
 * Development only: set the stock of one sku of the current store, so an item can sell
 * out while it sits in a cart (the unavailable-items journey) and be restocked after.
 * The store's catalogue version moves on, so no cached listing shows the old stock.
 */
const stockBody = z.object({
  sku: z.string().refine((sku) => parseSku(sku) !== null, 'Skus look like {itemGroupId}_{colorId}_{sizeId}'),
  count: z.number().int().min(0).max(100_000),
})

export const devStock = new Hono<DevEnv>()
  .use('*', async (c, next) => {
    if (readConfig(c.env).ENVIRONMENT !== 'development') return c.json({ error: 'Not found' }, 404)
    await next()
  })
  .post('/', zValidator('json', stockBody, badRequest), async (c) => {
    const { sku, count } = c.req.valid('json')
    const parts = parseSku(sku)
    if (!parts) return c.json({ error: 'Not a sku' }, 400)
    const set = await c.var.devTools.setStock(
      { productId: Number(parts.itemGroupId), colorId: parts.colorId, sizeId: parts.sizeId },
      count,
      c.var.store.id,
    )
    if (!set) return c.json({ error: `No stock row for ${sku} in this store` }, 404)
    await c.env.CACHE.delete(storeKey(c.var.store.slug))
    // The new catalogue version is read on the next page, which so renders afresh.
    c.var.lookupMemo?.forget(storeMemoPrefix(c.var.store.slug))
    return c.json({ sku, count })
  })
