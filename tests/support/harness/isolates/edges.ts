import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { Miniflare, type WorkerOptions } from 'miniflare'
import { localWorkerOptions } from '../../../../scripts/local-worker'
import { buildWorker } from '../../../../scripts/build-worker.mjs'

/**
 * The deploy bundle (scripts/build-worker.mjs) running as several workers in one workerd,
 * each its own isolate with wrangler.toml's bindings, as edges in different places are: they
 * share only the D1 database, the KV namespace and the STOCK_RESERVATIONS Durable Object
 * namespace, whose class lives in the first edge and which the others bind by script name.
 * State starts empty in a temporary folder, with every D1 migration applied.
 */

const root = join(import.meta.dirname, '../../../..')

/** A request as a browser sends it to one edge, answered by that edge's worker alone. */
export type Edge = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) => ReturnType<Miniflare['dispatchFetch']>

export interface Edges {
  /** Each edge, in the order of `names`. */
  edges: Edge[]
  /** The shared D1 database, through the first edge's binding. */
  database(): Promise<D1Database>
  /** Starts workerd afresh on the same state: new isolates, as edges recycle theirs. */
  restart(): Promise<void>
  dispose(): Promise<void>
}

function edgeWorkers(names: readonly string[], storefront: WorkerOptions): WorkerOptions[] {
  // Mail goes to a queue nobody consumes, as in tests/worker: no delivery runs in the background.
  const { queueConsumers: _consumers, ...shared } = storefront
  return names.map((name, i) => ({
    ...shared,
    name,
    // The sandbox provider pays in a test environment; every page is rendered afresh.
    bindings: { ...shared.bindings, ENVIRONMENT: 'test', PAGE_CACHE: 'off' },
    queueProducers: { MAIL_QUEUE: { queueName: 'storefront-mail-under-test' } },
    durableObjects:
      i === 0 ? shared.durableObjects : { STOCK_RESERVATIONS: { className: 'StockReservations', scriptName: names[0], useSQLite: true } },
  }))
}

export interface EdgeOptions {
  /** Open the first edge's devtools inspector on this port (its heap, tests/isolates/request-memory.test.ts). */
  inspectorPort?: number
}

export async function startEdges(names: readonly string[], { inspectorPort }: EdgeOptions = {}): Promise<Edges> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-edges-'))
  let mf: Miniflare | undefined
  try {
    const bundleDir = join(dir, 'worker')
    await buildWorker({ outDir: bundleDir, metafilePath: join(dir, 'meta.json') })
    // The pages' client build is not needed for checkouts: the ASSETS binding serves an empty folder.
    const assetsDir = join(dir, 'assets')
    mkdirSync(assetsDir)
    const options = localWorkerOptions({ bundleDir, assetsDir, persistTo: join(dir, 'state'), inspectorPort })
    const [storefront] = options.workers as WorkerOptions[]
    // Miniflare's entry keeps a request's own Host header (the store's) only when it carries this secret.
    const secret = randomUUID()
    const edgeOptions = {
      ...options,
      unsafeProxySharedSecret: secret,
      // The app's request logs (one line per webhook, per order) stay out of the test's output; errors still show.
      handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
        stdout.resume()
        stderr.pipe(process.stderr)
      },
      workers: edgeWorkers(names, storefront),
      // Holds survive a restart, as the object's storage does in production.
      durableObjectsPersist: join(dir, 'state', 'v3', 'do'),
    }
    const miniflare = new Miniflare(edgeOptions)
    mf = miniflare
    const db = await miniflare.getD1Database('DB', names[0])
    for (const migration of await readD1Migrations(join(root, 'worker/commerce/builtin/migrations'))) {
      await db.batch(migration.queries.map((sql) => db.prepare(sql)))
    }
    // Miniflare's entry hands a request to the worker its route-override header names: each edge answers its own buyers.
    const edges = names.map(
      (name): Edge =>
        (url, init) =>
          miniflare.dispatchFetch(url, {
            ...init,
            redirect: 'manual',
            headers: { ...init.headers, 'MF-Route-Override': name, 'MF-Proxy-Shared-Secret': secret },
          }),
    )
    return {
      edges,
      database: () => miniflare.getD1Database('DB', names[0]),
      restart: () => miniflare.setOptions(edgeOptions),
      async dispose() {
        await miniflare.dispose()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await mf?.dispose()
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
