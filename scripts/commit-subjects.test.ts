import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/**
 * Issue 29's rule for commit subjects, from this commit on: one line of at most 72
 * characters (git's convention), the why and the numbers in the body. Earlier subjects are
 * history and stay as they are.
 */
const RULE_STARTS_AFTER = '244683b'
const MAX_SUBJECT = 72

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8' })
}

describe('commit subjects', () => {
  it(`are at most ${MAX_SUBJECT} characters after ${RULE_STARTS_AFTER}`, () => {
    // A shallow clone may not reach that commit: then every subject it holds is newer.
    const shallow = git('rev-parse', '--is-shallow-repository').trim() === 'true'
    const range = shallow ? ['HEAD'] : [`${RULE_STARTS_AFTER}..HEAD`]
    const subjects = git('log', '--format=%s', ...range)
      .split('\n')
      .filter(Boolean)
    expect(subjects.filter((subject) => subject.length > MAX_SUBJECT)).toEqual([])
  })
})
