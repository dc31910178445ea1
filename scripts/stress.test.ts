import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain ES module script without types
import { cookieOf, memoryVerdict, parseArgs, percentile } from './stress.mjs'

const run = (mb: (second: number) => number, seconds = 60, idleFrom = Number.POSITIVE_INFINITY) =>
  Array.from({ length: seconds }, (_, i) => ({ at: i * 1000, kb: mb(i) * 1024, idle: i >= idleFrom }))

describe('npm run stress', () => {
  it('reads its options and refuses unbounded runs', () => {
    expect(parseArgs([])).toEqual({ duration: 60, connections: 100, warmup: 10 })
    expect(parseArgs(['--duration', '30', '--connections', '20'])).toMatchObject({ duration: 30, connections: 20 })
    expect(() => parseArgs(['--connections', '5000'])).toThrow(/At most 500 connections/)
    expect(() => parseArgs(['--duration', '-1'])).toThrow(/Usage/)
  })

  it('sends back the cookies an answer set, as a browser does (the record of who started a checkout)', () => {
    const setCookies = [
      'checkouts_st_1=sealed.value; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000',
      'd1_bookmark=0000abc; Path=/; HttpOnly',
    ]
    expect(cookieOf(setCookies)).toBe('checkouts_st_1=sealed.value; d1_bookmark=0000abc')
    expect(cookieOf(undefined)).toBe('')
  })

  it('takes percentiles of sorted latencies', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
    expect([percentile(sorted, 50), percentile(sorted, 99), percentile([], 99)]).toEqual([50, 99, 0])
  })

  it('calls memory stable once it levels off, and growing while it keeps rising or when the worker is gone', () => {
    expect(
      memoryVerdict(
        run((s) => 300 + Math.min(s, 25) * 10),
        10_000,
      ).stable,
    ).toBe(true)
    expect(
      memoryVerdict(
        run((s) => 300 + s * 10),
        10_000,
      ).stable,
    ).toBe(false)
    expect(
      memoryVerdict(
        run((s) => (s > 40 ? 0 : 300)),
        10_000,
      ).stable,
    ).toBe(false)
    // What is kept after the load decides: back down is stable, still up is a leak.
    expect(
      memoryVerdict(
        run((s) => (s < 50 ? 300 : 250), 60, 50),
        10_000,
      ),
    ).toMatchObject({ stable: true, idleMb: 250 })
    expect(
      memoryVerdict(
        run((s) => (s < 50 ? 300 : 900), 60, 50),
        10_000,
      ),
    ).toMatchObject({ stable: false, idleMb: 900 })
  })

  it("holds the worker's heap to a couple of megabytes: noise passes, a slow leak does not", () => {
    expect(
      memoryVerdict(
        run((s) => 14 + (s % 3) * 0.6),
        10_000,
      ).stable,
    ).toBe(true)
    expect(
      memoryVerdict(
        run((s) => 14 + s * 0.3),
        10_000,
      ).stable,
    ).toBe(false)
  })
})
