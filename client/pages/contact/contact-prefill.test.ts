import { describe, expect, it } from 'vitest'
import { listingSlugFrom, orderNumberFrom, prefilledReason } from './contact-prefill'

describe('contact links', () => {
  it('reads the listing a Report link names', () => {
    expect(listingSlugFrom(new URLSearchParams('listing=phases-of-the-moon'))).toBe('phases-of-the-moon')
  })

  it('ignores a listing value that is not a slug', () => {
    expect(listingSlugFrom(new URLSearchParams('listing=../admin'))).toBeNull()
    expect(listingSlugFrom(new URLSearchParams('listing='))).toBeNull()
    expect(listingSlugFrom(new URLSearchParams(''))).toBeNull()
  })

  it('takes an order number of at most 40 characters', () => {
    expect(orderNumberFrom(new URLSearchParams(`orderNumber=${'A'.repeat(50)}`))).toHaveLength(40)
    expect(orderNumberFrom(new URLSearchParams('orderNumber= ORD-1 '))).toBe('ORD-1')
  })

  it('picks the product reason for a reported listing and none otherwise', () => {
    const listing = { slug: 'tee', name: 'Tee', url: 'https://moonlit.example/listing/tee' }
    expect(prefilledReason({ orderNumber: '', listing })).toBe('product')
    expect(prefilledReason({ orderNumber: 'ORD-1', listing: null })).toBe('')
  })
})
