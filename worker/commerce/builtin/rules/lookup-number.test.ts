import { describe, expect, it } from 'vitest'
import { generateLookupNumber, normalizeLookupNumber } from './lookup-number'

describe('order lookup numbers', () => {
  it('reads as ORD and three groups of four unambiguous symbols', () => {
    const lookup = generateLookupNumber()
    expect(lookup).toMatch(/^ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/)
  })

  it('draws every symbol from the random source', () => {
    const lookup = generateLookupNumber((length) => Uint8Array.from({ length }, (_, i) => i))
    expect(lookup).toBe('ORD-0123-4567-89AB')
  })

  it('is different each time', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => generateLookupNumber()))
    expect(seen.size).toBe(1000)
  })

  it('finds the order whatever way the shopper types the number', () => {
    expect(normalizeLookupNumber('ord-7kq2-m9xd-4htp')).toBe('ORD-7KQ2-M9XD-4HTP')
    expect(normalizeLookupNumber(' 7KQ2 M9XD 4HTP ')).toBe('ORD-7KQ2-M9XD-4HTP')
    expect(normalizeLookupNumber('ORD-1O1L-0000-IIII')).toBe('ORD-1011-0000-1111')
  })

  it('rejects what cannot be a lookup number', () => {
    expect(normalizeLookupNumber('ORD-123')).toBeNull()
    expect(normalizeLookupNumber('ORD-UUUU-0000-0000')).toBeNull()
    expect(normalizeLookupNumber('')).toBeNull()
  })
})
