import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { bin, capture, wranglerEnv } from './processes'

export interface WorkerBundle {
  outDir: string
  /** Every module wrangler would upload (the script and the CSS it imports as text), source maps aside. */
  modules: string[]
  raw: number
  /** The sum of each module gzipped at level 9. */
  gzip: number
  /** wrangler's own `Total Upload: … / gzip: …` line, in bytes, to check ours against. */
  reportedGzip: number | null
}

/** Parses `Total Upload: 2958.82 KiB / gzip: 576.11 KiB`. */
export function parseUploadLine(output: string): { raw: number; gzip: number } | null {
  const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output)
  return match ? { raw: Math.round(Number(match[1]) * 1024), gzip: Math.round(Number(match[2]) * 1024) } : null
}

/**
 * The worker as `wrangler deploy` would upload it, built with `--dry-run --outdir`.
 * `assetsDir` points the [assets] binding at a client build other than dist/client.
 */
export async function buildWorkerBundle(outDir: string, assetsDir?: string): Promise<WorkerBundle> {
  const args = ['deploy', '--dry-run', '--outdir', outDir, ...(assetsDir ? ['--assets', assetsDir] : [])]
  const output = await capture(bin('wrangler'), args, await wranglerEnv())
  const modules = readdirSync(outDir).filter((file) => /\.(js|mjs|css|txt|html|wasm|bin)$/.test(file))
  let raw = 0
  let gzip = 0
  for (const file of modules) {
    const bytes = readFileSync(join(outDir, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { outDir, modules, raw, gzip, reportedGzip: parseUploadLine(output.stdout + output.stderr)?.gzip ?? null }
}
