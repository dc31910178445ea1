import { Miniflare } from 'miniflare'
import { type BenchWorker, startMiniflare } from './miniflare'
import { median, round } from './stats'

export interface StartupResult {
  runs: number
  /** Median time until workerd is ready with the storefront bundle (it evaluates the script before that). */
  readyMs: number | null
  /** The same with a no-op worker: what starting workerd costs by itself. */
  noopReadyMs: number | null
  /** readyMs − noopReadyMs: parsing and evaluating the bundle's top level, the Workers "startup time". */
  startupMs: number | null
  /** Median time of the first page (`/`) of a fresh isolate, after ready: cold caches and lazy modules. */
  firstPageMs: number | null
}

async function timeReady(create: () => Miniflare, firstPath: string | null): Promise<{ ready: number; first: number | null }> {
  const started = performance.now()
  const mf = create()
  try {
    await mf.ready
    const ready = performance.now() - started
    if (firstPath === null) return { ready, first: null }
    const before = performance.now()
    const response = await mf.dispatchFetch(`http://localhost${firstPath}`)
    await response.text()
    if (response.status !== 200) throw new Error(`GET ${firstPath} answered ${response.status} on a cold start`)
    return { ready, first: performance.now() - before }
  } finally {
    await mf.dispose()
  }
}

/**
 * Cold starts of workerd, alternating a no-op worker and the storefront bundle so that a
 * busy spell on the machine hits both alike; medians of each.
 */
export async function measureStartup(worker: BenchWorker, runs: number): Promise<StartupResult> {
  const noop: number[] = []
  const ready: number[] = []
  const first: number[] = []
  for (let run = 0; run < runs; run++) {
    noop.push(
      (await timeReady(() => new Miniflare({ modules: true, script: 'export default { fetch() { return new Response("ok") } }' }), null))
        .ready,
    )
    const storefront = await timeReady(() => startMiniflare(worker), '/')
    ready.push(storefront.ready)
    if (storefront.first !== null) first.push(storefront.first)
  }
  const readyMs = median(ready)
  const noopReadyMs = median(noop)
  return {
    runs,
    readyMs: round(readyMs, 0),
    noopReadyMs: round(noopReadyMs, 0),
    startupMs: readyMs !== null && noopReadyMs !== null ? round(Math.max(0, readyMs - noopReadyMs), 0) : null,
    firstPageMs: round(median(first), 0),
  }
}
