import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatCheck, sizeChecks } from './budgets'
import { routeBundleSizes } from './bundle-sizes'
import { root } from './processes'
import { buildWorkerBundle, type WorkerBundle } from './worker-bundle'
import { formatInputs } from './worker-modules'

/** How many of the worker's largest start-up inputs the check prints. */
const TOP_WORKER_INPUTS = 15

/**
 * The size budgets `npm test` enforces on the last client build (dist/client): every route's
 * first-visit JS and CSS from the Vite manifest, and the worker as `wrangler deploy
 * --dry-run` bundles it: what it loads at start-up and what it uploads in all. Prints one
 * line per budget and the start-up's largest inputs; resolves to the number over budget.
 */
export async function checkSizes(options: { distDir?: string; worker?: boolean } = {}): Promise<number> {
  const distDir = options.distDir ?? join(root, 'dist/client')
  const routes = routeBundleSizes(distDir, readFileSync(join(root, 'client/routes.tsx'), 'utf8'))
  let worker: WorkerBundle | null = null
  if (options.worker !== false) {
    const outDir = mkdtempSync(join(tmpdir(), 'storefront-worker-'))
    try {
      worker = await buildWorkerBundle(outDir, distDir)
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }
  const checks = sizeChecks(routes, worker).filter((check) => options.worker !== false || check.value !== null)
  for (const check of checks) console.log(formatCheck(check))
  if (worker) {
    console.log(`\nThe worker's start-up modules (${worker.startupModules.length} of ${worker.modules.length}), largest inputs (minified):`)
    for (const line of formatInputs(worker.startupInputs, TOP_WORKER_INPUTS)) console.log(line)
  }
  return checks.filter((check) => !check.ok).length
}
