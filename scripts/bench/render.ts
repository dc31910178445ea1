import type { Miniflare } from 'miniflare'
import { NOOP_HOST } from './miniflare'
import { processCpuMs } from './process-cpu'
import { round, type Spread, spread } from './stats'

export interface RenderTarget {
  key: string
  path: string
}

interface RenderResult {
  key: string
  path: string
  status: number
  /** Uncompressed bytes of the answer. */
  bytes: number
  /** Answers other than 200 while measuring. */
  errors: number
  /** CPU time workerd spent on each request (all its threads: our isolate, Miniflare's routing, local D1/KV). */
  cpuMs: Spread
  /** cpuMs less the median CPU of a no-op worker's request through the same Miniflare: the page's own cost. */
  netCpuMs: { p50: number | null; p95: number | null }
  /** From sending the request to the last byte of the body, seen from Node. */
  wallMs: Spread
  /** The worker's `server-timing: worker;dur=` (whole ms, and only until the response starts streaming). */
  serverTimingMs: Spread
  /** Answers the worker took from its memory of identical renders (`server-timing: render;desc="memo"`). */
  memoHits: number
}

export interface RenderRun {
  /** `repeat`: the same URL again and again; `first`: a URL the isolate has not rendered (a unique query parameter). */
  mode: 'repeat' | 'first'
  samples: number
  warmup: number
  cpuSource: 'schedstat' | 'none'
  noopCpuMs: Spread
  noopWallMs: Spread
  pages: RenderResult[]
}

export function serverTimingDuration(header: string | null): number | null {
  const match = /(?:^|,)\s*worker;dur=([\d.]+)/.exec(header ?? '')
  return match ? Number(match[1]) : null
}

interface Sample {
  status: number
  bytes: number
  cpu: number | null
  wall: number
  dur: number | null
  memo: boolean
}

/** The page's URL; in `first` mode with a parameter no page reads, so no render is seen twice. */
export function sampleUrl(path: string, mode: RenderRun['mode'], sequence: number): string {
  if (mode === 'repeat') return `http://localhost${path}`
  return `http://localhost${path}${path.includes('?') ? '&' : '?'}_bench=${sequence}`
}

async function sample(mf: Miniflare, url: string, pid: number | null): Promise<Sample> {
  const cpuBefore = pid === null ? 0 : processCpuMs(pid)
  const started = performance.now()
  // Cloudflare compresses at the edge, outside the worker's CPU time: ask for the plain body.
  const response = await mf.dispatchFetch(url, { headers: { 'accept-encoding': 'identity' } })
  const body = await response.arrayBuffer()
  const wall = performance.now() - started
  const cpu = pid === null ? null : processCpuMs(pid) - cpuBefore
  const timing = response.headers.get('server-timing')
  return {
    status: response.status,
    bytes: body.byteLength,
    cpu,
    wall,
    dur: serverTimingDuration(timing),
    memo: /\brender;desc="?memo/.test(timing ?? ''),
  }
}

const pick = <K extends keyof Sample>(samples: Sample[], key: K) =>
  samples.map((s) => s[key]).filter((v): v is NonNullable<Sample[K]> & number => typeof v === 'number')

/** One request of a measuring run: which target, the URL's sequence number, and whether its CPU counts. */
export interface PlannedRequest<T> {
  target: T
  sequence: number
  measured: boolean
}

/** Consecutive measured requests of one target in a block (see samplingPlan). */
export const BLOCK = 10

/**
 * The order of a measuring run: blocks of one target, each an unmeasured request and then up
 * to BLOCK measured ones, the targets taking turns block by block until each has `samples`.
 *
 * A page new to the isolate is put into the edge cache after its answer (`waitUntil`), so
 * some of its CPU lands in whatever request comes next. Within a block that is the same page,
 * which carries its own share; the unmeasured request first takes the previous target's.
 * Taking turns block by block still spreads a busy spell on the machine over every target.
 */
export function samplingPlan<T>(targets: readonly T[], samples: number, firstSequence = 0): PlannedRequest<T>[] {
  const plan: PlannedRequest<T>[] = []
  let sequence = firstSequence
  for (let done = 0; done < samples; done += BLOCK) {
    const size = Math.min(BLOCK, samples - done)
    for (const target of targets) {
      plan.push({ target, sequence: sequence++, measured: false })
      for (let i = 0; i < size; i++) plan.push({ target, sequence: sequence++, measured: true })
    }
  }
  return plan
}

/**
 * Warm server renders inside workerd, one request at a time, each body read to its end:
 * `warmup` requests of each target, then `samples` measured ones in the order samplingPlan
 * gives, the no-op worker taking its turn beside the pages.
 */
export async function measureRender(
  mf: Miniflare,
  pages: readonly RenderTarget[],
  options: { warmup: number; samples: number; workerdPid: number | null; mode: RenderRun['mode'] },
): Promise<RenderRun> {
  const { workerdPid: pid, mode } = options
  const noop: RenderTarget = { key: '', path: '' }
  const urlOf = (target: RenderTarget, sequence: number) =>
    target === noop ? `http://${NOOP_HOST}/` : sampleUrl(target.path, mode, sequence)
  const warmup = samplingPlan([noop, ...pages], options.warmup, -1_000_000)
  for (const request of warmup) await sample(mf, urlOf(request.target, request.sequence), pid)
  const byTarget = new Map<RenderTarget, Sample[]>([noop, ...pages].map((target) => [target, []]))
  for (const request of samplingPlan([noop, ...pages], options.samples)) {
    const result = await sample(mf, urlOf(request.target, request.sequence), pid)
    if (request.measured) byTarget.get(request.target)?.push(result)
  }
  const noopCpu = spread(pick(byTarget.get(noop) ?? [], 'cpu'))
  const results = pages.map((page): RenderResult => {
    const samples = byTarget.get(page) ?? []
    const cpu = spread(pick(samples, 'cpu'))
    const net = (value: number | null) => (value === null || noopCpu.p50 === null ? null : round(Math.max(0, value - noopCpu.p50)))
    return {
      key: page.key,
      path: page.path,
      status: samples[0]?.status ?? 0,
      bytes: samples[0]?.bytes ?? 0,
      errors: samples.filter((s) => s.status !== 200).length,
      cpuMs: roundSpread(cpu),
      netCpuMs: { p50: net(cpu.p50), p95: net(cpu.p95) },
      wallMs: roundSpread(spread(pick(samples, 'wall'))),
      serverTimingMs: spread(pick(samples, 'dur')),
      memoHits: samples.filter((s) => s.memo).length,
    }
  })
  const noopSamples = byTarget.get(noop) ?? []
  return {
    mode,
    samples: options.samples,
    warmup: options.warmup,
    cpuSource: pid === null ? 'none' : 'schedstat',
    noopCpuMs: roundSpread(noopCpu),
    noopWallMs: roundSpread(spread(pick(noopSamples, 'wall'))),
    pages: results,
  }
}

function roundSpread(value: Spread): Spread {
  return { p50: round(value.p50), p95: round(value.p95), n: value.n }
}
