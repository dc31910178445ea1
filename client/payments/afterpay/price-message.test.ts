import { describe, expect, it } from 'vitest'
import { afterpayInstalment } from './price-message'

describe('afterpayInstalment', () => {
  it('splits a US store’s USD price into 4 payments: $54.00 is 4 × $13.50', () => {
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'USD', amount: 5400 })).toBe(1350)
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'USD', amount: 5401 })).toBe(1350)
  })

  it("shows nothing outside the USA, in another currency or outside Afterpay's limits ($1 to $2,000)", () => {
    expect(afterpayInstalment({ storeRegion: 'EU', currency: 'USD', amount: 5400 })).toBeNull()
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'EUR', amount: 5400 })).toBeNull()
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'USD', amount: 99 })).toBeNull()
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'USD', amount: 100 })).toBe(25)
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'USD', amount: 200_000 })).toBe(50_000)
    expect(afterpayInstalment({ storeRegion: 'USA', currency: 'USD', amount: 200_001 })).toBeNull()
  })
})
