import { Hono } from 'hono'
import { parseMockupPath, parseStoreIconPath } from '../../domain/images'
import type { AppEnv } from '../env'
import { renderMockupSvg } from '../media/mockup-svg'
import { renderStoreIconSvg } from '../media/store-icon-svg'

/**
 * Product mockups and store icons drawn on request. A URL names exactly what it shows, so
 * the answer never changes: cached for a year by browsers and the edge.
 */
const IMMUTABLE_SVG = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
}

export const mockups = new Hono<AppEnv>()
  .get('/icon/*', (c) => {
    const url = new URL(c.req.url)
    const icon = parseStoreIconPath(url.pathname, url.searchParams)
    return icon ? c.body(renderStoreIconSvg(icon), 200, IMMUTABLE_SVG) : c.text('Not found', 404)
  })
  .get('/*', (c) => {
    const url = new URL(c.req.url)
    const params = parseMockupPath(url.pathname, url.searchParams)
    if (!params) return c.text('Not found', 404)
    return c.body(renderMockupSvg(params), 200, IMMUTABLE_SVG)
  })
