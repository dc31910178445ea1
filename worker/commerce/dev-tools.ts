import { Hono } from 'hono'
import { type AppEnv, usesProviderBackend } from '../env'
import { builtinDevTools } from './builtin/dev'

/**
 * The built-in backend's development tools under /dev (sandbox payment pages, outbox, the
 * clock, stock), answered only where the built-in backend serves: in provider mode the
 * commerce backend keeps its own, and this worker's D1 holds nothing of the store's.
 */
export const devTools = new Hono<AppEnv>()
  .use(async (c, next) => (usesProviderBackend(c.var.config) ? c.notFound() : next()))
  .route('/', builtinDevTools)
