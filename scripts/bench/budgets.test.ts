import { describe, expect, it } from 'vitest'
import { benchChecks, check, formatCheck, KB, MiB, sizeChecks, UNCACHED_SUFFIX } from './budgets'
import type { RenderRun } from './render'
import { EMPTY_RESULTS, type RenderPart } from './results'

const bytes = (gzip: number) => ({ raw: gzip * 3, gzip, brotli: gzip - 1 })

const noSpread = { p50: null, p95: null, n: 0 }
const emptyRun = (mode: RenderRun['mode'], pages: RenderRun['pages'] = []): RenderRun => ({
  mode,
  samples: 0,
  warmup: 0,
  cpuSource: 'none',
  noopCpuMs: noSpread,
  noopWallMs: noSpread,
  pages,
})
const page = (key: string, netCpuMs: number, edgeCache: string) => ({
  key,
  path: '/',
  status: 200,
  bytes: 1,
  errors: 0,
  cpuMs: noSpread,
  netCpuMs: { p50: netCpuMs, p95: netCpuMs },
  wallMs: noSpread,
  serverTimingMs: noSpread,
  memoHits: 0,
  edgeCache,
})
const renderPart = (startupCpuMs: number | null): RenderPart => ({
  measuredAt: '',
  machine: { cpus: 2, cpuModel: '', node: '', loadAverage: [0, 0] },
  startup: { runs: 1, readyMs: null, noopReadyMs: null, startupMs: null, startupCpuMs, bindingsCpuMs: null, firstPageMs: null },
  render: emptyRun('repeat'),
  firstRender: emptyRun('first'),
})

describe('size budgets', () => {
  it('holds every route to its size with React Router back, with no ceilings: home 110 KB, collection, listing and search 115, cart 125, checkout 150', () => {
    const within = {
      home: { js: bytes(110 * KB), css: bytes(5 * KB) },
      'catch-all': { js: bytes(115 * KB), css: bytes(5 * KB) },
      listing: { js: bytes(115 * KB), css: bytes(5 * KB) },
      search: { js: bytes(115 * KB), css: bytes(5 * KB) },
      'live-chat': { js: bytes(117 * KB), css: bytes(5 * KB) },
      cart: { js: bytes(125 * KB), css: bytes(5 * KB) },
      checkout: { js: bytes(150 * KB), css: bytes(5 * KB) },
      'checkout-express': { js: bytes(150 * KB), css: bytes(5 * KB) },
    }
    expect(sizeChecks(within, { startupGzip: 200 * KB, gzip: 600 * KB }).filter((c) => !c.ok)).toEqual([])
    const over = Object.fromEntries(Object.entries(within).map(([id, size]) => [id, { ...size, js: bytes(size.js.gzip + 1) }]))
    expect(
      sizeChecks(over, { startupGzip: 200 * KB, gzip: 600 * KB })
        .filter((c) => !c.ok)
        .map((c) => c.name),
    ).toEqual(Object.keys(within).map((id) => `${id} JS (gzip)`))
  })

  it('fails npm test for a route over its budget or any CSS over 20 KB', () => {
    const routes = {
      home: { js: bytes(115 * KB), css: bytes(5 * KB) },
      listing: { js: bytes(114 * KB), css: bytes(21 * KB) },
      checkout: { js: bytes(159 * KB), css: bytes(5 * KB) },
      login: { js: bytes(118 * KB), css: bytes(5 * KB) },
    }
    const failing = sizeChecks(routes, { startupGzip: 200 * KB, gzip: 600 * KB })
      .filter((c) => !c.ok)
      .map((c) => c.name)
    expect(failing).toEqual(['home JS (gzip)', 'listing CSS (gzip)', 'checkout JS (gzip)', 'login JS (gzip)'])
  })

  it('fails a worker whose start-up modules are over 250 KB gzip, or whose upload is over 1 MiB', () => {
    const failing = (startupGzip: number, gzip: number) =>
      sizeChecks({}, { startupGzip, gzip })
        .filter((c) => !c.ok)
        .map((c) => c.name)
    expect(failing(250 * KB, MiB)).toEqual([])
    expect(failing(250 * KB + 1, 400 * KB)).toEqual(['worker start-up modules (gzip)'])
    expect(failing(200 * KB, MiB + 1)).toEqual(['worker upload (gzip)'])
  })

  it('prints a line a reader can act on', () => {
    expect(formatCheck(check('home JS (gzip)', 116.2 * KB, 100 * KB, 'max', 'bytes'))).toMatch(
      /^OVER home JS \(gzip\)\s+116\.2 KB {2}≤ 100\.0 KB$/,
    )
    expect(formatCheck(check('home CLS', 0.01, 0.05, 'below', 'cls'))).toMatch(/^ok {3}home CLS\s+0\.010 {2}< 0\.050$/)
  })
})

describe('bench budgets', () => {
  it('shows a part that was not measured as no checks, and a missing figure as not met', () => {
    expect(benchChecks(EMPTY_RESULTS)).toEqual([])
    expect(check('home Lighthouse SEO', null, 100, 'min', 'score').ok).toBe(false)
  })

  it('lets only the cart, closed to crawlers by robots.txt, miss the SEO audit that says so', () => {
    const lighthouse = (key: string, seo: number, failing: string[]) => ({
      key,
      path: '/',
      runs: [],
      failing,
      warnings: [],
      benchmarkIndex: null,
      performance: 100,
      accessibility: 100,
      bestPractices: 100,
      seo,
      lcpMs: 900,
      tbtMs: 0,
      cls: 0,
      fcpMs: 500,
    })
    const seoOk = (...pages: ReturnType<typeof lighthouse>[]) =>
      benchChecks({
        ...EMPTY_RESULTS,
        lighthouse: { measuredAt: '', machine: { cpus: 2, cpuModel: '', node: '', loadAverage: [0, 0] }, runs: 3, pages },
      })
        .filter((c) => c.name.endsWith('Lighthouse SEO'))
        .map((c) => [c.name, c.ok])
    expect(
      seoOk(lighthouse('cart', 66, ['seo:is-crawlable']), lighthouse('home', 66, ['seo:is-crawlable']), lighthouse('listing', 100, [])),
    ).toEqual([
      ['cart Lighthouse SEO', true],
      ['home Lighthouse SEO', false],
      ['listing Lighthouse SEO', true],
    ])
    expect(seoOk(lighthouse('cart', 58, ['seo:is-crawlable', 'seo:meta-description']))).toEqual([['cart Lighthouse SEO', false]])
  })

  it('holds the worker start-up to 60 ms of CPU', () => {
    const startupCheck = (startupCpuMs: number | null) =>
      benchChecks({ ...EMPTY_RESULTS, render: renderPart(startupCpuMs) }).find((c) => c.name === 'worker start-up CPU')
    expect(startupCheck(60)).toMatchObject({ ok: true, limit: 60, unit: 'ms' })
    expect(startupCheck(61)?.ok).toBe(false)
    expect(startupCheck(null)?.ok).toBe(false)
  })

  it('holds renders to 3 ms (checkout 5), served and kept out of the edge cache, each page the cache skips once', () => {
    const render: RenderPart = {
      ...renderPart(50),
      render: emptyRun('repeat', [page('home', 1.5, 'HIT'), page('checkout', 5.1, 'BYPASS')]),
      firstRender: emptyRun('first', [page('home', 6, 'MISS'), page('checkout', 4, 'BYPASS')]),
      renderNotStored: emptyRun('repeat-not-stored', [page('home', 3, 'BYPASS'), page('checkout', 5.1, 'BYPASS')]),
      firstRenderNotStored: emptyRun('first-not-stored', [page('home', 3.1, 'BYPASS'), page('checkout', 4, 'BYPASS')]),
    }
    const renders = benchChecks({ ...EMPTY_RESULTS, render }).filter((c) => c.name.includes('render CPU'))
    expect(renders.map((c) => [c.name, c.limit, c.ok])).toEqual([
      ['home render CPU p50', 3, true],
      ['checkout render CPU p50', 5, false],
      ['home first render CPU p50', 3, false],
      ['checkout first render CPU p50', 5, true],
      ['home render CPU p50, not stored', 3, true],
      ['home first render CPU p50, not stored', 3, false],
    ])
  })

  it('holds pages from a warm edge cache to 80 % of a static file, the same pages without it and the API to 50 %', () => {
    const run = (requestsPerSecond: number) => ({
      path: '/x',
      requestsPerSecond,
      latencyMs: { p50: 1, p97_5: 1, p99: 1 },
      errors: 0,
      requests: 1,
      bytesPerSecond: 1,
    })
    const pair = (key: string, ratio: number) => ({ key, dynamic: run(ratio * 100), static: run(100), ratio })
    const load = {
      measuredAt: '',
      machine: { cpus: 2, cpuModel: '', node: '', loadAverage: [0, 0] as [number, number] },
      seconds: 20,
      connections: 50,
      pairs: [
        pair('home', 0.79),
        pair('listing', 0.8),
        pair(`home${UNCACHED_SUFFIX}`, 0.5),
        pair(`listing${UNCACHED_SUFFIX}`, 0.49),
        pair('api', 0.5),
      ],
    }
    const throughput = benchChecks({ ...EMPTY_RESULTS, load }).filter((c) => c.name.endsWith('SSR/static throughput'))
    expect(throughput.map((c) => [c.name, c.limit, c.ok])).toEqual([
      ['home SSR/static throughput', 0.8, false],
      ['listing SSR/static throughput', 0.8, true],
      [`home${UNCACHED_SUFFIX} SSR/static throughput`, 0.5, true],
      [`listing${UNCACHED_SUFFIX} SSR/static throughput`, 0.5, false],
      ['api SSR/static throughput', 0.5, true],
    ])
  })
})
