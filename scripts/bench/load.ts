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

export interface LoadPair {
  key: string
  dynamic: LoadRun
  /** A built static file of about the same size, from the same server, right before. */
  static: LoadRun
  /** dynamic ÷ static requests per second. */
  ratio: number | null
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
export function staticFiles(assetsDir: string): { path: string; bytes: number }[] {
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

export async function autocannon(url: string, seconds: number, connections: number): Promise<AutocannonAnswer> {
  const { stdout } = await capture(
    bin('autocannon'),
    ['--json', '--connections', String(connections), '--duration', String(seconds), url],
    process.env,
  )
  return JSON.parse(stdout) as AutocannonAnswer
}

/**
 * Each dynamic path runs for `seconds` at `connections`, right after a static file of
 * about its size from the same server, so their ratio is taken under the same conditions.
 */
export async function measureLoad(
  origin: string,
  targets: readonly { key: string; path: string; bytes: number }[],
  assetsDir: string,
  options: { seconds: number; connections: number },
): Promise<LoadResult> {
  const files = staticFiles(assetsDir)
  const pairs: LoadPair[] = []
  for (const target of targets) {
    const file = nearestInSize(files, target.bytes)
    if (!file) throw new Error(`No static files in ${assetsDir}`)
    const staticRun = summarize(file.path, await autocannon(`${origin}${file.path}`, options.seconds, options.connections))
    const dynamic = summarize(target.path, await autocannon(`${origin}${target.path}`, options.seconds, options.connections))
    pairs.push({
      key: target.key,
      dynamic,
      static: staticRun,
      ratio: staticRun.requestsPerSecond > 0 ? round(dynamic.requestsPerSecond / staticRun.requestsPerSecond, 3) : null,
    })
  }
  return { seconds: options.seconds, connections: options.connections, pairs }
}
