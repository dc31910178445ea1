/**
 * Failures in a vitest JSON report: every failed test, plus every test file that failed
 * without a failed test of its own (it could not be loaded, or a hook threw). vitest's
 * numFailedTestSuites also counts each describe block around a failed test, so adding it
 * would count one failure several times.
 */
export function countVitestFailures(report) {
  return (report.numFailedTests ?? 0) + brokenVitestFiles(report).length
}

function brokenVitestFiles(report) {
  return (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  )
}

/** Terminal colour codes, which Playwright keeps in its error messages. */
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')
const firstLine = (text) => (text ?? '').replace(COLOUR, '').trim().split('\n')[0].slice(0, 200)
const relative = (path) => path.replace(/^.*?\/(?=(?:client|domain|machines|scripts|tests|worker)\/)/, '')

/**
 * One line per vitest failure, "file › test: first line of the error", so the end of a CI
 * log names what failed without scrolling back through thousands of passing lines.
 */
export function nameVitestFailures(report) {
  const tests = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
  )
  const files = brokenVitestFiles(report).map((file) => `${relative(file.name)}: ${firstLine(file.message)}`)
  return [...tests, ...files]
}

/** One line per Playwright test that failed or passed only on retry, and per run-level error. */
export function namePlaywrightFailures(report) {
  const lines = []
  const visit = (suite, titles) => {
    const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const error = test.results?.find((result) => result.error)?.error?.message
        const title = [...path, spec.title].join(' › ')
        lines.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${title} (${test.status}): ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, path)
  }
  for (const suite of report.suites ?? []) visit(suite, [])
  for (const error of report.errors ?? []) lines.push(`Playwright: ${firstLine(error.message)}`)
  return lines
}
