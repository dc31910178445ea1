import { describe, expect, it } from 'vitest'
import { countVitestFailures } from './vitest-failures.mjs'

describe('countVitestFailures', () => {
  it('counts one failing test once, however many describe blocks surround it', () => {
    const report = {
      numFailedTests: 1,
      numFailedTestSuites: 3,
      testResults: [{ status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] }],
    }
    expect(countVitestFailures(report)).toBe(1)
  })

  it('counts a file that failed to load, which has no tests of its own', () => {
    const report = {
      numFailedTests: 0,
      numFailedTestSuites: 1,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    }
    expect(countVitestFailures(report)).toBe(1)
  })

  it('is zero for a green report', () => {
    expect(countVitestFailures({ numFailedTests: 0, testResults: [{ status: 'passed', assertionResults: [] }] })).toBe(0)
  })
})
