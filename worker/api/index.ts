import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { catalogueCaching } from '../middleware/catalogue-caching'
import { afterSales } from './after-sales'
import { catalog } from './catalog'
import { checkout } from './checkout'
import { localization } from './localization'
import { orders } from './orders'
import { payments } from './payments'
import { previewApi } from './preview'

/**
 * The same-origin JSON API under /api: `/api` + the spec's path for each call. Each
 * resource is one chained sub-app mounted here.
 */
export const api = new Hono<AppEnv>()
  .use(catalogueCaching())
  .route('/', catalog)
  .route('/', localization)
  .route('/', previewApi)
  .route('/', checkout)
  .route('/', payments)
  .route('/', orders)
  .route('/', afterSales)
