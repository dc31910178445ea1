import { describe, expect, it } from 'vitest'
import { contrastRatio, legibleOn, luminance, readableOn } from './contrast'

describe('contrast', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(luminance('#000')).toBe(0)
    expect(luminance('#ffffff')).toBe(1)
    expect(luminance('teal')).toBeNull()
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
  })

  it('picks dark text on light theme colours and white on dark ones', () => {
    expect(readableOn('#ffd166')).toBe('#16161a')
    expect(readableOn('#1d3557')).toBe('#ffffff')
  })

  it("keeps the merchant's text colour when it is legible and replaces it when it is not", () => {
    expect(legibleOn('#0f1426', '#f3ead3')).toBe('#f3ead3')
    expect(legibleOn('#ff6b4a', '#ffffff')).toBe('#16161a')
  })
})
