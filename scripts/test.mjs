#!/usr/bin/env node
// `npm test`: typecheck, lint, the dependency rules and the unused-code check, build, every
// vitest project, then the Playwright suite in Chromium. Ends with one line summing every runner: `tests: N passed, M failed`.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { e2ePorts } from './free-port.mjs'
import { countVitestFailures, namePlaywrightFailures, nameVitestFailures } from './test-failures.mjs'
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

/**
 * Runs one step. With `minutes`, a step still running then is stopped and fails: a test
 * stuck in a loop that never yields is beyond the runner's own timeouts, and CI would
 * otherwise wait for it until its own limit, saying nothing. Such a step runs in a process
 * group of its own, so stopping it also stops its workers (a vitest fork in a loop outlives
 * its parent); Ctrl-C and a stop of this script reach that group too.
 */
async function step(title, command, args, { env = {}, minutes } = {}) {
  console.log(`\n▶ ${title}`)
  const child = spawn(command, args, { stdio: 'inherit', env: { ...wranglerEnv, ...env }, detached: Boolean(minutes) })
  const stopGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
  const forwarded = (signal) => () => {
    stopGroup()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  const onSignal = { SIGINT: forwarded('SIGINT'), SIGTERM: forwarded('SIGTERM') }
  if (minutes) for (const [signal, handler] of Object.entries(onSignal)) process.once(signal, handler)
  let timedOut = false
  const timer = minutes
    ? setTimeout(() => {
        timedOut = true
        stopGroup()
      }, minutes * 60_000)
    : undefined
  const code = await new Promise((resolve) => {
    child.once('error', () => resolve(null))
    child.once('exit', (status) => resolve(status))
  })
  clearTimeout(timer)
  for (const [signal, handler] of Object.entries(onSignal)) process.off(signal, handler)
  if (timedOut) {
    console.error(
      `\n${title} did not finish in ${minutes} minutes and was stopped: a test never ended. The runner lists each file as it ends; the one missing is the one that hung.`,
    )
  }
  return code === 0
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

if (!(await step('Typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']))) failedSteps.push('typecheck')
if (!(await step('Lint', bin('biome'), ['check', '.']))) failedSteps.push('lint')
// The design's import rules (.dependency-cruiser.cjs) and no unused file, export or dependency (knip.jsonc).
const checkedFolders = ['worker', 'client', 'machines', 'domain', 'tests', 'scripts']
if (!(await step('Dependency rules', bin('depcruise'), [...checkedFolders, '--output-type', 'err']))) failedSteps.push('dependency rules')
if (!(await step('Unused files and exports', bin('knip'), ['--no-progress']))) failedSteps.push('unused code')
if (!(await step('Build', bin('vite'), ['build', '--logLevel', 'warn']))) failedSteps.push('build')
if (!(await step('Bundle budgets', process.execPath, ['scripts/check-budgets.mjs']))) failedSteps.push('budgets')

// About 7 minutes on two cores.
await step(
  'Unit and worker tests (vitest)',
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  {
    minutes: 25,
  },
)

if (chromium) {
  // The built-in storefront, and the provider-mode one in front of the reference backend.
  // About 30 minutes for 244 tests on two cores; the limit catches a hang, not a slow run.
  await step('End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test'], {
    env: { CHROME_PATH: chromium, ...(await e2ePorts(null)), PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
    minutes: 45,
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

const failureNames = [...(vitest ? nameVitestFailures(vitest) : []), ...(playwright ? namePlaywrightFailures(playwright) : [])]
if (failureNames.length) console.log(`\nfailed:\n${failureNames.map((name) => `  ${name}`).join('\n')}`)

const passed = vitestPassed + e2ePassed
const failed = vitestFailed + e2eFailed
console.log(`\nvitest: ${vitestPassed} passed, ${vitestFailed} failed; playwright: ${e2ePassed} passed, ${e2eFailed} failed`)
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`)
console.log(`tests: ${passed} passed, ${failed + failedSteps.length} failed`)
process.exit(failed + failedSteps.length === 0 && passed > 0 ? 0 : 1)
