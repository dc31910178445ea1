import { describe, expect, it } from 'vitest'
import { hashWithoutPreview, previewTokenFromHash } from './preview-hash'

describe('preview link hash', () => {
  it('reads the token of a preview link', () => {
    expect(previewTokenFromHash('#preview=v1.abc_DEF-123')).toBe('v1.abc_DEF-123')
    expect(previewTokenFromHash('#featured-products')).toBeNull()
    expect(previewTokenFromHash('#preview=')).toBeNull()
    expect(previewTokenFromHash('')).toBeNull()
  })

  it('takes the token out of the hash and keeps the rest', () => {
    expect(hashWithoutPreview('#preview=v1.abc')).toBe('')
    expect(hashWithoutPreview('#preview=v1.abc&section=faq')).toBe('#section=faq')
  })
})
