import { describe, expect, it } from 'vitest'
import { median, percentile, round, spread } from './stats'

describe('bench statistics', () => {
  it('takes percentiles by nearest rank, whatever the order of the samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6]
    expect(percentile(samples, 50)).toBe(5)
    expect(percentile(samples, 95)).toBe(10)
    expect(percentile(samples, 0)).toBe(1)
    expect(percentile([], 50)).toBeNull()
  })

  it('gives the median of an even number of runs as the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNull()
  })

  it('summarises samples as p50, p95 and their count, and rounds for the results file', () => {
    expect(spread([1, 2, 3, 4])).toEqual({ p50: 2, p95: 4, n: 4 })
    expect(round(1.23456)).toBe(1.23)
    expect(round(Number.NaN)).toBeNull()
  })
})
