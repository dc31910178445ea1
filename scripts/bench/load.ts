import { readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { bin, capture } from './processes'
import { round } from './stats'

export interface AutocannonAnswer {
  duration: number
  errors: number
  timeouts: number
  non2xx: number
  '2xx': number
  latency: { p50: number; p97_5: number; p99: number; average: number }
  requests: { average: number; total: number }
  throughput: { average: number }
}

export interface LoadRun {
  path: string
  requestsPerSecond: number
  latencyMs: { p50: number; p97_5: number; p99: number }
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number
  requests: number
  bytesPerSecond: number
}

interface LoadPair {
  key: string
  dynamic: LoadRun
  /** A built static file of about the same size, from the same server, in turns with it. */
  static: LoadRun
  /** dynamic ÷ static requests per second. */
  ratio: number | null
}

type Headers = Readonly<Record<string, string>>

export interface LoadTarget {
  key: string
  path: string
  /** Bytes of the answer: the static file beside it is the one nearest this size. */
  bytes: number
  /** Sent with every request, e.g. a cookie that keeps the page out of the edge cache. */
  headers?: Headers
}

export interface LoadResult {
  seconds: number
  connections: number
  pairs: LoadPair[]
}

export function summarize(path: string, answer: AutocannonAnswer): LoadRun {
  return {
    path,
    requestsPerSecond: round(answer.requests.average, 1) ?? 0,
    latencyMs: { p50: answer.latency.p50, p97_5: answer.latency.p97_5, p99: answer.latency.p99 },
    errors: answer.errors + answer.timeouts + answer.non2xx,
    requests: answer.requests.total,
    bytesPerSecond: Math.round(answer.throughput.average),
  }
}

/** Files of the client build with their sizes, as `/path` → bytes. */
function staticFiles(assetsDir: string): { path: string; bytes: number }[] {
  const files: { path: string; bytes: number }[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full)
      } else if (entry.name !== 'asset-manifest.json' && !entry.name.startsWith('.')) {
        files.push({ path: `/${relative(assetsDir, full)}`, bytes: statSync(full).size })
      }
    }
  }
  walk(assetsDir)
  return files
}

/** The static file whose size is nearest to `bytes`. */
export function nearestInSize(files: readonly { path: string; bytes: number }[], bytes: number): { path: string; bytes: number } | null {
  let best: { path: string; bytes: number } | null = null
  for (const file of files) if (!best || Math.abs(file.bytes - bytes) < Math.abs(best.bytes - bytes)) best = file
  return best
}

async function autocannon(url: string, seconds: number, connections: number, headers: Headers = {}): Promise<AutocannonAnswer> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['--header', `${name}:${value}`])
  const { stdout } = await capture(
    bin('autocannon'),
    ['--json', '--connections', String(connections), '--duration', String(seconds), ...headerArgs, url],
    process.env,
  )
  return JSON.parse(stdout) as AutocannonAnswer
}

/**
 * Each dynamic path runs for `seconds` at `connections`, right after a static file of
 * about its size from the same server, so their ratio is taken under the same conditions.
 */
/**
 * Slices of one target, added up: requests per second over the whole time, the median of the
 * slices' p50 and the worst p97.5 and p99, every error.
 */
export function combine(path: string, slices: readonly AutocannonAnswer[]): LoadRun {
  const seconds = slices.reduce((sum, slice) => sum + slice.duration, 0)
  const requests = slices.reduce((sum, slice) => sum + slice.requests.total, 0)
  const bytes = slices.reduce((sum, slice) => sum + slice.throughput.average * slice.duration, 0)
  const p50s = slices.map((slice) => slice.latency.p50).sort((a, b) => a - b)
  return {
    path,
    requestsPerSecond: round(seconds > 0 ? requests / seconds : 0, 1) ?? 0,
    latencyMs: {
      p50: p50s[Math.floor((p50s.length - 1) / 2)] ?? 0,
      p97_5: Math.max(0, ...slices.map((slice) => slice.latency.p97_5)),
      p99: Math.max(0, ...slices.map((slice) => slice.latency.p99)),
    },
    errors: slices.reduce((sum, slice) => sum + slice.errors + slice.timeouts + slice.non2xx, 0),
    requests,
    bytesPerSecond: Math.round(seconds > 0 ? bytes / seconds : 0),
  }
}

/** Each target and its static file take turns in slices of this many seconds, so a busy spell on the machine hits both. */
const SLICE_SECONDS = 5

/**
 * Each dynamic path runs for `seconds` at `connections`, in turns with a static file of
 * about its size from the same server (static, dynamic, static, dynamic… in slices of
 * SLICE_SECONDS), so their ratio is taken under the same conditions.
 */
export async function measureLoad(
  origin: string,
  targets: readonly LoadTarget[],
  assetsDir: string,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const files = staticFiles(assetsDir)
  const slices = Math.max(1, Math.round(options.seconds / SLICE_SECONDS))
  const sliceSeconds = options.seconds / slices
  const pairs: LoadPair[] = []
  for (const target of targets) {
    const file = nearestInSize(files, target.bytes)
    if (!file) throw new Error(`No static files in ${assetsDir}`)
    const staticSlices: AutocannonAnswer[] = []
    const dynamicSlices: AutocannonAnswer[] = []
    for (let slice = 0; slice < slices; slice++) {
      staticSlices.push(await autocannon(`${origin}${file.path}`, sliceSeconds, options.connections))
      dynamicSlices.push(await autocannon(`${origin}${target.path}`, sliceSeconds, options.connections, target.headers))
    }
    const staticRun = combine(file.path, staticSlices)
    const dynamic = combine(target.path, dynamicSlices)
    pairs.push({
      key: target.key,
      dynamic,
      static: staticRun,
      ratio: staticRun.requestsPerSecond > 0 ? round(dynamic.requestsPerSecond / staticRun.requestsPerSecond, 3) : null,
    })
  }
  return { seconds: options.seconds, connections: options.connections, pairs }
}
