import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { mockupUrl, parseMockupPath } from '../domain/images'
import { parseStoreImport } from '../worker/commerce/builtin/db/store-import-validate'
import { mockupRasterKey } from '../worker/media/mockup-raster'
import { rasteriseMockups, storeMockupRasters, storeMockups } from './mockup-rasters.mjs'
import { run, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

/** A tee in two colours, one drawn (an upper-case hex, as a creator may type it), one shown by photos. */
const store = parseStoreImport({
  store: { slug: 'tees', name: 'Tee House', sellerId: 'seller-1' },
  theme: { meta: { storeName: 'Tee House' } },
  listings: [
    {
      slug: 'tee',
      title: 'Night Tee',
      products: [
        {
          productType: 'T-Shirt',
          name: 'Night Tee',
          mockup: 'tee',
          artwork: 'NIGHT',
          sizes: [{ label: 'M', price: '25.00' }],
          variations: [
            { color: 'Navy', hex: '#1D4ED8', inventory: { M: 3 } },
            { color: 'White', hex: '#ffffff', inventory: { M: 3 }, images: [{ url: 'https://photos.example.net/tee.jpg' }] },
          ],
        },
      ],
    },
  ],
})
if (!store.ok) throw new Error(store.errors.join('\n'))

const persistTo = mkdtempSync(join(tmpdir(), 'mockup-rasters-'))
afterAll(() => rmSync(persistTo, { recursive: true, force: true }))

describe('the store import draws each mockup once as a JPEG for production', () => {
  it('draws the front and side of every colour without photos, and none for a colour with photos', async () => {
    expect(await storeMockups(store.data)).toEqual([
      { kind: 'tee', view: 'front', hex: '#1d4ed8', artwork: 'NIGHT' },
      { kind: 'tee', view: 'side', hex: '#1d4ed8', artwork: 'NIGHT' },
    ])
  })

  it('keeps each at 1,200 px under the key the image route computes from the address a page shows', { timeout: 60_000 }, async () => {
    const rasters = await rasteriseMockups(await storeMockups(store.data))
    for (const raster of rasters) {
      expect(await sharp(raster.jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 })
    }
    // The page's own address for the navy front, read as the route reads it.
    const shown = new URL(mockupUrl({ kind: 'tee', view: 'front', hex: '#1D4ED8', artwork: 'NIGHT', width: 560 }), 'https://x.invalid')
    const { width: _shownAt, ...drawing } = parseMockupPath(shown.pathname, shown.searchParams) ?? {}
    expect(rasters[0].key).toBe(await mockupRasterKey(drawing as Parameters<typeof mockupRasterKey>[0]))

    // Written and read back by wrangler itself, as a deployment's namespace would hold it.
    await storeMockupRasters(rasters, { persistTo }, (args) => run(wranglerBin, args, { stdio: 'ignore' }))
    const readBack = execFileSync(
      wranglerBin,
      ['kv', 'key', 'get', rasters[0].key, '--binding', 'CACHE', '--local', '--persist-to', persistTo],
      {
        env: wranglerEnv,
      },
    )
    expect(Buffer.compare(Buffer.from(readBack.toString('ascii'), 'base64'), rasters[0].jpeg)).toBe(0)
  })

  it('writes in batches that stay far under the bulk API limits', async () => {
    const rasters = Array.from({ length: 401 }, (_, i) => ({ key: `k${i}`, jpeg: Buffer.from([i % 256]) }))
    const calls: string[][] = []
    await storeMockupRasters(rasters, { remote: true }, async (args) => {
      calls.push(args)
    })
    expect(calls.map((args) => args.slice(0, 3).concat(args.slice(4)))).toEqual([
      ['kv', 'bulk', 'put', '--binding', 'CACHE', '--remote'],
      ['kv', 'bulk', 'put', '--binding', 'CACHE', '--remote'],
    ])
  })
})
