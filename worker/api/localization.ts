import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { badRequest } from './validation'

/**
 * GET /v1/localization_details: the locales, currencies and regions a store offers. The
 * spec keys the call by store id; the browser names its store by slug, which is its own
 * store's site key here.
 */
const detailsQuery = z.object({
  storeId: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9_-]+$/, 'Store ids are letters, digits, hyphens and underscores'),
})

export const localization = new Hono<AppEnv>().get('/v1/localization_details', zValidator('query', detailsQuery, badRequest), async (c) => {
  const { storeId } = c.req.valid('query')
  const own = c.get('store')
  const siteKey = own && (storeId === own.slug || storeId === own.siteKey) ? own.siteKey : storeId
  return c.json(await c.var.commerce.localizationDetails(siteKey))
})
