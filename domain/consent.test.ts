import { describe, expect, it } from 'vitest'
import { ACCEPT_ALL, decideConsent, decodeConsent, encodeConsent, privacyRegion, REJECT_ALL } from './consent'

describe('privacy region', () => {
  it('asks in the EU, the EEA, the UK and Switzerland, whatever region the shopper picked', () => {
    for (const country of ['DE', 'fr', 'IE', 'NO', 'IS', 'GB', 'CH', 'RE']) expect(privacyRegion(country, 'USA')).toBe('opt-in')
  })

  it('asks a shopper whose buyer region is EU from anywhere', () => {
    expect(privacyRegion('US', 'EU')).toBe('opt-in')
    expect(privacyRegion(undefined, 'EU')).toBe('opt-in')
  })

  it('asks when nobody can tell where the shopper is (XX, Tor)', () => {
    expect(privacyRegion('XX', 'USA')).toBe('opt-in')
    expect(privacyRegion('T1', 'Canada')).toBe('opt-in')
  })

  it('tells the United States from the rest of the world, by the edge, else by the buyer region', () => {
    expect(privacyRegion('US', 'Canada')).toBe('us')
    expect(privacyRegion(undefined, 'USA')).toBe('us')
    expect(privacyRegion('CA', 'USA')).toBe('other')
    expect(privacyRegion('AU', 'Australia')).toBe('other')
    expect(privacyRegion(null, 'Rest of the world')).toBe('other')
  })
})

describe('consent cookie', () => {
  it('keeps each purpose and reads back what it wrote', () => {
    for (const choice of [ACCEPT_ALL, REJECT_ALL, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(decodeConsent(encodeConsent(choice))).toEqual(choice)
    }
    expect(encodeConsent({ analytics: true, marketing: false })).toBe('1.a1.m0')
  })

  it('asks again for a choice of another version or a value it cannot read', () => {
    for (const raw of ['0.a1.m1', '2.a1.m1', 'yes', '', null, undefined, '1.a2.m0']) expect(decodeConsent(raw)).toBeNull()
  })
})

describe('decideConsent', () => {
  const base = { region: 'opt-in', storeAsksFirst: false, gpc: false, choice: null } as const

  it('runs nothing and asks in an opt-in region before a choice', () => {
    expect(decideConsent(base)).toEqual({ mode: 'opt-in', ask: true, analytics: false, marketing: false })
  })

  it('keeps the choice once made, and asks no more', () => {
    expect(decideConsent({ ...base, choice: REJECT_ALL })).toEqual({ mode: 'opt-in', ask: false, analytics: false, marketing: false })
    expect(decideConsent({ ...base, choice: { analytics: true, marketing: false } })).toMatchObject({ analytics: true, marketing: false })
  })

  it('runs everything with an opt-out elsewhere, unless the store asks first', () => {
    expect(decideConsent({ ...base, region: 'us' })).toEqual({ mode: 'opt-out', ask: false, analytics: true, marketing: true })
    expect(decideConsent({ ...base, region: 'other', storeAsksFirst: true })).toMatchObject({ mode: 'opt-in', ask: true, marketing: false })
    expect(decideConsent({ ...base, region: 'us', choice: REJECT_ALL })).toMatchObject({ analytics: false, marketing: false })
  })

  it('turns marketing off for a Global Privacy Control signal, with no banner for it', () => {
    expect(decideConsent({ ...base, region: 'us', gpc: true })).toEqual({ mode: 'opt-out', ask: false, analytics: true, marketing: false })
    expect(decideConsent({ ...base, gpc: true, choice: ACCEPT_ALL })).toMatchObject({ analytics: true, marketing: false })
  })
})
