import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import { StoreSlug } from '../../domain/schemas/fields'
import type { AppEnv } from '../env'
import { badRequest } from './validation'

/** GET /v1/localization_details: the locales, currencies and regions a store offers. */
const detailsQuery = z.object({ storeId: StoreSlug })

export const localization = new Hono<AppEnv>().get('/v1/localization_details', zValidator('query', detailsQuery, badRequest), async (c) =>
  c.json(await c.var.commerce.localizationDetails(c.req.valid('query').storeId)),
)
