#!/usr/bin/env node
// `npm test`: typecheck, lint, the dependency rules and the unused-code check, build, every
// vitest project, then the Playwright suite in Chromium. Ends with one line summing every runner: `tests: N passed, M failed`.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { e2ePorts } from './free-port.mjs'
import { countVitestFailures } from './vitest-failures.mjs'
import { findChromium } from './find-chromium.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname
// Not test-results/: Playwright empties that folder when it starts.
const reports = new URL('../reports/', import.meta.url).pathname
mkdirSync(reports, { recursive: true })
const vitestJson = `${reports}vitest.json`
const playwrightJson = `${reports}playwright.json`
// A report left by an earlier run must never be counted as this run's.
for (const report of [vitestJson, playwrightJson]) rmSync(report, { force: true })

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...wranglerEnv, ...env } })
  return result.status === 0
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null
}

const failedSteps = []
let chromium = null
try {
  chromium = findChromium()
} catch (error) {
  console.error(`\n${error.message}`)
  failedSteps.push('chromium')
}

if (!step('Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])) failedSteps.push('typecheck')
if (!step('Lint', bin('biome'), ['check', '.'])) failedSteps.push('lint')
// The design's import rules (.dependency-cruiser.cjs) and no unused file, export or dependency (knip.jsonc).
if (!step('Dependency rules', bin('depcruise'), ['worker', 'client', 'machines', 'domain', 'tests', 'scripts', '--output-type', 'err'])) {
  failedSteps.push('dependency rules')
}
if (!step('Unused files and exports', bin('knip'), ['--no-progress'])) failedSteps.push('unused code')
if (!step('Build', bin('vite'), ['build', '--logLevel', 'warn'])) failedSteps.push('build')
if (!step('Bundle budgets', process.execPath, ['scripts/check-budgets.mjs'])) failedSteps.push('budgets')

step('Unit and worker tests (vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])

if (chromium) {
  // The built-in storefront, and the provider-mode one in front of the reference backend.
  step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    CHROME_PATH: chromium,
    ...(await e2ePorts(null)),
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson,
  })
}

const vitest = readJson(vitestJson)
const playwright = readJson(playwrightJson)
const vitestPassed = vitest?.numPassedTests ?? 0
const vitestFailed = vitest ? countVitestFailures(vitest) : 1
const e2ePassed = playwright?.stats?.expected ?? 0
const e2eFailed = playwright ? (playwright.stats.unexpected ?? 0) + (playwright.stats.flaky ?? 0) + (playwright.errors?.length ?? 0) : 1
if (!vitest) failedSteps.push('vitest (no report)')
if (!playwright && chromium) failedSteps.push('playwright (no report)')

const passed = vitestPassed + e2ePassed
const failed = vitestFailed + e2eFailed
console.log(`\nvitest: ${vitestPassed} passed, ${vitestFailed} failed; playwright: ${e2ePassed} passed, ${e2eFailed} failed`)
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed + failedSteps.length} failed`)
process.exit(failed + failedSteps.length === 0 && passed > 0 ? 0 : 1)
