import { Miniflare } from 'miniflare'
import { type BenchWorker, startMiniflare } from './miniflare'
import { findWorkerdChild, processLifetimeCpuMs, workerdChildren } from './process-cpu'
import { median, round } from './stats'

export interface StartupResult {
  runs: number
  /** Median time until workerd is ready with the storefront bundle (it evaluates the script before that). */
  readyMs: number | null
  /** The same with a no-op worker: what starting workerd costs by itself. */
  noopReadyMs: number | null
  /** readyMs − noopReadyMs: parsing and evaluating the bundle's top level, the Workers "startup time". */
  startupMs: number | null
  /** The same as CPU time of the workerd process until ready (10 ms ticks), less a no-op worker's: steady on a busy machine. */
  startupCpuMs: number | null
  /** Median time of the first page (`/`) of a fresh isolate, after ready: cold caches and lazy modules. */
  firstPageMs: number | null
}

const NOOP_SCRIPT = 'export default { fetch() { return new Response("ok") } }'

interface ColdStart {
  ready: number
  cpu: number | null
  first: number | null
}

async function coldStart(create: () => Miniflare, firstPath: string | null): Promise<ColdStart> {
  const running = workerdChildren()
  const started = performance.now()
  const mf = create()
  try {
    await mf.ready
    const ready = performance.now() - started
    const pid = findWorkerdChild(running)
    const cpu = pid === null ? null : processLifetimeCpuMs(pid)
    if (firstPath === null) return { ready, cpu, first: null }
    const asked = performance.now()
    const response = await mf.dispatchFetch(`http://localhost${firstPath}`)
    await response.text()
    if (response.status !== 200) throw new Error(`GET ${firstPath} answered ${response.status} on a cold start`)
    return { ready, cpu, first: performance.now() - asked }
  } finally {
    await mf.dispose()
  }
}

const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : round(Math.max(0, a - b), 0))
const values = (starts: ColdStart[], key: keyof ColdStart) =>
  starts.map((start) => start[key]).filter((value): value is number => value !== null)

/**
 * Cold starts of workerd, alternating a no-op worker and the storefront bundle so that a
 * busy spell on the machine hits both alike; medians of each.
 */
export async function measureStartup(worker: BenchWorker, runs: number): Promise<StartupResult> {
  const noop: ColdStart[] = []
  const storefront: ColdStart[] = []
  for (let run = 0; run < runs; run++) {
    noop.push(await coldStart(() => new Miniflare({ modules: true, script: NOOP_SCRIPT }), null))
    storefront.push(await coldStart(() => startMiniflare(worker), '/'))
  }
  const readyMs = median(values(storefront, 'ready'))
  const noopReadyMs = median(values(noop, 'ready'))
  return {
    runs,
    readyMs: round(readyMs, 0),
    noopReadyMs: round(noopReadyMs, 0),
    startupMs: difference(readyMs, noopReadyMs),
    startupCpuMs: difference(median(values(storefront, 'cpu')), median(values(noop, 'cpu'))),
    firstPageMs: round(median(values(storefront, 'first')), 0),
  }
}
