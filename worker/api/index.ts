import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { catalog } from './catalog'
import { localization } from './localization'
import { previewApi } from './preview'

/**
 * The same-origin JSON API under /api: `/api` + the spec's path for each call. Each
 * resource is one chained sub-app mounted here.
 */
export const api = new Hono<AppEnv>()
  .route('/', catalog)
  .route('/', localization)
  .route('/', previewApi)
