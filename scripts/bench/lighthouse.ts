import { CHROMIUM_FLAGS } from '../chromium-flags'
import { bin, capture } from './processes'
import { median, round } from './stats'

/** The project's Chromium flags, headless, as one command-line string for Lighthouse (rules quoted: they hold spaces). */
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS].map((flag) =>
  flag.startsWith('--host-resolver-rules=') ? flag.replace('=', '="').concat('"') : flag,
)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]

export interface LighthouseAnswer {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }>
  runWarnings?: string[]
  environment?: { benchmarkIndex?: number }
}

export interface LighthouseScores {
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpMs: number | null
  tbtMs: number | null
  cls: number | null
  fcpMs: number | null
}

export interface LighthouseResult extends LighthouseScores {
  key: string
  path: string
  runs: LighthouseScores[]
  /** Audits below full marks that count towards accessibility, best practices or SEO, by id. */
  failing: string[]
  warnings: string[]
  /** Lighthouse's measure of this machine's CPU (a fast desktop is 1500 or more; the 4× slowdown assumes one), median over the runs. */
  benchmarkIndex: number | null
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100))

export function scoresOf(answer: LighthouseAnswer): LighthouseScores {
  const metric = (id: string) => answer.audits[id]?.numericValue ?? null
  return {
    performance: score(answer.categories.performance?.score),
    accessibility: score(answer.categories.accessibility?.score),
    bestPractices: score(answer.categories['best-practices']?.score),
    seo: score(answer.categories.seo?.score),
    lcpMs: round(metric('largest-contentful-paint'), 0),
    tbtMs: round(metric('total-blocking-time'), 0),
    cls: round(metric('cumulative-layout-shift'), 3),
    fcpMs: round(metric('first-contentful-paint'), 0),
  }
}

/** Weighted audits that did not score full marks (binary audits in a11y, best practices, SEO; metrics in performance). */
export function failingAudits(answer: LighthouseAnswer): string[] {
  const failing = new Set<string>()
  for (const category of CATEGORIES) {
    for (const ref of answer.categories[category]?.auditRefs ?? []) {
      const audit = answer.audits[ref.id]
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1 && category !== 'performance')
        failing.add(`${category}:${ref.id}`)
    }
  }
  return [...failing].sort()
}

/** Each figure is the median of the runs on its own (Lighthouse's variance is per metric). */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const of = (key: keyof LighthouseScores, digits: number) =>
    round(median(runs.map((run) => run[key]).filter((v): v is number => v !== null)), digits)
  return {
    performance: of('performance', 0),
    accessibility: of('accessibility', 0),
    bestPractices: of('bestPractices', 0),
    seo: of('seo', 0),
    lcpMs: of('lcpMs', 0),
    tbtMs: of('tbtMs', 0),
    cls: of('cls', 3),
    fcpMs: of('fcpMs', 0),
  }
}

/** Issue 28's two image audits: "Properly size images" and "Serve images in modern formats". */
const IMAGE_AUDITS = ['uses-responsive-images', 'modern-image-formats'] as const
type ImageAuditId = (typeof IMAGE_AUDITS)[number]

export interface ImageAudit {
  id: ImageAuditId
  title: string
  /** Full marks, or nothing to judge (no image it applies to). */
  passed: boolean
  /** Bytes Lighthouse says a better image would save. */
  savingsBytes: number
}

export function imageAuditsOf(answer: Pick<LighthouseAnswer, 'audits'>): ImageAudit[] {
  return IMAGE_AUDITS.map((id) => {
    const audit = answer.audits[id] as (LighthouseAnswer['audits'][string] & { details?: { overallSavingsBytes?: number } }) | undefined
    if (!audit) throw new Error(`Lighthouse ran no ${id} audit`)
    return {
      id,
      title: audit.title,
      passed: audit.scoreDisplayMode === 'notApplicable' || audit.score === 1,
      savingsBytes: audit.details?.overallSavingsBytes ?? 0,
    }
  })
}

/** Only the image audits of one page (mobile preset), far quicker than every category. */
export async function runImageAudits(url: string, chromePath: string): Promise<ImageAudit[]> {
  return imageAuditsOf(await runLighthouse(url, chromePath, [`--only-audits=${IMAGE_AUDITS.join(',')}`]))
}

/** One Lighthouse run (mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU). */
async function runLighthouse(
  url: string,
  chromePath: string,
  only: string[] = [`--only-categories=${CATEGORIES.join(',')}`],
): Promise<LighthouseAnswer> {
  const { stdout } = await capture(
    bin('lighthouse'),
    [url, '--quiet', '--output=json', '--output-path=stdout', ...only, `--chrome-flags=${CHROME_FLAGS.join(' ')}`],
    { ...process.env, CHROME_PATH: chromePath },
  )
  return JSON.parse(stdout) as LighthouseAnswer
}

export async function measureLighthouse(
  origin: string,
  pages: readonly { key: string; path: string }[],
  options: { runs: number; chromePath: string; onRun?: (key: string, run: number) => void },
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = []
  for (const page of pages) {
    const runs: LighthouseScores[] = []
    const failing = new Set<string>()
    const warnings = new Set<string>()
    const benchmarks: number[] = []
    for (let run = 0; run < options.runs; run++) {
      options.onRun?.(page.key, run + 1)
      const answer = await runLighthouse(`${origin}${page.path}`, options.chromePath)
      runs.push(scoresOf(answer))
      for (const id of failingAudits(answer)) failing.add(id)
      for (const warning of answer.runWarnings ?? []) warnings.add(warning)
      if (answer.environment?.benchmarkIndex) benchmarks.push(answer.environment.benchmarkIndex)
    }
    results.push({
      key: page.key,
      path: page.path,
      ...medianScores(runs),
      runs,
      failing: [...failing],
      warnings: [...warnings],
      benchmarkIndex: round(median(benchmarks), 0),
    })
  }
  return results
}
