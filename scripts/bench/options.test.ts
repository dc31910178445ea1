import { describe, expect, it } from 'vitest'
import { durations, PARTS, parseOptions, UsageError } from './options'

describe('bench options', () => {
  it('runs every part, at full length, into bench/results.json by default', () => {
    expect(parseOptions([])).toEqual({ parts: [...PARTS], quick: false, out: 'bench/results.json', keep: false })
  })

  it('runs the parts --only names, in the bench’s own order', () => {
    expect(parseOptions(['--only', 'lighthouse,sizes']).parts).toEqual(['sizes', 'lighthouse'])
    expect(parseOptions(['--only=render']).parts).toEqual(['render'])
  })

  it('refuses an unknown part or option with a usage error', () => {
    expect(() => parseOptions(['--only', 'speed'])).toThrow(UsageError)
    expect(() => parseOptions(['--fast'])).toThrow(UsageError)
    expect(() => parseOptions(['--out'])).toThrow(UsageError)
  })

  it('measures what the issue asks for, and less with --quick', () => {
    expect(durations(false)).toMatchObject({ renderSamples: 200, loadSeconds: 20, loadConnections: 50, lighthouseRuns: 3 })
    expect(durations(true).renderSamples).toBeLessThan(200)
    expect(parseOptions(['--quick', '--keep', '--out', 'x.json'])).toMatchObject({ quick: true, keep: true, out: 'x.json' })
  })
})
