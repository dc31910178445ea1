import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { closedToRobots } from '../middleware/closed-to-robots'
import { robotsTxt } from '../seo/robots-txt'

/**
 * /robots.txt of the request's store, naming its own sitemap; a gated store or a preview
 * closes everything. Cheap to make, so made on each request; a shared cache keeps it a few
 * minutes per host (each store answers on its own host).
 */
export const robots = new Hono<AppEnv>().get('/robots.txt', (c) =>
  c.text(robotsTxt({ origin: new URL(c.req.url).origin, closed: closedToRobots(c) }), 200, {
    'cache-control': closedToRobots(c) ? 'no-store' : 'public, max-age=300',
  }),
)
