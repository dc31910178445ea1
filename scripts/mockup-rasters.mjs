// The store import's raster step (ADR 108): every drawn mockup of a store (front and side
// of each colour shown without photos) as a 1,200 px JPEG, written to the CACHE KV namespace
// under the key the image route looks up, so production's Images binding, which does not
// rasterise SVG, has a raster to resize for feeds and og:image.
import { randomUUID } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { tsImport } from 'tsx/esm/api'

/** Quality of the stored copy: it is resized again by the route, so a little above the renditions' 80. */
const STORED_QUALITY = 88
/** Entries per `wrangler kv bulk put`: well under the API's 100 MB request at ~100 KB of base64 a raster. */
const BATCH = 400

async function modules() {
  const [images, raster] = await Promise.all([
    tsImport('../domain/images.ts', import.meta.url),
    tsImport('../worker/media/mockup-raster.ts', import.meta.url),
  ])
  return { ...images, ...raster }
}

/** The distinct drawings of a validated store file: what its listing pages show as SVG. */
export async function storeMockups(store) {
  const { variationImages, parseMockupPath } = await modules()
  const drawings = new Map()
  for (const listing of store.listings) {
    for (const product of listing.products) {
      for (const variation of product.variations) {
        if (variation.images.length > 0) continue
        for (const image of variationImages({ kind: product.mockup, hex: variation.hex, artwork: product.artwork })) {
          // Read back from the URL the page shows, exactly as the image route will read it.
          const url = new URL(image.src, 'https://store.invalid')
          const { kind, view, hex, artwork } = parseMockupPath(url.pathname, url.searchParams)
          drawings.set(`${kind}/${view}/${hex}/${artwork}`, { kind, view, hex, artwork })
        }
      }
    }
  }
  return [...drawings.values()]
}

/** Each drawing rasterised: `{ key, jpeg }`, the key being the one the image route reads. */
export async function rasteriseMockups(drawings) {
  const { mockupRasterKey, mockupRasterSvg } = await modules()
  return Promise.all(
    drawings.map(async (drawing) => ({
      key: await mockupRasterKey(drawing),
      jpeg: await sharp(Buffer.from(mockupRasterSvg(drawing)))
        .jpeg({ quality: STORED_QUALITY, mozjpeg: true })
        .toBuffer(),
    })),
  )
}

/** Writes the rasters with `wrangler kv bulk put`, in batches; `runWrangler(args)` runs one call. */
export async function storeMockupRasters(rasters, { remote = false, persistTo } = {}, runWrangler) {
  const target = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])]
  for (let start = 0; start < rasters.length; start += BATCH) {
    // Base64 text, not `base64: true`: wrangler 4.86's local bulk put re-reads decoded bytes as
    // UTF-8 and stores U+FFFD for every invalid byte (workers-sdk #15192), so a JPEG written
    // locally would not be the JPEG read remotely. Text survives both paths the same.
    const entries = rasters.slice(start, start + BATCH).map(({ key, jpeg }) => ({ key, value: jpeg.toString('base64') }))
    const file = join(tmpdir(), `mockup-rasters-${randomUUID()}.json`)
    await writeFile(file, JSON.stringify(entries), 'utf8')
    try {
      await runWrangler(['kv', 'bulk', 'put', file, '--binding', 'CACHE', ...target])
    } finally {
      await rm(file, { force: true })
    }
  }
}
