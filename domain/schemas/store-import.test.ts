import { describe, expect, it } from 'vitest'
import { mugStoreFile, type SizeInput } from '../../tests/support/factories/mug-store'
import { StoreImport } from './store-import'

/** The file with the first size's price written as `size`, parsed: its cents, or the messages. */
function sizeOf(size: Record<string, unknown>) {
  const parsed = StoreImport.safeParse(mugStoreFile({ sizes: [{ label: '11oz', ...size } as SizeInput] }))
  return parsed.success ? parsed.data.listings[0].products[0].sizes[0].price : parsed.error.issues.map((issue) => issue.message)
}

describe('money in a store file', () => {
  it('reads a decimal price string exactly, digit by digit', () => {
    expect(sizeOf({ price: '18.00' })).toBe(1800)
    expect(sizeOf({ price: '18.0' })).toBe(1800)
    expect(sizeOf({ price: '18' })).toBe(1800)
    // 0.29 * 100 is 28.999… in floating point; the string is read without one.
    expect(sizeOf({ price: '0.29' })).toBe(29)
    expect(sizeOf({ price: '1234.5' })).toBe(123450)
  })

  it('reads whole cents given in priceCents', () => {
    expect(sizeOf({ priceCents: 1800 })).toBe(1800)
  })

  it('refuses a bare number as a price, naming both ways to write what was meant', () => {
    // JSON's 18.0 is the number 18: as cents it would sell the mug for $0.18.
    expect(sizeOf({ price: 18.0 })).toEqual(['18 is ambiguous: write price: "18.00" for $18.00, or priceCents: 18 for 18 cents'])
  })

  it('refuses a price written with a currency sign, a separator or three decimals', () => {
    const message = 'Write price in USD as a decimal string like "18.00" (no $ sign or thousands separator)'
    for (const price of ['$18.00', '1,800.00', '18.000', '-5', '']) expect(sizeOf({ price })).toEqual([message])
  })

  it('refuses a size with both ways or neither', () => {
    expect(sizeOf({ price: '18.00', priceCents: 1800 })).toEqual(['Give price or priceCents, not both'])
    expect(sizeOf({})).toEqual(['Needs price ("18.00", USD) or priceCents (1800)'])
  })

  it('reads promo code amounts the same two ways, and no minimum by default', () => {
    const file = mugStoreFile({
      promoCodes: [
        { code: 'FIVE', type: 'fixed', amount: '5.00', minSubtotal: '20.00' },
        { code: 'SIX', type: 'fixed', amountCents: 600 },
      ],
    })
    expect(StoreImport.parse(file).promoCodes).toEqual([
      { code: 'FIVE', type: 'fixed', amount: 500, minSubtotal: 2000 },
      { code: 'SIX', type: 'fixed', amount: 600, minSubtotal: 0 },
    ])
    const bare = StoreImport.safeParse(mugStoreFile({ promoCodes: [{ code: 'FIVE', type: 'fixed', amount: 5 as unknown as string }] }))
    expect(bare.error?.issues.map((issue) => issue.message)).toEqual([
      '5 is ambiguous: write amount: "5.00" for $5.00, or amountCents: 5 for 5 cents',
    ])
  })
})
