import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { CACHE_STAND_IN_HOST, startMiniflare } from '../local-worker'

// The bench subtracts this worker's CPU without its lookup and put from its CPU with them
// (render.ts: measureLocalCache). The figure means something only if the put really stores
// the page and the plain answer stores nothing: asked of Miniflare's own cache.
describe('the cache stand-in of the bench', () => {
  let mf: Miniflare
  let assetsDir: string
  beforeAll(async () => {
    assetsDir = mkdtempSync(join(tmpdir(), 'cache-stand-in-'))
    mf = startMiniflare({ bundleDir: assetsDir, assetsDir, scriptless: true, withReferenceWorkers: true })
    await mf.ready
    // Starting workerd takes 2 s on an idle machine and over 10 s (the default hook limit) on a busy one.
  }, 60_000)
  afterAll(async () => {
    await mf.dispose()
    rmSync(assetsDir, { recursive: true, force: true })
  })

  const kept = async (url: string) => (await mf.getCaches()).default.match(url)

  it('answers a page of the size asked, and with store=1 keeps it in the cache', async () => {
    const url = `http://${CACHE_STAND_IN_HOST}/?bytes=75000&store=1&n=1`
    const response = await mf.dispatchFetch(url)
    expect(response.status).toBe(200)
    expect((await response.text()).length).toBe(75_000)
    await vi.waitFor(async () => expect((await kept(url))?.status).toBe(200))
    const again = await mf.dispatchFetch(url)
    expect(again.status).toBe(500)
    expect(await again.text()).toBe('stored before')
  })

  it('keeps nothing without store=1', async () => {
    const url = `http://${CACHE_STAND_IN_HOST}/?bytes=2000&store=0&n=2`
    const response = await mf.dispatchFetch(url)
    expect((await response.text()).length).toBe(2_000)
    // A page stored after it, through waitUntil too: once it is kept, the first would be if it were going to be.
    const stored = `http://${CACHE_STAND_IN_HOST}/?bytes=2000&store=1&n=3`
    await (await mf.dispatchFetch(stored)).text()
    await vi.waitFor(async () => expect(await kept(stored)).toBeDefined())
    expect(await kept(url)).toBeUndefined()
  })
})
