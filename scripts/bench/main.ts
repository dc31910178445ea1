import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { benchChecks, UNCACHED_SUFFIX } from './budgets'
import { fileSizer, routeBundleSizes, sumBytes, uncountedFiles } from './bundle-sizes'
import { measureFirstVisits } from './first-visit'
import { measureImages } from './images'
import { linkedAssets } from './html-assets'
import { measureLighthouse } from './lighthouse'
import { measureLoad } from './load'
import { defaultStore, fetchText, startMiniflare } from '../local-worker'
import { durations, PARTS, parseOptions, type Part, USAGE, UsageError } from './options'
import { findWorkerdChild, workerdChildren } from './process-cpu'
import { bin, capture, chromiumPath, prepareState, root, wranglerEnv } from './processes'
import { measureLocalCache, measureRender, NOT_STORED_COOKIE } from './render'
import { measureReservations } from './reservations'
import {
  type BenchResults,
  type LighthousePart,
  type LoadPart,
  type Machine,
  mergeResults,
  type PageSizes,
  type RenderPart,
  type SizesPart,
} from './results'
import { markdownSummary, report, withSummary } from './report'
import { measureStartup } from './startup'
import { median } from './stats'
import { type BenchTargets, discoverTargets, type Fetcher, PAGE_ROUTES, type PageKey } from './targets'
import { buildWorkerBundle, type WorkerBundle } from './worker-bundle'

const LIGHTHOUSE_PAGES: PageKey[] = ['home', 'collection', 'listing', 'cart']
const LOAD_PAGES: PageKey[] = ['home', 'listing']
/** The worker's largest start-up inputs kept in the results. */
const TOP_WORKER_INPUTS = 15

const step = (message: string) => console.log(`▶ ${message}`)

function machine(loadAtStart: number): Machine {
  return { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', node: process.version, loadAverage: [loadAtStart, loadavg()[0]] }
}

function readPrevious(path: string): BenchResults | null {
  if (!existsSync(path)) return null
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BenchResults
  } catch {
    return null
  }
}

function httpFetcher(origin: string): Fetcher {
  return async (path, init) => {
    const response = await fetch(`${origin}${path}`, init)
    return { status: response.status, text: await response.text() }
  }
}

/** Things to undo however the run ends, newest first; also on Ctrl-C. */
const cleanups: (() => Promise<void> | void)[] = []
async function cleanUp(): Promise<void> {
  while (cleanups.length) {
    try {
      await cleanups.pop()?.()
    } catch (error) {
      console.error(`cleanup: ${(error as Error).message}`)
    }
  }
}

async function run(argv: readonly string[]): Promise<void> {
  const options = parseOptions(argv)
  const figures = durations(options.quick)
  const wants = (part: Part) => options.parts.includes(part)
  const started = Date.now()
  const work = mkdtempSync(join(tmpdir(), 'storefront-bench-'))
  if (!options.keep) cleanups.push(() => rmSync(work, { recursive: true, force: true }))
  const dirs = { client: join(work, 'client'), worker: join(work, 'worker'), state: join(work, 'state') }
  const update: Partial<Pick<BenchResults, Part>> = {}

  step('Building the production client (vite build)')
  await capture(bin('vite'), ['build', '--outDir', dirs.client, '--emptyOutDir', '--logLevel', 'warn'], await wranglerEnv())
  // Every part runs the bundle wrangler deploy uploads, in Miniflare (workerd).
  step('Bundling the worker as wrangler deploy does (--dry-run --outdir)')
  const bundle: WorkerBundle = await buildWorkerBundle(dirs.worker, dirs.client)
  step('Migrating and seeding a fresh local state (--persist-to)')
  await prepareState(dirs.state)
  const worker = { bundleDir: bundle.outDir, assetsDir: dirs.client, persistTo: dirs.state }

  let startup: RenderPart['startup'] | null = null
  if (wants('render')) {
    step(`Cold starts of workerd with the bundle and with a no-op worker (${figures.startupRuns} each)`)
    startup = await measureStartup(worker, figures.startupRuns)
  }

  let targets: BenchTargets | null = null
  if (wants('sizes') || wants('render')) {
    const load = loadavg()[0]
    const before = workerdChildren()
    const mf = startMiniflare({ ...worker, listen: true, withReferenceWorkers: true })
    cleanups.push(() => mf.dispose())
    const ready = await mf.ready
    {
      // Over HTTP, not dispatchFetch: writes must name the origin the Host header carries.
      targets = await discoverTargets(httpFetcher(new URL(ready).origin), defaultStore(), new URL(ready).origin)
      const pages = Object.entries(targets.pages).map(([key, path]) => ({ key, path }))

      if (wants('sizes')) {
        step('Sizes: what each page links and what Chromium downloads on a first visit')
        const sizeOf = fileSizer(dirs.client)
        const downloaded = await measureFirstVisits(new URL(ready).origin, pages, {
          assetsDir: dirs.client,
          chromePath: await chromiumPath(),
        })
        const pageSizes: PageSizes[] = []
        for (const page of pages) {
          const { text } = await fetchText(mf, `http://localhost${page.path}`)
          const linked = linkedAssets(text)
          pageSizes.push({
            key: page.key,
            path: page.path,
            route: PAGE_ROUTES[page.key as PageKey],
            linked: { js: sumBytes(linked.js.map(sizeOf)), css: sumBytes(linked.css.map(sizeOf)) },
            downloaded: downloaded.find((visit) => visit.key === page.key) ?? null,
          })
        }
        const routes = routeBundleSizes(dirs.client, readFileSync(join(root, 'client/routes.tsx'), 'utf8'))
        for (const page of pageSizes) {
          // The size check counts scripts and stylesheets; the messages file is data (ADR 082).
          const code = (page.downloaded?.files ?? []).filter((file) => !file.endsWith('.json'))
          const missed = uncountedFiles(code, routes[page.route]?.files ?? [])
          if (missed.length)
            console.warn(
              `  ${page.key} downloads ${missed.join(', ')} that npm test's size check does not count (scripts/bench/bundle-sizes.ts BOOT_IMPORTS)`,
            )
        }
        update.sizes = {
          measuredAt: new Date().toISOString(),
          machine: machine(load),
          pages: pageSizes,
          routes,
          worker: {
            raw: bundle.raw,
            gzip: bundle.gzip,
            reportedGzip: bundle.reportedGzip,
            modules: bundle.modules.length,
            startupModules: bundle.startupModules.length,
            startupRaw: bundle.startupRaw,
            startupGzip: bundle.startupGzip,
            startupInputs: bundle.startupInputs.slice(0, TOP_WORKER_INPUTS),
          },
        } satisfies SizesPart
      }

      if (wants('render') && startup) {
        const workerdPid = findWorkerdChild(before)
        const settings = { warmup: figures.renderWarmup, samples: figures.renderSamples, workerdPid }
        step(`Render: ${figures.renderSamples} warm renders of each page in workerd, the same URLs again and again`)
        const render = await measureRender(mf, pages, { ...settings, mode: 'repeat' })
        step(`Render: ${figures.renderSamples} warm renders of each page in workerd, each URL new to the isolate`)
        const firstRender = await measureRender(mf, pages, { ...settings, mode: 'first' })
        step(`Render: what the local Cache API takes of those, by a worker that only looks a page of that size up and stores it`)
        const localCache = await measureLocalCache(mf, Math.round(median(firstRender.pages.map((page) => page.bytes)) ?? 0), settings)
        step(`Render: both again, kept out of the edge cache (no lookup or put in Miniflare's Cache API service)`)
        const renderNotStored = await measureRender(mf, pages, { ...settings, mode: 'repeat-not-stored' })
        const firstRenderNotStored = await measureRender(mf, pages, { ...settings, mode: 'first-not-stored' })
        update.render = {
          measuredAt: new Date().toISOString(),
          machine: machine(load),
          startup,
          render,
          firstRender,
          renderNotStored,
          firstRenderNotStored,
          localCache,
        } satisfies RenderPart
      }
    }
    await cleanups.pop()?.()
  }

  if (wants('load') || wants('lighthouse')) {
    // The same runtime as the render part and the e2e servers, without wrangler dev's proxy
    // in front, which no deployment has (docs/decisions/083-bench-load-on-miniflare.md).
    step('Starting Miniflare with the bundle and the seeded state, listening on 127.0.0.1')
    const mf = startMiniflare({ ...worker, listen: true })
    cleanups.push(() => mf.dispose())
    // On 127.0.0.1 (scripts/local-worker.ts), the default store like localhost.
    const origin = new URL(await mf.ready).origin
    if (!targets) {
      targets = await discoverTargets(httpFetcher(origin), defaultStore(), origin)
    }
    const pagesOf = (keys: PageKey[]) => keys.map((key) => ({ key, path: targets?.pages[key] ?? '/' }))

    if (wants('load')) {
      const load = loadavg()[0]
      const loadTargets = []
      for (const { key, path } of [...pagesOf(LOAD_PAGES), { key: 'api', path: targets.api }]) {
        const response = await fetch(`${origin}${path}`)
        loadTargets.push({ key, path, bytes: (await response.arrayBuffer()).byteLength })
      }
      step(
        `Load: autocannon ${figures.loadConnections} connections × ${figures.loadSeconds} s on ${loadTargets.map((t) => t.key).join(', ')}, each beside a static file`,
      )
      const cached = await measureLoad(origin, loadTargets, dirs.client, {
        seconds: figures.loadSeconds,
        connections: figures.loadConnections,
      })
      // The same pages rendered for every request: a visitor the edge cache never serves
      // (preview, a gated store, a shopper's own bookmark) or a page it does not hold yet, by
      // an isolate that knows the store; kept out of the cache by a cookie (BYPASS).
      const uncachedTargets = loadTargets
        .filter((target) => target.key !== 'api')
        .map((target) => ({ ...target, key: `${target.key}${UNCACHED_SUFFIX}`, headers: { cookie: NOT_STORED_COOKIE } }))
      step('Load: the same pages kept out of the edge cache')
      const uncached = await measureLoad(origin, uncachedTargets, dirs.client, {
        seconds: figures.loadSeconds,
        connections: figures.loadConnections,
      })
      update.load = {
        measuredAt: new Date().toISOString(),
        machine: machine(load),
        server: 'miniflare',
        ...cached,
        pairs: [...cached.pairs, ...uncached.pairs],
      } satisfies LoadPart
    }

    if (wants('lighthouse')) {
      const load = loadavg()[0]
      const chromePath = await chromiumPath()
      const pages = await measureLighthouse(origin, pagesOf(LIGHTHOUSE_PAGES), {
        runs: figures.lighthouseRuns,
        chromePath,
        onRun: (key, runNumber) => step(`Lighthouse: ${key}, run ${runNumber} of ${figures.lighthouseRuns}`),
      })
      update.lighthouse = {
        measuredAt: new Date().toISOString(),
        machine: machine(load),
        server: 'miniflare',
        runs: figures.lighthouseRuns,
        pages,
      } satisfies LighthousePart
    }
    await cleanups.pop()?.()
  }

  if (wants('reservations')) {
    const load = loadavg()[0]
    step(
      `Reservations: ${figures.reservationSamples} lone reservations, then ${figures.dropBuyers} buyers at once for 50 units through 3 isolates`,
    )
    const result = await measureReservations(worker, { aloneSamples: figures.reservationSamples, buyers: figures.dropBuyers, units: 50 })
    update.reservations = { measuredAt: new Date().toISOString(), machine: machine(load), ...result }
  }

  if (wants('images')) {
    const load = loadavg()[0]
    step('Images: home, a collection and a listing at 390 and 1280 px in provider mode, without and with the Images binding')
    const { pages, audits } = await measureImages(
      { bundleDir: bundle.outDir, assetsDir: dirs.client },
      { chromePath: await chromiumPath() },
    )
    update.images = { measuredAt: new Date().toISOString(), machine: machine(load), pages, audits }
  }

  const out = resolve(root, options.out)
  const merged = mergeResults(readPrevious(out), { updatedAt: new Date().toISOString(), quick: options.quick, targets, ...update })
  const results: BenchResults = { ...merged, budgets: benchChecks(merged) }
  mkdirSync(dirname(out), { recursive: true })
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`)
  const summary = markdownSummary(results)
  writeFileSync(out.replace(/\.json$/, '.md'), `${summary}\n`)
  // A full run into the committed results also refreshes the table of docs/performance.md
  // (a part alone, in a fresh checkout, has no figures of the others to write there).
  if (!options.quick && options.parts.length === PARTS.length && out === resolve(root, 'bench/results.json')) {
    const docs = join(root, 'docs/performance.md')
    const page = existsSync(docs) ? withSummary(readFileSync(docs, 'utf8'), summary) : null
    if (page) writeFileSync(docs, page)
  }
  console.log(`\n${report(results)}\n`)
  console.log(`Wrote ${options.out} in ${Math.round((Date.now() - started) / 1000)} s${options.keep ? `; kept ${work}` : ''}.`)
}

process.on('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130))
})

try {
  await run(process.argv.slice(2))
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`)
    process.exitCode = 2
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exitCode = 1
  }
} finally {
  await cleanUp()
}
