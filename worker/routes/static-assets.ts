import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { mockups } from './mockups'

/**
 * Static answers: the product mockups drawn from their URL, and the built client files.
 * Workers Assets serves every file of the build before the worker runs, so a request for
 * /assets/* that reaches the worker names a file the build does not have (an old chunk
 * after a deploy, say): a plain 404 that is not cached, never the HTML page-not-found.
 */
export const staticAssets = new Hono<AppEnv>()
  .route('/mockups', mockups)
  .get('/assets/*', (c) => c.text('Not found', 404, { 'cache-control': 'no-store' }))
