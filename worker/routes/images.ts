import { type Context, Hono } from 'hono'
import { parseRenditionRequest, RENDITION_MIME, type RenditionRequest } from '../../domain/image-renditions'
import { parseMockupPath } from '../../domain/images'
import type { AppEnv } from '../env'
import { isStoreImageSource, MAX_IMAGE_REDIRECTS, MAX_SOURCE_BYTES, RENDITION_QUALITY, renditionCacheKey } from '../media/image-source'
import { storedMockupRaster } from '../media/mockup-raster'
import { renderMockupSvg } from '../media/mockup-svg'
import { log } from '../lib/logger'

/**
 * The image route (docs/images.md): `/images/{width}/{format}?src=…` is one of the store's
 * images resized to a width of the fixed list and encoded as AVIF, WebP or JPEG by the
 * Images binding, kept in the data centre's cache. Only the store's own images: its
 * drawn mockups (by path) and photos on its image origins; anything else is refused.
 */

/** The data centre's cache (the Workers runtime's caches.default, which the DOM's CacheStorage type lacks). */
const edgeCache = (): Cache => (caches as unknown as { default: Cache }).default

const NOT_THE_STORES = 'This image is not one of the store’s.'
const YEAR = 'public, max-age=31536000, immutable'
/** A photo's host may change what its URL shows: a day, then a stale copy while the edge asks again. */
const DAY = 'public, max-age=86400, stale-while-revalidate=604800'

/** What the route resizes: the original's bytes and how long its renditions may be kept. */
interface Original {
  bytes: ArrayBuffer
  cacheControl: string
}

class Refused extends Error {
  constructor(
    readonly status: 403 | 404 | 413 | 415 | 502,
    message: string,
  ) {
    super(message)
  }
}

export const images = new Hono<AppEnv>().get('/:width/:format', async (c) => {
  const url = new URL(c.req.url)
  const wanted = parseRenditionRequest(url.pathname, url.searchParams)
  if (!wanted) return c.text('Not an image size or format this store makes.', 400)
  const mockup = wanted.src.startsWith('/') ? mockupOf(wanted.src) : null
  const remote = mockup ? null : remoteSource(wanted.src, c)
  if (!mockup && !remote) return c.text(NOT_THE_STORES, 403)

  const imagesBinding = c.env.IMAGES
  // Without the binding there is nothing to resize with: a photo is sent to as it is; a
  // mockup has no raster rendition (pages show the SVG itself).
  if (!imagesBinding) {
    return remote ? c.redirect(remote.href, 302) : c.text('Raster renditions are not available here.', 404)
  }

  const key = new Request(renditionCacheKey(remote?.href ?? wanted.src, wanted.width, wanted.format))
  const kept = await edgeCache().match(key)
  // A cached answer's headers are immutable; the app's middleware still sets its own.
  if (kept) return new Response(kept.body, kept)

  try {
    const original = mockup ? await mockupSource(mockup, wanted.width, c.env.CACHE) : await fetchOriginal(remote as URL, c)
    const answer = await transform(imagesBinding, original, wanted)
    c.executionCtx.waitUntil(edgeCache().put(key, answer.clone()))
    return answer
  } catch (error) {
    if (error instanceof Refused) return c.text(error.message, error.status)
    log.warn('images', { src: wanted.src, message: String(error) })
    return c.text('This image could not be resized.', 502)
  }
})

function mockupOf(src: string) {
  const path = new URL(src, 'https://store.invalid')
  return parseMockupPath(path.pathname, path.searchParams)
}

/** The photo's URL when it is on one of the store's image origins, else null. */
function remoteSource(src: string, c: Context<AppEnv>): URL | null {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return null
  }
  return isStoreImageSource(url, c.var.config) ? url : null
}

/**
 * A mockup's original: the raster the store import drew (ADR 108), which production's binding
 * can resize; else the SVG drawn at the rendition's width, which only a binding that
 * rasterises SVG (Miniflare's) turns into the format asked.
 */
async function mockupSource(mockup: NonNullable<ReturnType<typeof mockupOf>>, width: number, kv: KVNamespace): Promise<Original> {
  const drawing = { kind: mockup.kind, view: mockup.view, hex: mockup.hex, artwork: mockup.artwork }
  const stored = await storedMockupRaster(kv, drawing)
  if (stored) return { bytes: stored, cacheControl: YEAR }
  const svg = renderMockupSvg({ ...drawing, width })
  return { bytes: new TextEncoder().encode(svg).buffer as ArrayBuffer, cacheControl: YEAR }
}

/** The photo's bytes, following redirects only to the store's own image origins. */
async function fetchOriginal(source: URL, c: Context<AppEnv>): Promise<Original> {
  let url = source
  for (let hop = 0; hop <= MAX_IMAGE_REDIRECTS; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { accept: 'image/*' } })
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      const next = new URL(location, url)
      if (!isStoreImageSource(next, c.var.config)) throw new Refused(403, NOT_THE_STORES)
      url = next
      continue
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new Refused(response.status === 404 || response.status === 410 ? 404 : 502, 'The original image could not be read.')
    }
    if (!(response.headers.get('content-type') ?? '').startsWith('image/')) {
      await response.body?.cancel()
      throw new Refused(415, 'The original is not an image.')
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_SOURCE_BYTES) {
      await response.body?.cancel()
      throw new Refused(413, 'The original image is too large to resize.')
    }
    const bytes = await response.arrayBuffer()
    if (bytes.byteLength > MAX_SOURCE_BYTES) throw new Refused(413, 'The original image is too large to resize.')
    return { bytes, cacheControl: DAY }
  }
  throw new Refused(502, 'The original image redirects too often.')
}

const streamOf = (bytes: ArrayBuffer) => new Response(bytes).body as ReadableStream<Uint8Array>

/**
 * Resize (never enlarge: a photo smaller than the width keeps its own) and encode. An answer
 * in another format than asked (Cloudflare hands an SVG back unchanged) is not served as one.
 */
async function transform(binding: ImagesBinding, original: Original, wanted: RenditionRequest): Promise<Response> {
  const info = await binding.info(streamOf(original.bytes))
  const ownWidth = 'width' in info ? info.width : undefined
  const width = ownWidth ? Math.min(ownWidth, wanted.width) : wanted.width
  const mime = RENDITION_MIME[wanted.format]
  const result = await binding
    .input(streamOf(original.bytes))
    .transform({ width })
    .output({ format: mime, quality: RENDITION_QUALITY[wanted.format] })
  if (result.contentType() !== mime) {
    await result.image().cancel()
    throw new Refused(415, 'This image has no raster rendition here.')
  }
  return new Response(result.image(), {
    headers: {
      'content-type': mime,
      'cache-control': original.cacheControl,
      'x-content-type-options': 'nosniff',
    },
  })
}
