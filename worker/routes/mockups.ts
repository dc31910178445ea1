import { Hono } from 'hono'
import { parseMockupPath } from '../../domain/images'
import type { AppEnv } from '../env'
import { renderMockupSvg } from '../lib/mockup-svg'

/**
 * Product mockups drawn on request. A URL names exactly what it shows, so the answer
 * never changes: cached for a year by browsers and the edge.
 */
export const mockups = new Hono<AppEnv>().get('/*', (c) => {
  const url = new URL(c.req.url)
  const params = parseMockupPath(url.pathname, url.searchParams)
  if (!params) return c.text('Not found', 404)
  return c.body(renderMockupSvg(params), 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': 'public, max-age=31536000, immutable',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
})
