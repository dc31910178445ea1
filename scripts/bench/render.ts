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
export function sampleUrl(path: string, mode: RenderRun['mode'], round: number): string {
  if (mode === 'repeat') return `http://localhost${path}`
  return `http://localhost${path}${path.includes('?') ? '&' : '?'}_bench=${round}`
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

/**
 * Warm server renders inside workerd: after `warmup` rounds, `samples` rounds that request
 * every page once each (round-robin, so a busy spell on the machine hits all pages alike),
 * one request at a time, each body read to its end.
 */
export async function measureRender(
  mf: Miniflare,
  pages: readonly RenderTarget[],
  options: { warmup: number; samples: number; workerdPid: number | null; mode: RenderRun['mode'] },
): Promise<RenderRun> {
  const { workerdPid: pid, mode } = options
  const noopUrl = `http://${NOOP_HOST}/`
  for (let round = 0; round < options.warmup; round++) {
    await sample(mf, noopUrl, pid)
    for (const page of pages) await sample(mf, sampleUrl(page.path, mode, -1 - round), pid)
  }
  const noop: Sample[] = []
  const byPage = new Map<string, Sample[]>(pages.map((page) => [page.key, []]))
  for (let round = 0; round < options.samples; round++) {
    noop.push(await sample(mf, noopUrl, pid))
    for (const page of pages) byPage.get(page.key)?.push(await sample(mf, sampleUrl(page.path, mode, round), pid))
  }
  const noopCpu = spread(pick(noop, 'cpu'))
  const results = pages.map((page): RenderResult => {
    const samples = byPage.get(page.key) ?? []
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
  return {
    mode,
    samples: options.samples,
    warmup: options.warmup,
    cpuSource: pid === null ? 'none' : 'schedstat',
    noopCpuMs: roundSpread(noopCpu),
    noopWallMs: roundSpread(spread(pick(noop, 'wall'))),
    pages: results,
  }
}

function roundSpread(value: Spread): Spread {
  return { p50: round(value.p50), p95: round(value.p95), n: value.n }
}
