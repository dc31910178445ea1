/**
 * Failures in a vitest JSON report: every failed test, plus every test file that failed
 * without a failed test of its own (it could not be loaded, or a hook threw). vitest's
 * numFailedTestSuites also counts each describe block around a failed test, so adding it
 * would count one failure several times.
 */
export function countVitestFailures(report) {
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  )
  return (report.numFailedTests ?? 0) + brokenFiles.length
}
