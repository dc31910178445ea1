import { describe, expect, it } from 'vitest'
import { failingAudits, imageAuditsOf, type LighthouseAnswer, medianScores, scoresOf } from './lighthouse'
import { type AutocannonAnswer, combine, nearestInSize, summarize } from './load'
import { BLOCK, sampleUrl, samplingPlan, serverTimingDuration } from './render'
import { EMPTY_RESULTS, mergeResults } from './results'
import { report, table, withSummary } from './report'
import { parseUploadLine } from './worker-bundle'

describe('reading what the tools print', () => {
  it('reads wrangler’s upload size', () => {
    expect(parseUploadLine('Total Upload: 2958.82 KiB / gzip: 576.11 KiB\n')).toEqual({ raw: 3029832, gzip: 589937 })
    expect(parseUploadLine('nothing')).toBeNull()
  })

  it('reads the worker’s own time from Server-Timing', () => {
    expect(serverTimingDuration('render;desc="memo", worker;dur=12')).toBe(12)
    expect(serverTimingDuration(null)).toBeNull()
  })

  it('asks for a URL the isolate has not rendered in first-render mode, the same one otherwise', () => {
    expect(sampleUrl('/search?q=moon', 'first', 3)).toBe('http://localhost/search?q=moon&_bench=first.3')
    expect(sampleUrl('/', 'first', 3)).toBe('http://localhost/?_bench=first.3')
    expect(sampleUrl('/', 'first-not-stored', 3)).toBe('http://localhost/?_bench=first-not-stored.3')
    expect(sampleUrl('/', 'repeat', 3)).toBe('http://localhost/')
    expect(sampleUrl('/', 'repeat-not-stored', 3)).toBe('http://localhost/')
  })

  it('measures a page only right after a request of the same page, each page as often, every URL once', () => {
    const plan = samplingPlan(['noop', 'home', 'listing'], 25)
    plan.forEach((request, i) => {
      if (request.measured) expect(plan[i - 1]?.target).toBe(request.target)
    })
    for (const target of ['noop', 'home', 'listing'])
      expect(plan.filter((request) => request.measured && request.target === target)).toHaveLength(25)
    expect(new Set(plan.map((request) => request.sequence)).size).toBe(plan.length)
    // Targets take turns block by block, so a busy spell on the machine hits each of them.
    expect(plan.slice(0, 2 * (BLOCK + 1)).map((request) => request.target)).toEqual([
      ...Array(BLOCK + 1).fill('noop'),
      ...Array(BLOCK + 1).fill('home'),
    ])
  })

  it('counts non-2xx answers, errors and timeouts under load as errors', () => {
    const answer: AutocannonAnswer = {
      duration: 20,
      errors: 1,
      timeouts: 2,
      non2xx: 3,
      '2xx': 100,
      latency: { p50: 40, p97_5: 90, p99: 120, average: 45 },
      requests: { average: 5.04, total: 106 },
      throughput: { average: 1000.4 },
    }
    expect(summarize('/', answer)).toEqual({
      path: '/',
      requestsPerSecond: 5,
      latencyMs: { p50: 40, p97_5: 90, p99: 120 },
      errors: 6,
      requests: 106,
      bytesPerSecond: 1000,
    })
  })

  it('adds slices of a run up: requests over the whole time, the middle p50, the worst tail, every error', () => {
    const slice = (total: number, p50: number, p99: number, non2xx: number): AutocannonAnswer => ({
      duration: 5,
      errors: 0,
      timeouts: 0,
      non2xx,
      '2xx': total - non2xx,
      latency: { p50, p97_5: p99 - 1, p99, average: p50 },
      requests: { average: total / 5, total },
      throughput: { average: 100 },
    })
    expect(combine('/', [slice(500, 40, 90, 0), slice(1000, 20, 300, 2), slice(600, 30, 80, 1), slice(900, 25, 70, 0)])).toEqual({
      path: '/',
      requestsPerSecond: 150,
      latencyMs: { p50: 25, p97_5: 299, p99: 300 },
      errors: 3,
      requests: 3000,
      bytesPerSecond: 100,
    })
  })

  it('puts an SSR page beside the static file nearest its size', () => {
    const files = [
      { path: '/assets/a.js', bytes: 10_000 },
      { path: '/assets/b.js', bytes: 70_000 },
      { path: '/favicon.svg', bytes: 300 },
    ]
    expect(nearestInSize(files, 75_000)?.path).toBe('/assets/b.js')
    expect(nearestInSize([], 1)).toBeNull()
  })
})

describe('Lighthouse figures', () => {
  const answer = (performance: number, lcp: number): LighthouseAnswer => ({
    categories: {
      performance: { score: performance, auditRefs: [{ id: 'largest-contentful-paint', weight: 25 }] },
      accessibility: {
        score: 0.98,
        auditRefs: [
          { id: 'heading-order', weight: 3 },
          { id: 'color-contrast', weight: 7 },
        ],
      },
      'best-practices': { score: 1, auditRefs: [] },
      seo: { score: 1, auditRefs: [{ id: 'is-crawlable', weight: 0 }] },
    },
    audits: {
      'largest-contentful-paint': { score: 0.9, numericValue: lcp, title: 'LCP', scoreDisplayMode: 'numeric' },
      'total-blocking-time': { score: 1, numericValue: 10, title: 'TBT', scoreDisplayMode: 'numeric' },
      'cumulative-layout-shift': { score: 1, numericValue: 0.0123, title: 'CLS', scoreDisplayMode: 'numeric' },
      'first-contentful-paint': { score: 1, numericValue: 900, title: 'FCP', scoreDisplayMode: 'numeric' },
      'heading-order': { score: 0, title: 'Headings', scoreDisplayMode: 'binary' },
      'color-contrast': { score: 1, title: 'Contrast', scoreDisplayMode: 'binary' },
      'is-crawlable': { score: 0, title: 'Crawlable', scoreDisplayMode: 'binary' },
    },
  })

  it('reads scores out of 100 and the metrics in ms', () => {
    expect(scoresOf(answer(0.97, 1800.4))).toEqual({
      performance: 97,
      accessibility: 98,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1800,
      tbtMs: 10,
      cls: 0.012,
      fcpMs: 900,
    })
  })

  it('names the weighted audits that cost points outside performance', () => {
    expect(failingAudits(answer(0.5, 1))).toEqual(['accessibility:heading-order'])
  })

  it('takes the median of each figure over the runs', () => {
    const runs = [scoresOf(answer(0.9, 3000)), scoresOf(answer(0.99, 1000)), scoresOf(answer(0.95, 2000))]
    expect(medianScores(runs)).toMatchObject({ performance: 95, lcpMs: 2000 })
  })
})

describe('results and report', () => {
  it('replaces the parts a run measured and keeps the others from the last full run', () => {
    const before = mergeResults(null, { updatedAt: 'one', quick: false, targets: null, lighthouse: { measuredAt: 'one' } as never })
    const after = mergeResults(
      { ...before, budgets: [] },
      { updatedAt: 'two', quick: false, targets: null, load: { measuredAt: 'two' } as never },
    )
    expect(after.lighthouse).toEqual({ measuredAt: 'one' })
    expect(after.load).toEqual({ measuredAt: 'two' })
    const quick = mergeResults({ ...after, budgets: [] }, { updatedAt: 'three', quick: true, targets: null })
    expect(quick.lighthouse).toBeNull()
  })

  it('puts the summary between the bench markers of the docs, and nowhere without them', () => {
    const page = 'intro\n<!-- bench:results -->\nold table\n<!-- /bench:results -->\nrest'
    expect(withSummary(page, '| new |')).toBe('intro\n<!-- bench:results -->\n| new |\n<!-- /bench:results -->\nrest')
    expect(withSummary('no markers', '| new |')).toBeNull()
  })

  it('reports the drop’s reservation latency and what it sold, and keeps it when a later run measured other parts', () => {
    const reservations = {
      measuredAt: 'one',
      machine: { cpus: 2, cpuModel: 'x', node: 'v20', loadAverage: [1, 1] as [number, number] },
      alone: { samples: 500, p50Ms: 2, p99Ms: 25 },
      drop: { samples: 500, p50Ms: 6, p99Ms: 149, buyers: 500, units: 50, isolates: 3, granted: 50, refused: 450, wallMs: 2827 },
    }
    const text = report({ ...EMPTY_RESULTS, reservations })
    expect(text).toContain('500 buyers at once, 3 isolates')
    expect(text).toContain('50 held of 50 units, 450 sold out, 2827 ms in all')
    expect(text).toMatch(/one at a time\s+500\s+2\.00\s+25\.00/)
    const later = mergeResults({ ...EMPTY_RESULTS, reservations }, { updatedAt: 'two', quick: false, targets: null })
    expect(later.reservations).toEqual(reservations)
  })

  it('aligns a table: the first column left, figures right', () => {
    expect(
      table(
        ['page', 'KB'],
        [
          ['home', '1.5'],
          ['collection', '10.0'],
        ],
      ).split('\n'),
    ).toEqual(['page          KB', '──────────  ────', 'home         1.5', 'collection  10.0'])
  })
})

describe('imageAuditsOf', () => {
  const audit = (score: number | null, scoreDisplayMode: string, overallSavingsBytes?: number) => ({
    score,
    scoreDisplayMode,
    title: 'an audit',
    ...(overallSavingsBytes === undefined ? {} : { details: { overallSavingsBytes } }),
  })

  it('passes an audit at full marks or with nothing to judge, and fails one with bytes to save', () => {
    const audits = imageAuditsOf({
      audits: { 'uses-responsive-images': audit(0.5, 'metricSavings', 180_000), 'modern-image-formats': audit(null, 'notApplicable') },
    })
    expect(audits.map(({ id, passed, savingsBytes }) => ({ id, passed, savingsBytes }))).toEqual([
      { id: 'uses-responsive-images', passed: false, savingsBytes: 180_000 },
      { id: 'modern-image-formats', passed: true, savingsBytes: 0 },
    ])
  })

  it('refuses an answer without the audits rather than counting them passed', () => {
    expect(() => imageAuditsOf({ audits: {} })).toThrow('Lighthouse ran no uses-responsive-images audit')
  })
})
