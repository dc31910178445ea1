import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { parseSku } from '../../domain/sku'
import { badRequest } from '../api/validation'
import { storeKey } from '../lib/cache-key'
import { type AppEnv, readConfig } from '../env'

/**
 * Development only: set the stock of one sku of the current store, so an item can sell
 * out while it sits in a cart (the unavailable-items journey) and be restocked after.
 * The store's catalogue version moves on, so no cached listing shows the old stock.
 */
const stockBody = z.object({
  sku: z.string().refine((sku) => parseSku(sku) !== null, 'Skus look like {itemGroupId}_{colorId}_{sizeId}'),
  count: z.number().int().min(0).max(100_000),
})

export const devStock = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (readConfig(c.env).ENVIRONMENT !== 'development') return c.json({ error: 'Not found' }, 404)
    await next()
  })
  .post('/', zValidator('json', stockBody, badRequest), async (c) => {
    const { sku, count } = c.req.valid('json')
    const parts = parseSku(sku)
    if (!parts) return c.json({ error: 'Not a sku' }, 400)
    const result = await c.env.DB.prepare(
      `UPDATE inventory SET count = ?1
       WHERE variation_id = ?2 AND size_id = ?3
         AND variation_id IN (
           SELECT v.id FROM variations v
           JOIN products p ON p.id = v.product_id
           JOIN listings l ON l.id = p.listing_id
           WHERE p.id = ?4 AND l.store_id = ?5)`,
    )
      .bind(count, parts.colorId, parts.sizeId, Number(parts.itemGroupId), c.var.store.id)
      .run()
    if (result.meta.changes === 0) return c.json({ error: `No stock row for ${sku} in this store` }, 404)
    // Cached listing answers are keyed by the catalogue version: a new version shows the stock now.
    await c.env.DB.prepare('UPDATE stores SET catalogue_version = catalogue_version + 1 WHERE id = ?1').bind(c.var.store.id).run()
    await c.env.CACHE.delete(storeKey(c.var.store.slug))
    return c.json({ sku, count })
  })
