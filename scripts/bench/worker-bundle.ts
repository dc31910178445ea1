import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bin, capture, root, wranglerEnv } from './processes'
import { type ModuleShare, type WorkerMetafile, workerModuleGraph } from './worker-modules'

export interface WorkerBundle {
  outDir: string
  /** Every module wrangler would upload, relative to outDir (index.mjs and chunks/*.mjs), source maps aside. */
  modules: string[]
  /** The modules an isolate evaluates before its first request: the entry and its static imports. */
  startupModules: string[]
  raw: number
  /** The sum of each module gzipped at level 9. */
  gzip: number
  /** The same for startupModules: what the worker loads at start-up. */
  startupRaw: number
  startupGzip: number
  /** The source files and packages of the start-up modules, largest first (minified bytes). */
  startupInputs: ModuleShare[]
  /** wrangler's own `Total Upload: … / gzip: …` line, in bytes, to check ours against. */
  reportedGzip: number | null
}

/** Parses `Total Upload: 2958.82 KiB / gzip: 576.11 KiB`. */
export function parseUploadLine(output: string): { raw: number; gzip: number } | null {
  const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output)
  return match ? { raw: Math.round(Number(match[1]) * 1024), gzip: Math.round(Number(match[2]) * 1024) } : null
}

/** Files under `dir` (recursively), relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
}

/**
 * The worker as `wrangler deploy` would upload it, built with `--dry-run --outdir` (which
 * runs scripts/build-worker.mjs, wrangler.toml's [build] command). `assetsDir` points the
 * [assets] binding at a client build other than dist/client.
 */
export async function buildWorkerBundle(outDir: string, assetsDir?: string): Promise<WorkerBundle> {
  const args = ['deploy', '--dry-run', '--outdir', outDir, ...(assetsDir ? ['--assets', assetsDir] : [])]
  const output = await capture(bin('wrangler'), args, await wranglerEnv())
  const metafile = JSON.parse(readFileSync(join(root, 'dist/worker-meta.json'), 'utf8')) as WorkerMetafile
  const graph = workerModuleGraph(metafile, root, join(root, 'dist/worker'))
  const modules = filesUnder(outDir).filter((file) => /\.(mjs|js|css|txt|html|wasm|bin)$/.test(file))
  const missing = graph.modules.filter((module) => !modules.includes(module))
  if (missing.length) throw new Error(`wrangler left out modules the build wrote: ${missing.join(', ')}`)
  const startup = new Set(graph.startup)
  const sizes = { raw: 0, gzip: 0, startupRaw: 0, startupGzip: 0 }
  for (const file of modules) {
    const bytes = readFileSync(join(outDir, file))
    const gzip = gzipSync(bytes, { level: 9 }).length
    sizes.raw += bytes.length
    sizes.gzip += gzip
    if (startup.has(file)) {
      sizes.startupRaw += bytes.length
      sizes.startupGzip += gzip
    }
  }
  return {
    outDir,
    modules,
    startupModules: graph.startup,
    ...sizes,
    startupInputs: graph.startupInputs,
    reportedGzip: parseUploadLine(output.stdout + output.stderr)?.gzip ?? null,
  }
}
