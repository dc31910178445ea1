import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { Miniflare, type MiniflareOptions, type WorkerOptions } from 'miniflare'
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler'

const root = new URL('..', import.meta.url).pathname

/** A worker that answers at once: what Miniflare's own plumbing costs per request. */
export const NOOP_HOST = 'noop.bench.local'
const NOOP_SCRIPT = 'export default { fetch() { return new Response("ok") } }'

/**
 * A worker that does only what the edge page cache asks of Miniflare's local Cache API
 * service on a page new to it: answer `?bytes=N` of HTML and, with `&store=1`, first look the
 * URL up (a miss) and then put the page in through waitUntil. Its CPU with and without
 * `store=1` differ by what the local cache costs for a page that size (scripts/bench/render.ts).
 * A lookup that hits answers 500: the URL was stored before, and the figure would be wrong.
 */
export const CACHE_STAND_IN_HOST = 'cache.bench.local'
const CACHE_STAND_IN_SCRIPT = `
const pages = new Map()
const page = (bytes) => pages.get(bytes) ?? pages.set(bytes, '<!doctype html>' + 'x'.repeat(Math.max(0, bytes - 15))).get(bytes)
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url)
    const body = page(Number(url.searchParams.get('bytes')) || 0)
    const headers = { 'content-type': 'text/html; charset=utf-8' }
    if (url.searchParams.get('store') !== '1') return new Response(body, { headers })
    if (await caches.default.match(request.url)) return new Response('stored before', { status: 500 })
    ctx.waitUntil(caches.default.put(request.url, new Response(body, { headers: { ...headers, 'cache-control': 'public, max-age=600' } })))
    return new Response(body, { headers })
  },
}`

export interface LocalWorker {
  /** The folder `wrangler deploy --dry-run --outdir` wrote. */
  bundleDir: string
  /** The client build the ASSETS binding serves. */
  assetsDir: string
  /** A seeded local state folder (`--persist-to`); none for a worker with empty stores. */
  persistTo?: string
  /** Listen on 127.0.0.1 for browsers (on `port`, else a free one); otherwise only dispatchFetch is used. */
  listen?: boolean
  port?: number
  /** Variables over wrangler.toml's [vars], as `wrangler dev --var` gives them. */
  vars?: Record<string, string>
  /** Add the bench's reference workers: the no-op on NOOP_HOST, the cache stand-in on CACHE_STAND_IN_HOST. */
  withReferenceWorkers?: boolean
  /**
   * Run a no-op script in the bundle's place, with the same bindings: what workerd and
   * Miniflare's local stand-ins for D1, KV, Assets, Queues and the rate limiter cost by
   * themselves, none of which a Workers isolate starts.
   */
  scriptless?: boolean
  /** Leave out wrangler.toml's Images binding: a deployment that resizes no image (the image bench's "before"). */
  withoutImages?: boolean
  /** Open the storefront isolate's devtools inspector on this port (`npm run stress` reads its heap there). */
  inspectorPort?: number
}

/**
 * The uploaded bundle's modules for Miniflare: the entry and its chunks (scripts/build-worker.mjs),
 * ES modules named relative to the bundle folder as wrangler names them.
 */
function bundleModules(bundleDir: string): WorkerOptions['modules'] {
  const chunks = readdirSync(bundleDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => path !== join(bundleDir, 'index.mjs'))
  // A bundle of wrangler's own build (before ADR 075) imports its CSS as text modules.
  const texts = readdirSync(bundleDir).filter((file) => /\.(css|txt|html)$/.test(file))
  return [
    { type: 'ESModule', path: join(bundleDir, 'index.mjs') },
    ...chunks.map((path) => ({ type: 'ESModule' as const, path })),
    ...texts.map((file) => ({ type: 'Text' as const, path: join(bundleDir, file) })),
  ]
}

/** The no-op script, exporting an empty class for each Durable Object the bindings name. */
function noopWithDurableObjects(durableObjects: WorkerOptions['durableObjects']): string {
  const classes = Object.values(durableObjects ?? {}).flatMap((binding: unknown) => {
    if (typeof binding === 'string') return [binding]
    const { className, scriptName } = binding as { className: string; scriptName?: string }
    return scriptName ? [] : [className]
  })
  if (classes.length === 0) return NOOP_SCRIPT
  return [
    "import { DurableObject } from 'cloudflare:workers'",
    ...classes.map((name) => `export class ${name} extends DurableObject {}`),
    NOOP_SCRIPT,
  ].join('\n')
}

/**
 * Miniflare (workerd, the runtime `wrangler dev` and production use) running the bundle
 * `wrangler deploy` would upload, with the bindings of wrangler.toml: the bench, the
 * multi-isolate tests and the e2e servers. Unlike `wrangler dev`, nothing here watches a
 * file, so nothing can reload the worker while a request is in flight.
 */
export function localWorkerOptions(worker: LocalWorker): MiniflareOptions {
  // wrangler.toml's bindings, with [assets] pointed at this client build (wrangler checks that
  // the folder exists, and dist/client may not on a fresh clone).
  const config = unstable_readConfig({ config: join(root, 'wrangler.toml') })
  const { workerOptions } = unstable_getMiniflareWorkerOptions({
    ...config,
    assets: config.assets ? { ...config.assets, directory: worker.assetsDir } : undefined,
  })
  // The bundle is already built: wrangler's module rules would make Miniflare bundle again.
  const { modulesRules: _rules, ...withImages } = workerOptions
  const { images: _images, ...withoutImages } = withImages
  const configured = worker.withoutImages ? withoutImages : withImages
  const storefront: WorkerOptions = {
    ...configured,
    name: 'storefront',
    bindings: { ...configured.bindings, ...worker.vars },
    ...(worker.scriptless
      ? { modules: true, script: noopWithDurableObjects(configured.durableObjects) }
      : { modules: bundleModules(worker.bundleDir), modulesRoot: worker.bundleDir }),
    assets: configured.assets ? { ...configured.assets, directory: worker.assetsDir } : undefined,
    ...(worker.inspectorPort ? { unsafeInspectorProxy: true } : {}),
  }
  const workers: WorkerOptions[] = [storefront]
  if (worker.withReferenceWorkers)
    workers.push(
      { name: 'noop', modules: true, script: NOOP_SCRIPT, compatibilityDate: configured.compatibilityDate, routes: [`${NOOP_HOST}/*`] },
      {
        name: 'cache-stand-in',
        modules: true,
        script: CACHE_STAND_IN_SCRIPT,
        compatibilityDate: configured.compatibilityDate,
        routes: [`${CACHE_STAND_IN_HOST}/*`],
      },
    )
  const persist = worker.persistTo ? join(worker.persistTo, 'v3') : undefined
  return {
    workers,
    cf: false,
    d1Persist: persist ? join(persist, 'd1') : false,
    kvPersist: persist ? join(persist, 'kv') : false,
    cachePersist: false,
    ...(worker.listen ? { host: '127.0.0.1', port: worker.port ?? 0 } : {}),
    ...(worker.inspectorPort ? { inspectorPort: worker.inspectorPort } : {}),
  } as MiniflareOptions
}

export function startMiniflare(worker: LocalWorker): Miniflare {
  return new Miniflare(localWorkerOptions(worker))
}

/** Reads the whole body: an unread body keeps Miniflare from shutting down. */
export async function fetchText(mf: Miniflare, url: string, init?: Parameters<Miniflare['dispatchFetch']>[1]) {
  const response = await mf.dispatchFetch(url, init)
  const text = await response.text()
  return { response, text }
}

/** The store `localhost` answers for: wrangler.toml's DEFAULT_STORE. */
export function defaultStore(): string {
  const store = unstable_readConfig({ config: join(root, 'wrangler.toml') }).vars?.DEFAULT_STORE
  if (typeof store !== 'string') throw new Error('wrangler.toml sets no DEFAULT_STORE')
  return store
}
