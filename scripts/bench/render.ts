import type { Miniflare } from 'miniflare'
import { BOOKMARK_COOKIE } from '../../worker/lib/d1-sessions'
import { CACHE_STAND_IN_HOST, NOOP_HOST } from '../local-worker'
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
  /** The edge page cache's word on the answers (`x-edge-cache`: HIT, MISS, BYPASS…), the most frequent; absent in runs before 2026-11-28. */
  edgeCache?: string | null
}

export interface RenderRun {
  /**
   * `repeat`: the same URL again and again (a store page is an edge-cache hit); `first`: a
   * URL the isolate has not rendered (a unique query parameter), looked up in and put into
   * the edge cache. `…-not-stored`: the same with a cookie that keeps the page out of the
   * edge cache (BYPASS), so the worker renders it (the render memo answers a repeat) with no
   * lookup or put in Miniflare's local Cache API service, which runs in the same process.
   */
  mode: 'repeat' | 'first' | 'repeat-not-stored' | 'first-not-stored'
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
  edgeCache: string | null
}

/**
 * The page's URL; in the first-render modes with a parameter no page reads, so no render is
 * seen twice, by the render memo either: it names the mode, since a page may be remembered
 * whether or not it was stored.
 */
export function sampleUrl(path: string, mode: RenderRun['mode'], sequence: number): string {
  if (isRepeat(mode)) return `http://localhost${path}`
  return `http://localhost${path}${path.includes('?') ? '&' : '?'}_bench=${mode}.${sequence}`
}

const isRepeat = (mode: RenderRun['mode']) => mode.startsWith('repeat')

/**
 * A cookie the page cache treats as a shopper's own (worker/lib/page-cache.ts) and D1 ignores:
 * a bookmark that is not one.
 */
export const NOT_STORED_COOKIE = `${BOOKMARK_COOKIE}=not-a-bookmark`

async function sample(mf: Miniflare, url: string, pid: number | null, cookie?: string): Promise<Sample> {
  const cpuBefore = pid === null ? 0 : processCpuMs(pid)
  const started = performance.now()
  // Cloudflare compresses at the edge, outside the worker's CPU time: ask for the plain body.
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) }
  const response = await mf.dispatchFetch(url, { headers })
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
    edgeCache: response.headers.get('x-edge-cache'),
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
 * The samples of each target, one request at a time: `warmup` requests of each, then
 * `samples` measured ones, in the order samplingPlan gives.
 */
async function sampleTargets<T>(
  mf: Miniflare,
  targets: readonly T[],
  urlOf: (target: T, sequence: number) => string,
  options: { warmup: number; samples: number; workerdPid: number | null; cookie?: string },
): Promise<Map<T, Sample[]>> {
  for (const request of samplingPlan(targets, options.warmup, -1_000_000)) {
    await sample(mf, urlOf(request.target, request.sequence), options.workerdPid, options.cookie)
  }
  const byTarget = new Map<T, Sample[]>(targets.map((target) => [target, []]))
  for (const request of samplingPlan(targets, options.samples)) {
    const result = await sample(mf, urlOf(request.target, request.sequence), options.workerdPid, options.cookie)
    if (request.measured) byTarget.get(request.target)?.push(result)
  }
  return byTarget
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
  const cookie = mode.endsWith('-not-stored') ? NOT_STORED_COOKIE : undefined
  const noop: RenderTarget = { key: '', path: '' }
  const urlOf = (target: RenderTarget, sequence: number) =>
    target === noop ? `http://${NOOP_HOST}/` : sampleUrl(target.path, mode, sequence)
  const byTarget = await sampleTargets(mf, [noop, ...pages], urlOf, { ...options, cookie })
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
      edgeCache: mostFrequent(samples.map((s) => s.edgeCache)),
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

/** What Miniflare's local Cache API service adds to a page new to the isolate, by a worker that does only that. */
export interface LocalCacheCost {
  /** The page size the stand-in answers and stores (the median of the measured first renders). */
  bytes: number
  /** The stand-in's CPU per request: answering the page, and answering it after a lookup and a put. */
  answerCpuMs: Spread
  lookupAndPutCpuMs: Spread
  /** The difference of the medians: the local cache's share of a first render's CPU. */
  cacheCpuMs: number | null
  /** Answers other than 200: a lookup that hit a URL stored before. */
  errors: number
}

/**
 * The local cache's cost for a page of `bytes`: the cache stand-in (scripts/local-worker.ts)
 * with and without its lookup and put, each URL new, in turns as the pages are measured.
 * At a Cloudflare location the lookup and the put are the cache's work, not the Worker's CPU.
 */
export async function measureLocalCache(
  mf: Miniflare,
  bytes: number,
  options: { warmup: number; samples: number; workerdPid: number | null },
): Promise<LocalCacheCost> {
  const answer = { store: false }
  const stored = { store: true }
  const urlOf = (target: typeof answer, sequence: number) =>
    `http://${CACHE_STAND_IN_HOST}/?bytes=${bytes}&store=${target.store ? 1 : 0}&n=${sequence}`
  const byTarget = await sampleTargets(mf, [answer, stored], urlOf, options)
  const answerCpu = spread(pick(byTarget.get(answer) ?? [], 'cpu'))
  const storedCpu = spread(pick(byTarget.get(stored) ?? [], 'cpu'))
  return {
    bytes,
    answerCpuMs: roundSpread(answerCpu),
    lookupAndPutCpuMs: roundSpread(storedCpu),
    cacheCpuMs: answerCpu.p50 === null || storedCpu.p50 === null ? null : round(storedCpu.p50 - answerCpu.p50),
    errors: [...byTarget.values()].flat().filter((s) => s.status !== 200).length,
  }
}

function mostFrequent<T>(values: readonly T[]): T | null {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  let best: T | null = null
  let bestCount = 0
  for (const [value, count] of counts) {
    if (count > bestCount) [best, bestCount] = [value, count]
  }
  return best
}

function roundSpread(value: Spread): Spread {
  return { p50: round(value.p50), p95: round(value.p95), n: value.n }
}
