import { describe, expect, it } from 'vitest'
import {
  hasRasterRenditions,
  isVectorImage,
  parseRenditionRequest,
  RENDITION_WIDTHS,
  rasterRenditionUrl,
  renditionSrcset,
  renditionUrl,
} from './image-renditions'

const PHOTO = 'https://images.example.com/p/tee front.jpg?v=2'
const MOCKUP = '/mockups/tee/front/ffffff.svg?art=NIGHT+OWL&w=560'

const parse = (url: string) => {
  const parsed = new URL(url, 'https://store.example')
  return parseRenditionRequest(parsed.pathname, parsed.searchParams)
}

describe('rendition URLs', () => {
  it('name a photo or a mockup, a width of the list and a format, and read back as the same', () => {
    expect(parse(renditionUrl(PHOTO, 480, 'webp'))).toEqual({ src: PHOTO, width: 480, format: 'webp' })
    expect(parse(rasterRenditionUrl(MOCKUP, 1200))).toEqual({ src: MOCKUP, width: 1200, format: 'jpeg' })
    expect(rasterRenditionUrl(MOCKUP, 800)).toMatch(/^\/images\/800\/jpeg\?src=/)
  })

  it('refuse a width the route does not make, or a source that is no image URL', () => {
    expect(() => rasterRenditionUrl(PHOTO, 1000)).toThrow(RangeError)
    expect(() => renditionUrl('//evil.example/a.jpg', 480, 'webp')).toThrow(RangeError)
    expect(() => renditionUrl('javascript:alert(1)', 480, 'webp')).toThrow(RangeError)
  })

  it('are not read from a path or query the route does not make', () => {
    const src = new URLSearchParams({ src: PHOTO })
    expect(parse(`/images/500/webp?${src}`)).toBeNull()
    expect(parse(`/images/0480/webp?${src}`)).toBeNull()
    expect(parse(`/images/480/gif?${src}`)).toBeNull()
    expect(parse('/images/480/webp')).toBeNull()
    expect(parse(`/images/480/webp?${new URLSearchParams({ src: '/\\evil.example/a.jpg' })}`)).toBeNull()
    expect(parse(`/images/480/webp?${new URLSearchParams({ src: 'file:///etc/passwd' })}`)).toBeNull()
  })
})

describe('renditionSrcset', () => {
  it('lists every width up to the largest the layout needs', () => {
    const entries = renditionSrcset(PHOTO, 'webp', 640).split(', ')
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual(['160w', '240w', '320w', '360w', '480w', '640w'])
    expect(entries[0]).toBe(`${renditionUrl(PHOTO, 160, 'webp')} 160w`)
    expect(renditionSrcset(PHOTO, 'jpeg', 4000).split(', ')).toHaveLength(RENDITION_WIDTHS.length)
  })
})

describe('isVectorImage', () => {
  it('knows the drawn mockups from photos', () => {
    expect(isVectorImage(MOCKUP)).toBe(true)
    expect(isVectorImage('/mockups/icon/123456.svg?letter=M')).toBe(true)
    expect(isVectorImage(PHOTO)).toBe(false)
    expect(isVectorImage('https://cdn.example/mockups/tee.svg')).toBe(false)
  })
})

describe('hasRasterRenditions', () => {
  it('takes photos on other hosts, not the drawn mockups or any SVG', () => {
    expect(hasRasterRenditions(PHOTO)).toBe(true)
    expect(hasRasterRenditions('http://127.0.0.1:4100/photos/a.jpg')).toBe(true)
    expect(hasRasterRenditions(MOCKUP)).toBe(false)
    expect(hasRasterRenditions('/hero.jpg')).toBe(false)
    expect(hasRasterRenditions('https://cdn.example/logo.svg?v=1')).toBe(false)
  })
})
