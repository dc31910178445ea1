import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { rasterRenditionUrl } from '../../domain/image-renditions'
import { mockupUrl } from '../../domain/images'
import { app } from '../../worker/app'
import type { Bindings } from '../../worker/env'
import { MOCKUP_RASTER_WIDTH, mockupRasterKey, mockupRasterSvg } from '../../worker/media/mockup-raster'
import { buildStore, seedStore } from '../support/factories/store'

/**
 * A mockup's raster rendition where Cloudflare's Images binding behaves as its documentation
 * says it does with SVG ("Cloudflare does not resize SVGs": info names the type without a
 * size, output hands the SVG back). Miniflare's binding, which rasterises SVG with Sharp,
 * would hide the production gap: only the raster the store import stores closes it (ADR 108).
 */

const HOST = 'rasters.localhost'
const drawing = { kind: 'tee', view: 'front', hex: '#1d4ed8', artwork: 'NIGHT' } as const
const shown = mockupUrl({ ...drawing, width: 560 })

const streamOf = (bytes: ArrayBuffer) => new Response(bytes).body as ReadableStream<Uint8Array>

async function read(stream: ReadableStream<Uint8Array>) {
  const bytes = await new Response(stream).arrayBuffer()
  return { bytes, svg: new TextDecoder().decode(bytes.slice(0, 256)).includes('<svg') }
}

function svgPassedThrough(bytes: ArrayBuffer): ImageTransformationResult {
  return {
    contentType: () => 'image/svg+xml',
    image: () => streamOf(bytes),
    response: () => new Response(bytes, { headers: { 'content-type': 'image/svg+xml' } }),
  } as ImageTransformationResult
}

/** The production binding's SVG behaviour around Miniflare's binding for everything else. */
function productionImages(real: ImagesBinding): ImagesBinding {
  return {
    hosted: real.hosted,
    async info(stream, options) {
      const { bytes, svg } = await read(stream)
      return svg ? { format: 'image/svg+xml' } : real.info(streamOf(bytes), options)
    },
    input(stream, options) {
      const pending = read(stream)
      const transforms: ImageTransform[] = []
      const transformer = {
        transform(transform: ImageTransform) {
          transforms.push(transform)
          return transformer
        },
        async output(output: ImageOutputOptions) {
          const { bytes, svg } = await pending
          if (svg) return svgPassedThrough(bytes)
          const resized = transforms.reduce((image, transform) => image.transform(transform), real.input(streamOf(bytes), options))
          return resized.output(output)
        },
      }
      return transformer as unknown as ImageTransformer
    },
  }
}

async function get(path: string, overrides: Partial<Bindings>) {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(`http://${HOST}${path}`, { headers: { host: HOST } }), { ...env, ...overrides }, ctx)
  const bytes = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return { status: response.status, type: response.headers.get('content-type'), bytes, text: () => new TextDecoder().decode(bytes) }
}

const real = () => {
  if (!env.IMAGES) throw new Error('The test needs the IMAGES binding of wrangler.toml')
  return env.IMAGES
}

/** Stores the drawing's raster as the import writes it (base64 text), or removes it. */
async function storeRaster(raster: ArrayBuffer | null) {
  const key = await mockupRasterKey(drawing)
  if (!raster) return env.CACHE.delete(key)
  let binary = ''
  for (const byte of new Uint8Array(raster)) binary += String.fromCharCode(byte)
  await env.CACHE.put(key, btoa(binary))
}

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'rasters', name: 'Rasters' }))
})

describe('a mockup raster where the Images binding does not rasterise SVG', { timeout: 30_000 }, () => {
  it('is refused as such, never served as a JPEG, while the import has stored none', async () => {
    await storeRaster(null)
    const answer = await get(rasterRenditionUrl(shown, 1200), { IMAGES: productionImages(real()) })
    expect(answer.status).toBe(415)
    expect(answer.text()).toBe('This image has no raster rendition here.')
  })

  it('is the stored raster, resized to the width asked', async () => {
    const stored = await new Response(
      (
        await real()
          .input(new Response(mockupRasterSvg(drawing)).body as ReadableStream<Uint8Array>)
          .output({ format: 'image/jpeg' })
      ).image(),
    ).arrayBuffer()
    expect((await real().info(streamOf(stored))) as { width: number }).toMatchObject({ width: MOCKUP_RASTER_WIDTH })
    await storeRaster(stored)

    const answer = await get(rasterRenditionUrl(shown, 800), { IMAGES: productionImages(real()) })
    expect(answer.status).toBe(200)
    expect(answer.type).toBe('image/jpeg')
    expect(await real().info(streamOf(answer.bytes))).toMatchObject({ format: 'image/jpeg', width: 800, height: 800 })
  })
})
