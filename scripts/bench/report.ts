import { formatCheck, ISSUE_32_JS_TARGETS, jsBudget, KB, UNCACHED_SUFFIX } from './budgets'
import type { LocalCacheCost, RenderRun } from './render'
import type { BenchResults, BudgetCheck, PageSizes } from './results'
import { formatInputs } from './worker-modules'

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ')
      .trimEnd()
  return [line(headers), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

const kb = (bytes: number | null | undefined) => (bytes === null || bytes === undefined ? '–' : `${(bytes / KB).toFixed(1)}`)
const ms = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? '–' : value.toFixed(digits))
const num = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(value))

function sizesSection(results: Omit<BenchResults, 'budgets'>): string | null {
  const sizes = results.sizes
  if (!sizes) return null
  const rows = sizes.pages.map((page) => {
    const seen = page.downloaded
    return [
      page.key,
      page.route,
      kb(seen?.js.gzip ?? page.linked.js.gzip),
      `≤ ${kb(jsBudget(page.route))}`,
      ISSUE_32_JS_TARGETS[page.route] ? `≤ ${kb(ISSUE_32_JS_TARGETS[page.route])}` : '–',
      kb(seen?.js.brotli ?? page.linked.js.brotli),
      kb(seen?.css.gzip ?? page.linked.css.gzip),
      kb(seen?.css.brotli ?? page.linked.css.brotli),
      kb(seen?.data?.gzip),
      kb(seen?.afterHydration?.js.gzip),
      kb(page.linked.js.gzip),
      seen ? String(seen.files.length) : '–',
    ]
  })
  const { worker } = sizes
  const workerLines = [
    `Worker bundle (wrangler deploy --dry-run): start-up ${kb(worker.startupGzip)} KB gzip (${kb(worker.startupRaw)} KB, ${worker.startupModules} modules: the entry and its static imports); uploaded in all ${kb(worker.gzip)} KB gzip (${kb(worker.raw)} KB, ${worker.modules} modules; wrangler reports ${kb(worker.reportedGzip)} KB)`,
    'Largest inputs of the start-up modules (minified KB):',
    ...formatInputs(worker.startupInputs ?? [], worker.startupInputs?.length ?? 0),
  ]
  return [
    'First visit: JS, CSS and data (the messages, JSON) downloaded before the page hydrated, and the JS it asked for once hydrated (KB; gzip -9 and brotli 11 of each file)',
    table(
      ['page', 'route', 'JS gz', 'JS budget', 'issue 32', 'JS br', 'CSS gz', 'CSS br', 'data gz', 'then JS gz', 'linked JS gz', 'files'],
      rows,
    ),
    ...workerLines,
  ].join('\n')
}

function renderTable(run: RenderRun): string {
  const rows = run.pages.map((page) => [
    page.key,
    String(page.status),
    kb(page.bytes),
    ms(page.netCpuMs.p50, 2),
    ms(page.netCpuMs.p95, 2),
    ms(page.wallMs.p50),
    ms(page.wallMs.p95),
    ms(page.serverTimingMs.p50, 0),
    `${page.memoHits}/${page.cpuMs.n}`,
    page.edgeCache ?? '–',
    String(page.errors),
  ])
  return table(
    ['page', 'status', 'HTML KB', 'CPU p50', 'CPU p95', 'wall p50', 'wall p95', 'worker;dur p50', 'memo', 'edge cache', 'errors'],
    rows,
  )
}

function renderSection(results: Omit<BenchResults, 'budgets'>): string | null {
  const part = results.render
  if (!part) return null
  const { render, firstRender, renderNotStored, firstRenderNotStored, localCache, startup } = part
  const notStored = 'kept out of the edge cache (a cookie makes it BYPASS: no lookup or put in the local Cache API service)'
  return [
    `Server render in workerd (Miniflare, the deploy bundle): ${render.samples} warm renders per page after ${render.warmup} rounds of warm-up`,
    'The same URL again (a popular page: an edge-cache hit, or the render memo for a page the cache does not keep):',
    renderTable(render),
    'A URL new to the isolate (the whole render, then put into the edge cache):',
    renderTable(firstRender),
    ...(localCache ? [localCacheLine(localCache)] : []),
    ...(renderNotStored ? [`The same URL again, ${notStored}: the render memo answers.`, renderTable(renderNotStored)] : []),
    ...(firstRenderNotStored ? [`A URL new to the isolate, ${notStored}: the whole render.`, renderTable(firstRenderNotStored)] : []),
    `CPU: workerd's CPU per request less a no-op worker's (${ms(render.noopCpuMs.p50, 2)} ms), ms; it includes local D1/KV work that runs outside the Worker in production. Wall: from Node, to the last byte, ms.`,
    `Startup: ${num(startup.startupCpuMs)} ms of CPU to evaluate the bundle's start-up modules (${num(startup.startupMs)} ms wall: workerd ready in ${num(startup.readyMs)} ms vs ${num(startup.noopReadyMs)} ms for a no-op script with the same bindings, whose local stand-ins take ${num(startup.bindingsCpuMs ?? null)} ms of CPU more than a bare one), first page of a cold isolate ${num(startup.firstPageMs)} ms; medians of ${startup.runs}`,
  ].join('\n')
}

function localCacheLine(cost: LocalCacheCost): string {
  const errors = cost.errors ? ` (${cost.errors} answers not 200: a URL stored before; the figure is wrong)` : ''
  return `Of those, Miniflare's local Cache API service (a lookup that misses, then a put of ${kb(cost.bytes)} KB, by a worker that does only that): ${ms(cost.cacheCpuMs, 2)} ms of CPU (${ms(cost.lookupAndPutCpuMs.p50, 2)} with it, ${ms(cost.answerCpuMs.p50, 2)} without)${errors}. At a Cloudflare location that is the cache's work, not the Worker's; the budgets still count it.`
}

function loadSection(results: Omit<BenchResults, 'budgets'>): string | null {
  const part = results.load
  if (!part) return null
  const rows = part.pairs.map((pair) => [
    pair.key,
    ms(pair.dynamic.requestsPerSecond, 0),
    `${pair.dynamic.latencyMs.p50}/${pair.dynamic.latencyMs.p99}`,
    String(pair.dynamic.errors),
    pair.static.path,
    ms(pair.static.requestsPerSecond, 0),
    `${pair.static.latencyMs.p50}/${pair.static.latencyMs.p99}`,
    pair.ratio === null ? '–' : `${Math.round(pair.ratio * 100)}%`,
  ])
  return [
    `Load against ${part.server ?? 'wrangler dev'} (autocannon, ${part.connections} connections, ${part.seconds} s each, in 5 s turns with a static file of similar size)`,
    table(['target', 'req/s', 'p50/p99 ms', 'errors', 'static file', 'req/s', 'p50/p99 ms', 'SSR/static'], rows),
  ].join('\n')
}

function lighthouseSection(results: Omit<BenchResults, 'budgets'>): string | null {
  const part = results.lighthouse
  if (!part) return null
  const rows = part.pages.map((page) => [
    page.key,
    num(page.performance),
    num(page.accessibility),
    num(page.bestPractices),
    num(page.seo),
    ms(page.lcpMs, 0),
    ms(page.tbtMs, 0),
    page.cls === null ? '–' : page.cls.toFixed(3),
  ])
  const failing = part.pages.filter((page) => page.failing.length).map((page) => `  ${page.key}: ${page.failing.join(', ')}`)
  const benchmarks = part.pages.map((page) => page.benchmarkIndex).filter((index): index is number => typeof index === 'number')
  return [
    `Lighthouse 12.8.2, mobile preset, against ${part.server ?? 'wrangler dev'}, median of ${part.runs} run${part.runs === 1 ? '' : 's'}`,
    table(['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'], rows),
    ...(failing.length ? ['Audits below full marks:', ...failing] : []),
    ...(benchmarks.length
      ? [
          `Lighthouse benchmark index of this machine: ${Math.min(...benchmarks)}–${Math.max(...benchmarks)} (the mobile preset's 4× CPU slowdown assumes about 1500)`,
        ]
      : []),
  ].join('\n')
}

function reservationsSection(results: Omit<BenchResults, 'budgets'>): string | null {
  const part = results.reservations
  if (!part) return null
  const { alone, drop } = part
  return [
    'Drop reservations (the StockReservations Durable Object of the deploy bundle in workerd, timed inside the calling worker)',
    table(
      ['case', 'calls', 'p50 ms', 'p99 ms', 'outcome'],
      [
        ['one at a time', String(alone.samples), ms(alone.p50Ms, 2), ms(alone.p99Ms, 2), 'all held'],
        [
          `${drop.buyers} buyers at once, ${drop.isolates} isolates`,
          String(drop.samples),
          ms(drop.p50Ms, 2),
          ms(drop.p99Ms, 2),
          `${drop.granted} held of ${drop.units} units, ${drop.refused} sold out, ${drop.wallMs} ms in all`,
        ],
      ],
    ),
  ].join('\n')
}

function imagesSection(results: Omit<BenchResults, 'budgets'>): string | null {
  const part = results.images
  if (!part) return null
  const types = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([type, count]) => `${count} ${type.replace('image/', '')}`)
      .join(', ')
  return [
    'Image bytes in provider mode (2,000 px JPEG photos), first visit scrolled to the end: without / with the Images binding',
    table(
      ['page', 'width', 'before KB', 'after KB', 'after / before', 'after: images'],
      part.pages.map((page) => [
        page.key,
        `${page.width} px`,
        kb(page.before.bytes),
        kb(page.after.bytes),
        page.before.bytes ? `${Math.round((page.after.bytes / page.before.bytes) * 100)} %` : '–',
        types(page.after.types),
      ]),
    ),
    ...(part.audits?.length
      ? [
          'Lighthouse image audits with the binding (mobile preset)',
          table(
            ['page', ...(part.audits[0]?.audits.map((audit) => audit.title) ?? [])],
            part.audits.map((page) => [
              page.key,
              ...page.audits.map((audit) => (audit.passed ? 'passed' : `failed, ${kb(audit.savingsBytes)} KB to save`)),
            ]),
          ),
        ]
      : []),
  ].join('\n')
}

function budgetsSection(checks: readonly BudgetCheck[]): string {
  const over = checks.filter((c) => !c.ok)
  return [`Budgets: ${checks.length - over.length} of ${checks.length} met`, ...checks.map(formatCheck)].join('\n')
}

export function report(results: BenchResults): string {
  return [
    sizesSection(results),
    renderSection(results),
    loadSection(results),
    lighthouseSection(results),
    reservationsSection(results),
    imagesSection(results),
    budgetsSection(results.budgets),
  ]
    .filter((section): section is string => section !== null)
    .join('\n\n')
}

/** A Markdown table row. */
const md = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
const mark = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? ' ✓' : ' ✗')

/**
 * The figures of docs/performance.md, one row per page with its budgets marked, written
 * beside results.json as bench/results.md so the docs can be pasted from a run.
 */
/** The scripts a page asked for once hydrated, beside what it needed up front. */
const afterHydration = (size: PageSizes | undefined) => {
  const later = size?.downloaded?.afterHydration?.js.gzip
  return later ? ` (then ${kb(later)})` : ''
}

export function markdownSummary(results: BenchResults): string {
  const okOf = (name: string) => results.budgets.find((check) => check.name === name)?.ok
  const keys = ['home', 'collection', 'listing', 'cart', 'checkout', 'search']
  const rows = keys.map((key) => {
    const size = results.sizes?.pages.find((page) => page.key === key)
    const js = size?.downloaded?.js ?? size?.linked.js
    const css = size?.downloaded?.css ?? size?.linked.css
    const repeat = results.render?.render.pages.find((page) => page.key === key)
    const first = results.render?.firstRender.pages.find((page) => page.key === key)
    const repeatNotStored = results.render?.renderNotStored?.pages.find((page) => page.key === key)
    const firstNotStored = results.render?.firstRenderNotStored?.pages.find((page) => page.key === key)
    const alsoNotStored = (page: RenderRun['pages'][number] | undefined, name: string) =>
      page ? ` / ${ms(page.netCpuMs.p50, 1)}${mark(okOf(name))}` : ''
    const lighthouse = results.lighthouse?.pages.find((page) => page.key === key)
    const scores = lighthouse
      ? `${lighthouse.performance}${mark(okOf(`${key} Lighthouse performance`))} / ${lighthouse.accessibility} / ${lighthouse.bestPractices} / ${lighthouse.seo}${mark(okOf(`${key} Lighthouse SEO`))}`
      : '–'
    return md([
      `\`${(size?.path ?? repeat?.path ?? key).replace(/^\/checkout\/.+/, '/checkout/{id}')}\``,
      js ? `${kb(js.gzip)}${mark(okOf(`${key} first-visit JS (gzip)`))} / ${kb(js.brotli)}${afterHydration(size)}` : '–',
      css ? `${kb(css.gzip)}${mark(okOf(`${key} first-visit CSS (gzip)`))}` : '–',
      repeat
        ? `${ms(repeat.netCpuMs.p50, 1)}${mark(okOf(`${key} render CPU p50`))}${alsoNotStored(repeatNotStored, `${key} render CPU p50, not stored`)}`
        : '–',
      first
        ? `${ms(first.netCpuMs.p50, 1)}${mark(okOf(`${key} first render CPU p50`))}${alsoNotStored(firstNotStored, `${key} first render CPU p50, not stored`)}`
        : '–',
      scores,
      lighthouse
        ? `${ms(lighthouse.lcpMs, 0)}${mark(okOf(`${key} LCP`))} / ${ms(lighthouse.tbtMs, 0)} / ${lighthouse.cls?.toFixed(3) ?? '–'}${mark(okOf(`${key} CLS`))}`
        : '–',
    ])
  })
  const load = (results.load?.pairs ?? []).map((pair) =>
    md([
      pair.key === 'api'
        ? `\`GET ${pair.dynamic.path.split('?')[0]}\``
        : `\`${pair.dynamic.path}\`${pair.key.endsWith(UNCACHED_SUFFIX) ? UNCACHED_SUFFIX : ' (edge cache warm)'}`,
      ms(pair.dynamic.requestsPerSecond, 0),
      `${pair.dynamic.latencyMs.p50} / ${pair.dynamic.latencyMs.p99}`,
      `\`${pair.static.path}\` ${ms(pair.static.requestsPerSecond, 0)}`,
      `${pair.ratio === null ? '–' : `${Math.round(pair.ratio * 100)} %`}${mark(okOf(`${pair.key} SSR/static throughput`))}`,
      `${pair.dynamic.errors}${mark(okOf(`${pair.key} errors under load`))}`,
    ]),
  )
  const worker = results.sizes?.worker
  const startup = results.render?.startup
  const met = results.budgets.filter((check) => check.ok).length
  return [
    `Measured ${results.updatedAt.slice(0, 10)}${results.quick ? ' (quick run)' : ''}; ${met} of ${results.budgets.length} budgets met (✓/✗).`,
    '',
    md([
      'page',
      'JS KB gzip / br (then: after hydration)',
      'CSS KB gzip',
      'repeat CPU ms p50: as served / not stored',
      'first render CPU ms p50: stored / not stored',
      'Lighthouse perf / a11y / BP / SEO',
      'LCP ms / TBT ms / CLS',
    ]),
    md(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...rows,
    '',
    md(['load (50 connections, 20 s)', 'req/s', 'p50 / p99 ms', 'static file of similar size, req/s', 'SSR / static', 'errors']),
    md(['---', '---:', '---:', '---', '---:', '---:']),
    ...load,
    '',
    worker
      ? `Worker start-up modules ${kb(worker.startupGzip)} KB gzip${mark(okOf('worker start-up modules (gzip)'))} of ${kb(worker.gzip)} KB uploaded; startup ${num(startup?.startupCpuMs)} ms CPU${mark(okOf('worker start-up CPU'))} (${num(startup?.startupMs)} ms wall), first page of a cold isolate ${num(startup?.firstPageMs)} ms.`
      : '',
  ].join('\n')
}

const BLOCK = /(<!-- bench:results -->\n)[\s\S]*?(<!-- \/bench:results -->)/

/** Puts the summary between the bench markers of a Markdown page; null when it has none. */
export function withSummary(page: string, summary: string): string | null {
  return BLOCK.test(page) ? page.replace(BLOCK, (_, start: string, end: string) => `${start}${summary}\n${end}`) : null
}
