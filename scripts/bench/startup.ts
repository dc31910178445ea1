import { Miniflare } from 'miniflare'
import { type LocalWorker, startMiniflare } from '../local-worker'
import { findWorkerdChild, processCpuMs, processLifetimeCpuMs, workerdChildren } from './process-cpu'
import { median, round } from './stats'

export interface StartupResult {
  runs: number
  /** Median time until workerd is ready with the storefront bundle (it evaluates the script before that). */
  readyMs: number | null
  /** The same with a no-op script and the same bindings: what starting workerd and Miniflare's binding stand-ins costs. */
  noopReadyMs: number | null
  /** readyMs − noopReadyMs: parsing and evaluating the bundle's start-up modules, the Workers "startup time". */
  startupMs: number | null
  /** The same as CPU time of the workerd process until ready (startedCpuMs), less the no-op script's: steady on a busy machine. */
  startupCpuMs: number | null
  /**
   * CPU of Miniflare's local stand-ins for the bindings (D1, KV, Assets, Queues, the rate
   * limiter), which no Workers isolate starts: the no-op script with the bindings less one
   * without. Measurements before ADR 075 counted it in startupCpuMs.
   */
  bindingsCpuMs: number | null
  /** Median time of the first page (`/`) of a fresh isolate, after ready: cold caches and lazy modules. */
  firstPageMs: number | null
}

/**
 * CPU a workerd process has used since it started: its threads' scheduler time to the
 * nanosecond, or the kernel's 10 ms tick count if that is more (it also counts threads that
 * have ended; none had at ready in any run seen, where the two agreed within a tick).
 */
function startedCpuMs(pid: number): number {
  return Math.max(processCpuMs(pid), processLifetimeCpuMs(pid))
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
    const cpu = pid === null ? null : startedCpuMs(pid)
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
 * Cold starts of workerd, taking turns between a bare no-op worker, a no-op script with the
 * storefront's bindings and the storefront bundle, so that a busy spell on the machine hits
 * all alike; medians of each.
 */
export async function measureStartup(worker: LocalWorker, runs: number): Promise<StartupResult> {
  const bare: ColdStart[] = []
  const noop: ColdStart[] = []
  const storefront: ColdStart[] = []
  for (let run = 0; run < runs; run++) {
    bare.push(await coldStart(() => new Miniflare({ modules: true, script: NOOP_SCRIPT }), null))
    noop.push(await coldStart(() => startMiniflare({ ...worker, scriptless: true }), null))
    storefront.push(await coldStart(() => startMiniflare(worker), '/'))
  }
  const readyMs = median(values(storefront, 'ready'))
  const noopReadyMs = median(values(noop, 'ready'))
  const noopCpu = median(values(noop, 'cpu'))
  return {
    runs,
    readyMs: round(readyMs, 0),
    noopReadyMs: round(noopReadyMs, 0),
    startupMs: difference(readyMs, noopReadyMs),
    startupCpuMs: difference(median(values(storefront, 'cpu')), noopCpu),
    bindingsCpuMs: difference(noopCpu, median(values(bare, 'cpu'))),
    firstPageMs: round(median(values(storefront, 'first')), 0),
  }
}
