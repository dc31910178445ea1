import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { rasterRenditionUrl, renditionUrl } from '../../../domain/image-renditions'
import { mockupUrl } from '../../../domain/images'
import { app } from '../../../worker/app'
import type { Bindings } from '../../../worker/env'
import { buildStore, seedStore } from '../../support/factories/store'

/**
 * The image route as an attacker would try it: it resizes the store's own images only, never
 * fetches another store's image host or a private address, not even through a redirect, and
 * what it answers has really been transformed (type, width and bytes), not passed through.
 */

const HOST = 'pictures.localhost'
const CDN = 'images.pictures.example'
const PHOTO = `https://${CDN}/photos/tee.jpg`
const storeEnv: Partial<Bindings> = { IMAGE_HOSTS: CDN }

/** A 2,000 px JPEG photo, made here by the binding itself from a detailed drawing. */
let photo: ArrayBuffer
/** Every URL the worker fetched. */
let fetched: string[] = []

async function makePhoto(): Promise<ArrayBuffer> {
  const stripes = Array.from(
    { length: 200 },
    (_, i) => `<rect x="${i * 10}" y="0" width="10" height="2000" fill="hsl(${(i * 37) % 360} 70% ${30 + (i % 5) * 10}%)"/>`,
  ).join('')
  const circles = Array.from(
    { length: 300 },
    (_, i) =>
      `<circle cx="${(i * 613) % 2000}" cy="${(i * 397) % 2000}" r="${20 + (i % 40)}" fill="hsl(${(i * 71) % 360} 60% 60%)" opacity=".6"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000">${stripes}${circles}</svg>`
  const result = await env.IMAGES?.input(new Response(svg).body as ReadableStream<Uint8Array>).output({ format: 'image/jpeg', quality: 92 })
  if (!result) throw new Error('The test needs the IMAGES binding of wrangler.toml')
  return new Response(result.image()).arrayBuffer()
}

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'pictures', name: 'Pictures' }))
  photo = await makePhoto()
})

beforeEach(() => {
  fetched = []
  vi.stubGlobal('fetch', async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : input)
    fetched.push(url.href)
    if (url.href === PHOTO) return new Response(photo, { headers: { 'content-type': 'image/jpeg' } })
    if (url.href === `https://${CDN}/moved/metadata`)
      return new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } })
    if (url.href === `https://${CDN}/moved/loopback`)
      return new Response(null, { status: 301, headers: { location: 'http://127.0.0.1:8787/secret.jpg' } })
    if (url.href === `https://${CDN}/moved/photo`) return new Response(null, { status: 307, headers: { location: '/photos/tee.jpg' } })
    return new Response('not found', { status: 404 })
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

async function get(path: string, overrides: Partial<Bindings> = {}) {
  const ctx = createExecutionContext()
  const response = await app.fetch(
    new Request(`http://${HOST}${path}`, { headers: { host: HOST }, redirect: 'manual' }),
    { ...env, ...storeEnv, ...overrides },
    ctx,
  )
  const bytes = new Uint8Array(await response.arrayBuffer()) as Uint8Array<ArrayBuffer>
  await waitOnExecutionContext(ctx)
  return { status: response.status, headers: response.headers, bytes, text: () => new TextDecoder().decode(bytes) }
}

/** Width and type of an image as the binding reads it. */
async function infoOf(bytes: Uint8Array<ArrayBuffer>) {
  return env.IMAGES?.info(new Response(bytes).body as ReadableStream<Uint8Array>)
}

/** An AVIF's size from its image spatial extents ('ispe') box: Sharp's reader calls the file HEIF, which info() refuses. */
function avifSize(bytes: Uint8Array) {
  const at = new TextDecoder('latin1').decode(bytes).indexOf('ispe')
  const view = new DataView(bytes.buffer, bytes.byteOffset + at + 8, 8)
  return { width: view.getUint32(0), height: view.getUint32(4) }
}

// Every rendition is a Sharp decode and encode in Miniflare's Node process, which on a busy
// two-core machine takes seconds, more than vitest's default 5 s for the first one.
describe('the image route', { timeout: 30_000 }, () => {
  it("resizes one of the store's photos to WebP at the width asked, at a fraction of the original's bytes", async () => {
    expect(photo.byteLength).toBeGreaterThan(200_000)
    const answer = await get(renditionUrl(PHOTO, 480, 'webp'))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/webp')
    expect(new TextDecoder().decode(answer.bytes.slice(8, 12))).toBe('WEBP')
    expect(await infoOf(answer.bytes)).toMatchObject({ format: 'image/webp', width: 480, height: 480 })
    expect(answer.bytes.byteLength).toBeLessThan(photo.byteLength / 10)
  })

  // Sharp's AVIF encoder is the slowest of the three: the smallest width.
  it('makes AVIF when asked', { timeout: 60_000 }, async () => {
    const answer = await get(renditionUrl(PHOTO, 160, 'avif'))
    expect(answer.headers.get('content-type')).toBe('image/avif')
    expect(new TextDecoder().decode(answer.bytes.slice(4, 12))).toBe('ftypavif')
    expect(avifSize(answer.bytes)).toEqual({ width: 160, height: 160 })
  })

  it('makes WebP and JPEG too, and never enlarges a photo past its own width', async () => {
    const webp = await get(renditionUrl(PHOTO, 320, 'webp'))
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(new TextDecoder().decode(webp.bytes.slice(8, 12))).toBe('WEBP')
    expect(await infoOf(webp.bytes)).toMatchObject({ width: 320 })
    const jpeg = await get(rasterRenditionUrl(PHOTO, 2000))
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect([...jpeg.bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    expect(await infoOf(jpeg.bytes)).toMatchObject({ format: 'image/jpeg', width: 2000 })
  })

  it('keeps a rendition in the edge cache: the same rendition again fetches nothing', async () => {
    const url = renditionUrl(PHOTO, 640, 'webp')
    const first = await get(url)
    const again = await get(url)
    expect(fetched).toEqual([PHOTO])
    expect(again.bytes).toEqual(first.bytes)
  })

  it('follows a redirect that stays on the store’s image host', async () => {
    const answer = await get(renditionUrl(`https://${CDN}/moved/photo`, 240, 'jpeg'))
    expect(answer.status).toBe(200)
    expect(await infoOf(answer.bytes)).toMatchObject({ width: 240 })
    expect(fetched).toEqual([`https://${CDN}/moved/photo`, PHOTO])
  })

  it('draws a mockup as a raster at the width asked (feeds and og:image)', async () => {
    const mockup = mockupUrl({ kind: 'tee', view: 'front', hex: '#1d4ed8', artwork: 'NIGHT', width: 560 })
    const answer = await get(rasterRenditionUrl(mockup, 1200))
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    expect(await infoOf(answer.bytes)).toMatchObject({ format: 'image/jpeg', width: 1200, height: 1200 })
    expect(fetched).toEqual([])
  })

  describe('refuses what is not the store’s, fetching nothing', () => {
    const refused: [string, string][] = [
      ["another store's image host", 'https://images.other-store.example/photos/tee.jpg'],
      ['another store on this worker', 'http://other.localhost/mockups/tee/front/ffffff.svg?art=X&w=560'],
      ['the loopback address', 'http://127.0.0.1:8787/secret.jpg'],
      ['the metadata address', 'http://169.254.169.254/latest/meta-data/'],
      ['a same-origin path that is not a mockup', '/api/v1/stores'],
    ]
    it.each(refused)('%s', async (_name, src) => {
      const answer = await get(renditionUrl(src, 480, 'webp'))
      expect(answer.status).toBe(403)
      expect(answer.text()).toBe('This image is not one of the store’s.')
      expect(fetched).toEqual([])
    })

    it('a private address even when IMAGE_HOSTS names it', async () => {
      const answer = await get(renditionUrl('https://127.0.0.1/secret.jpg', 480, 'webp'), { IMAGE_HOSTS: `${CDN},127.0.0.1` })
      expect(answer.status).toBe(403)
      expect(fetched).toEqual([])
    })

    it.each([
      ['the metadata address', 'metadata'],
      ['the loopback address', 'loopback'],
    ])('a redirect from the store’s host to %s, which it never follows', async (_name, path) => {
      const answer = await get(renditionUrl(`https://${CDN}/moved/${path}`, 480, 'webp'))
      expect(answer.status).toBe(403)
      expect(fetched).toEqual([`https://${CDN}/moved/${path}`])
    })
  })

  it('answers a size or format it does not make with a 400', async () => {
    const answer = await get(`/images/500/webp?${new URLSearchParams({ src: PHOTO })}`)
    expect(answer.status).toBe(400)
    expect((await get(`/images/480/gif?${new URLSearchParams({ src: PHOTO })}`)).status).toBe(400)
    expect(fetched).toEqual([])
  })

  it("without the binding sends the browser to the store's photo as it is, and still refuses other hosts", async () => {
    const answer = await get(renditionUrl(PHOTO, 480, 'avif'), { IMAGES: undefined })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(PHOTO)
    expect((await get(renditionUrl('http://169.254.169.254/latest/meta-data/', 480, 'avif'), { IMAGES: undefined })).status).toBe(403)
    expect(fetched).toEqual([])
  })
})
