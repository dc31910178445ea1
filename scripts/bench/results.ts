import type { Bytes, RouteBytes } from './bundle-sizes'
import type { FirstVisit } from './first-visit'
import type { ImagesAudits, ImagesPage } from './images'
import type { LighthouseResult } from './lighthouse'
import type { LoadResult } from './load'
import type { Part } from './options'
import type { LocalCacheCost, RenderRun } from './render'
import type { ReservationsResult } from './reservations'
import type { StartupResult } from './startup'
import type { ModuleShare } from './worker-modules'

export interface Machine {
  cpus: number
  cpuModel: string
  node: string
  /** 1-minute load average when the part started and ended: how busy the shared machine was. */
  loadAverage: [number, number]
}

export interface PageSizes {
  key: string
  path: string
  /** The route whose budget applies. */
  route: string
  /** What the server-rendered HTML links (entry, route chunks, static imports, CSS). */
  linked: { js: Bytes; css: Bytes }
  /** What Chromium downloaded until the network was idle: before the page hydrated, and the scripts after. */
  downloaded: FirstVisit | null
}

export interface SizesPart {
  measuredAt: string
  machine: Machine
  pages: PageSizes[]
  /** Every route of the table, from the Vite manifest: what `npm test` checks. */
  routes: Record<string, RouteBytes>
  worker: {
    raw: number
    gzip: number
    reportedGzip: number | null
    modules: number
    /** The entry and its static imports: what an isolate evaluates before its first request. */
    startupModules: number
    startupRaw: number
    startupGzip: number
    /** The largest source files and packages of the start-up modules (minified bytes). */
    startupInputs: ModuleShare[]
  }
}

export interface RenderPart {
  measuredAt: string
  machine: Machine
  startup: StartupResult
  /** The same URLs again and again: what a popular page costs (the worker remembers identical renders). */
  render: RenderRun
  /** URLs the isolate has not rendered before: the whole render, every time, and the edge cache's lookup and put. */
  firstRender: RenderRun
  /**
   * Both kept out of the edge cache: what the worker's render costs (the render memo answers
   * repeats) without Miniflare's local Cache API service. Runs before 2026-11-28 lack them.
   */
  renderNotStored?: RenderRun
  firstRenderNotStored?: RenderRun
  /** Of firstRender's CPU, what Miniflare's local Cache API service takes; runs before 2026-11-28 07:00 UTC lack it. */
  localCache?: LocalCacheCost
}

/** What served the load and Lighthouse parts: Miniflare since 2026-11-28 (ADR 083); absent before, wrangler dev. */
type BenchServer = 'miniflare' | 'wrangler dev'

export interface LoadPart extends LoadResult {
  measuredAt: string
  machine: Machine
  server?: BenchServer
}

export interface LighthousePart {
  measuredAt: string
  machine: Machine
  server?: BenchServer
  runs: number
  pages: LighthouseResult[]
}

interface ReservationsPart extends ReservationsResult {
  measuredAt: string
  machine: Machine
}

/** Image bytes in provider mode with 2,000 px JPEG photos, before and after the image route (issue 28). */
interface ImagesPart {
  measuredAt: string
  machine: Machine
  pages: ImagesPage[]
  /** Lighthouse's image audits per page (absent in results written before they were measured). */
  audits?: ImagesAudits[]
}

export interface BenchResults {
  /** Shape of this file; bumped when a field changes meaning. */
  version: 1
  updatedAt: string
  quick: boolean
  targets: { store: string; pages: Record<string, string>; api: string } | null
  sizes: SizesPart | null
  render: RenderPart | null
  load: LoadPart | null
  lighthouse: LighthousePart | null
  reservations: ReservationsPart | null
  images: ImagesPart | null
  budgets: BudgetCheck[]
}

export const EMPTY_RESULTS: BenchResults = {
  version: 1,
  updatedAt: '',
  quick: false,
  targets: null,
  sizes: null,
  render: null,
  load: null,
  lighthouse: null,
  reservations: null,
  images: null,
  budgets: [],
}

export type ResultsUpdate = Partial<Pick<BenchResults, Part>> & Pick<BenchResults, 'updatedAt' | 'quick' | 'targets'>

/**
 * A run of some parts replaces those parts and keeps the others from the last run, so the
 * bench can run in pieces; a quick run never mixes with full-run figures. Budgets are
 * evaluated again over the merged figures.
 */
export function mergeResults(previous: BenchResults | null, update: ResultsUpdate): Omit<BenchResults, 'budgets'> {
  const base = previous && previous.version === 1 && previous.quick === update.quick ? previous : EMPTY_RESULTS
  return {
    version: 1,
    updatedAt: update.updatedAt,
    quick: update.quick,
    targets: update.targets ?? base.targets,
    sizes: update.sizes ?? base.sizes,
    render: update.render ?? base.render,
    load: update.load ?? base.load,
    lighthouse: update.lighthouse ?? base.lighthouse,
    // Results written before the reservations part existed have none.
    reservations: update.reservations ?? base.reservations ?? null,
    images: update.images ?? base.images ?? null,
  }
}

export interface BudgetCheck {
  /** What is measured, e.g. `home JS (gzip)`. */
  name: string
  value: number | null
  limit: number
  /** `max`: value must be at most the limit; `min`: at least; `below`: strictly less. */
  kind: 'max' | 'min' | 'below'
  unit: 'bytes' | 'ms' | 'ratio' | 'score' | 'count' | 'cls'
  ok: boolean
}
