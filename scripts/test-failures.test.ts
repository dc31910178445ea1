import { describe, expect, it } from 'vitest'
import { countVitestFailures, namePlaywrightFailures, nameVitestFailures } from './test-failures.mjs'

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

describe('nameVitestFailures', () => {
  it('names each failed test by file and title with the first line of its error, and a file that failed to load', () => {
    const report = {
      numFailedTests: 1,
      testResults: [
        {
          name: '/tmp/ci/tests/worker/downloads.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'downloads a file' },
            {
              status: 'failed',
              fullName: 'downloads › refuses an expired link',
              failureMessages: ['Error: Test timed out in 5000ms.\n    at stack'],
            },
          ],
        },
        { name: '/tmp/ci/worker/lib/x.test.ts', status: 'failed', message: 'SyntaxError: bad\nmore', assertionResults: [] },
      ],
    }
    expect(nameVitestFailures(report)).toEqual([
      'tests/worker/downloads.test.ts › downloads › refuses an expired link: Error: Test timed out in 5000ms.',
      'worker/lib/x.test.ts: SyntaxError: bad',
    ])
  })

  it('names nothing for a green report', () => {
    expect(nameVitestFailures({ numFailedTests: 0, testResults: [{ status: 'passed', assertionResults: [] }] })).toEqual([])
  })
})

describe('namePlaywrightFailures', () => {
  it('names failed and flaky tests with their describe path and project, and run-level errors', () => {
    const report = {
      suites: [
        {
          title: 'shopping.spec.ts',
          specs: [],
          suites: [
            {
              title: 'listing',
              specs: [
                {
                  title: 'adds to the cart',
                  file: 'shopping.spec.ts',
                  line: 508,
                  tests: [
                    {
                      status: 'unexpected',
                      projectName: 'built-in',
                      results: [{ error: { message: 'expect(locator).toBeVisible() failed\nLocator: x' } }],
                    },
                  ],
                },
                { title: 'passes', file: 'shopping.spec.ts', line: 520, tests: [{ status: 'expected', projectName: 'built-in' }] },
                {
                  title: 'retried',
                  file: 'shopping.spec.ts',
                  line: 530,
                  tests: [
                    {
                      status: 'flaky',
                      projectName: 'built-in',
                      results: [{ error: { message: '\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m' } }, {}],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Timed out waiting 120000ms from config.webServer.' }],
    }
    expect(namePlaywrightFailures(report)).toEqual([
      '[built-in] shopping.spec.ts:508 › listing › adds to the cart (unexpected): expect(locator).toBeVisible() failed',
      '[built-in] shopping.spec.ts:530 › listing › retried (flaky): Test timeout of 30000ms exceeded.',
      'Playwright: Timed out waiting 120000ms from config.webServer.',
    ])
  })
})
