import { describe, expect, it } from 'vitest'
import { isTrackingParam, searchWithoutTracking } from './tracking-params'

describe('tracking parameters', () => {
  it('knows campaign tags and click ids in any case, and nothing a page reads', () => {
    for (const name of ['utm_source', 'UTM_Campaign', 'utm_id', 'fbclid', 'gclid', 'msclkid', 'ttclid', '_gl']) {
      expect(isTrackingParam(name)).toBe(true)
    }
    for (const name of ['page', 'q', 'searchterm', 'product', 'variation', 'size', 'sort', 'chat', 'utm']) {
      expect(isTrackingParam(name)).toBe(false)
    }
  })

  it('drops them from a search string and keeps the rest in order', () => {
    expect(searchWithoutTracking('?utm_source=ig&page=2&fbclid=AbC&q=moon')).toBe('?page=2&q=moon')
    expect(searchWithoutTracking('?utm_source=ig&fbclid=AbC')).toBe('')
    expect(searchWithoutTracking('')).toBe('')
  })
})
