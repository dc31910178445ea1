import { describe, expect, it } from 'vitest'
import { catalogueCacheControl } from '../lib/http-cache'
import { pageCacheBypass } from '../lib/page-cache'
import { type GateFacts, isBehindGate } from './access-code'

const NONE: GateFacts = { gated: false, themeChecksAccessCode: false, hasAccessCode: false }
/** Every request a gate can make: each fact alone, all of them, none. */
const CASES: GateFacts[] = [
  NONE,
  { ...NONE, gated: true },
  { ...NONE, themeChecksAccessCode: true },
  { ...NONE, hasAccessCode: true },
  { gated: true, themeChecksAccessCode: true, hasAccessCode: true },
]

const keptPage = (facts: GateFacts) =>
  pageCacheBypass({ method: 'GET', routeId: 'home', cookieNames: [], preview: false, ...facts }) === null
const keptListing = (facts: GateFacts) =>
  catalogueCacheControl({
    method: 'GET',
    path: '/api/v1/listings',
    query: new URLSearchParams('slug=tee&storeSlug=moonlit&currency=USD&region=USA'),
    preview: false,
    ...facts,
  }) !== null

describe('the gate’s one rule for every cache', () => {
  it('keeps nothing behind a gate, whether the store says so, its theme service decides, or the visitor holds a code', () => {
    expect(CASES.map(isBehindGate)).toEqual([false, true, true, true, true])
  })

  it('is the rule of the edge page cache and of the catalogue API’s Cache-Control alike', () => {
    for (const facts of CASES) {
      expect(keptPage(facts), JSON.stringify(facts)).toBe(!isBehindGate(facts))
      expect(keptListing(facts), JSON.stringify(facts)).toBe(!isBehindGate(facts))
    }
  })
})
