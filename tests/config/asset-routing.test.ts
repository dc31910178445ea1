import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Miniflare } from 'miniflare'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler'
import viteConfig from '../../vite.config'

/**
 * wrangler.toml's `run_worker_first` sends the busiest pages and the API straight to the
 * worker, past the static-asset lookup, and leaves every other path to Workers Assets first
 * (docs/decisions/079-pages-run-the-worker-first.md). Asked through Miniflare's router (the
 * platform's routing, with the patterns as wrangler hands them over), in front of a worker
 * that only says it ran: a build file a pattern caught would reach the worker, which has no
 * route for it, and a missing chunk answered by Assets would carry _headers' year-long cache.
 */

const root = join(import.meta.dirname, '../..')
const WORKER = 'the worker answered'

/** Files of the assets folder Workers Assets reads as settings rather than serves. */
const SETTINGS = new Set(['_headers', '_redirects', '.assetsignore'])

/** What the client build serves: the public files, Vite's manifest and a file of its assets folder. */
function servedFiles(): string[] {
  const build = viteConfig as { publicDir: string; build: { manifest: string; assetsDir?: string } }
  const publicDir = join(root, build.publicDir)
  const ignored = new Set(
    readFileSync(join(publicDir, '.assetsignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim()),
  )
  const publicFiles = readdirSync(publicDir).filter((name) => !SETTINGS.has(name) && !ignored.has(name))
  return [...publicFiles, build.build.manifest, `${build.build.assetsDir ?? 'assets'}/route-abc123.js`]
}

/** Pages and API paths that skip the lookup: each also exists as a file here, which the worker must still answer. */
const FIRST = ['/', '/listing/midnight-hoodie', '/search', '/cart', '/checkout/abc', '/thankyou', '/api/v1/listings']
/** Pages found after the lookup, as before: a collection, a listing at /{slug}, the legal pages. */
const AFTER_LOOKUP = ['/apparel', '/midnight-hoodie', '/terms-of-use', '/support/shipping']

let mf: Miniflare
let dir: string

/** Writes a file into the assets folder under test, with the folders its path names. */
function place(path: string, text: string): void {
  mkdirSync(join(dir, path, '..'), { recursive: true })
  writeFileSync(join(dir, path), text)
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'asset-routing-'))
  // Only where a file is matters to the router, not what it holds.
  for (const file of servedFiles()) place(file, `static ${file}`)
  for (const page of FIRST.slice(1)) place(page, 'a file where a page is')
  place('index.html', 'a file where the home page is')
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') })
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config)
  mf = new Miniflare({
    modules: true,
    script: `export default { fetch() { return new Response(${JSON.stringify(WORKER)}) } }`,
    compatibilityDate: config.compatibility_date,
    assets: { ...workerOptions.assets, directory: dir },
  } as ConstructorParameters<typeof Miniflare>[0])
  await mf.ready
}, 30_000)

afterAll(async () => {
  await mf?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

const answer = async (path: string) => {
  const response = await mf.dispatchFetch(`http://localhost${path}`)
  return { status: response.status, body: await response.text() }
}

describe('which requests run the worker first', () => {
  it('every file the client build serves is answered by Workers Assets', async () => {
    for (const file of servedFiles()) {
      const { status, body } = await answer(`/${file}`)
      expect({ file, status, fromWorker: body === WORKER }).toEqual({ file, status: 200, fromWorker: false })
    }
  })

  it('a missing file under /assets still reaches the worker, whose 404 is not cached', async () => {
    expect((await answer('/assets/gone-123.js')).body).toBe(WORKER)
  })

  it('the busiest pages and the API are answered by the worker, even where a file has their name', async () => {
    for (const page of FIRST) expect({ page, body: (await answer(page)).body }).toEqual({ page, body: WORKER })
  })

  it('every other page still reaches the worker after the lookup', async () => {
    for (const page of AFTER_LOOKUP) expect({ page, body: (await answer(page)).body }).toEqual({ page, body: WORKER })
  })
})
