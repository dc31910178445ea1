import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formatCheck, sizeChecks } from './budgets'
import { routeBundleSizes } from './bundle-sizes'
import { root } from './processes'
import { buildWorkerBundle } from './worker-bundle'

/**
 * The size budgets `npm test` enforces on the last client build (dist/client): every route's
 * first-visit JS and CSS from the Vite manifest, and the worker as `wrangler deploy
 * --dry-run` bundles it. Prints one line per budget; resolves to the number over budget.
 */
export async function checkSizes(options: { distDir?: string; worker?: boolean } = {}): Promise<number> {
  const distDir = options.distDir ?? join(root, 'dist/client')
  const routes = routeBundleSizes(distDir, readFileSync(join(root, 'client/routes.tsx'), 'utf8'))
  let workerGzip: number | null = null
  if (options.worker !== false) {
    const outDir = mkdtempSync(join(tmpdir(), 'storefront-worker-'))
    try {
      workerGzip = (await buildWorkerBundle(outDir, distDir)).gzip
    } finally {
      rmSync(outDir, { recursive: true, force: true })
    }
  }
  const checks = sizeChecks(routes, workerGzip).filter((check) => options.worker !== false || check.value !== null)
  for (const check of checks) console.log(formatCheck(check))
  return checks.filter((check) => !check.ok).length
}
