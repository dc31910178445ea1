import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const tests = join(import.meta.dirname, '../tests')

describe('tests/', () => {
  it('keeps every helper, fixture and harness in tests/support/: elsewhere only *.test.ts and *.spec.ts', () => {
    const helpers = readdirSync(tests, { recursive: true, encoding: 'utf8' })
      .map((name) => name.replaceAll('\\', '/'))
      .filter((name) => /\.(ts|tsx|mts|cts)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name))
    expect(helpers.length).toBeGreaterThan(0)
    expect(helpers.filter((name) => !name.startsWith('support/'))).toEqual([])
  })
})
