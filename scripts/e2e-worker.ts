import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildWorker } from './build-worker.mjs'
import { startMiniflare } from './local-worker'

const root = new URL('..', import.meta.url).pathname

export interface E2eWorker {
  port: number
  /** The local D1/KV state folder (`--persist-to` layout). */
  persistTo: string
  /** Variables over wrangler.toml's [vars]. */
  vars: Record<string, string>
}

/**
 * Serves the storefront for the e2e suite until the process is told to stop: the deploy
 * bundle, built into a folder of its own, on Miniflare directly rather than `wrangler dev`.
 * wrangler dev reloads its worker when a file it watches changes and answers a write in
 * flight with 503 "Your worker restarted mid-request"; here nothing watches a file, and
 * nothing else writes this bundle.
 */
export async function serveE2eWorker({ port, persistTo, vars }: E2eWorker): Promise<void> {
  const bundleDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-bundle-'))
  await buildWorker({ outDir: bundleDir, metafilePath: join(bundleDir, 'meta.json') })
  const miniflare = startMiniflare({ bundleDir, assetsDir: join(root, 'dist/client'), persistTo, listen: true, port, vars })
  await miniflare.ready
  // On any exit: Miniflare's own signal handling may end the process before a dispose resolves.
  process.once('exit', () => rmSync(bundleDir, { recursive: true, force: true }))
  const stop = () => void miniflare.dispose().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
