import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, MOCKUP_VIEWS, mockupUrl, parseMockupPath, variationImages } from './images'
import { MockupKind } from './schemas/store-import'

function parse(url: string) {
  const u = new URL(url, 'https://shop.example')
  return parseMockupPath(u.pathname, u.searchParams)
}

describe('mockupUrl', () => {
  it('addresses a mockup by kind, view, colour, artwork and width on the same origin', () => {
    expect(mockupUrl({ kind: 'hoodie', view: 'front', hex: '#1B2340', artwork: 'Night & Day', width: 560 })).toBe(
      '/mockups/hoodie/front/1b2340.svg?art=Night+%26+Day&w=560',
    )
  })

  it('refuses a colour that is not 6-digit hex', () => {
    expect(() => mockupUrl({ kind: 'tee', view: 'front', hex: '#fff', artwork: '', width: 560 })).toThrow(RangeError)
  })
})

describe('parseMockupPath', () => {
  it('reads back every URL mockupUrl makes', () => {
    const widths = Object.values(IMAGE_WIDTHS)
    fc.assert(
      fc.property(
        fc.constantFrom(...MockupKind.options),
        fc.constantFrom(...MOCKUP_VIEWS),
        fc.stringMatching(/^[0-9a-f]{6}$/),
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...widths),
        (kind, view, hex, artwork, width) => {
          expect(parse(mockupUrl({ kind, view, hex, artwork, width }))).toEqual({ kind, view, hex: `#${hex}`, artwork, width })
        },
      ),
    )
  })

  it('defaults to the 560 thumbnail and no artwork when the query is empty', () => {
    expect(parse('/mockups/mug/side/ffffff.svg')).toEqual({ kind: 'mug', view: 'side', hex: '#ffffff', artwork: '', width: 560 })
  })

  it.each([
    ['an unknown kind', '/mockups/sock/front/ffffff.svg'],
    ['an unknown view', '/mockups/tee/back/ffffff.svg'],
    ['a short colour', '/mockups/tee/front/fff.svg'],
    ['an upper-case colour', '/mockups/tee/front/FFFFFF.svg'],
    ['another extension', '/mockups/tee/front/ffffff.png'],
    ['a width we do not render', '/mockups/tee/front/ffffff.svg?w=4000'],
    ['a width written oddly', '/mockups/tee/front/ffffff.svg?w=0560'],
    ['artwork longer than 40 characters', `/mockups/tee/front/ffffff.svg?art=${'a'.repeat(41)}`],
    ['another path', '/mockups/tee/front/ffffff.svg/extra'],
  ])('refuses %s', (_, url) => {
    expect(parse(url)).toBeNull()
  })
})

describe('variationImages', () => {
  const images = variationImages({ kind: 'tee', hex: '#e0b84f', artwork: 'Moonlit' })

  it('leads with the primary front image in every size the gallery uses', () => {
    const [primary] = images
    expect(primary.label).toBe('primary')
    expect(parse(primary.thumbsmall)).toMatchObject({ view: 'front', width: 120 })
    expect(parse(primary.small)).toMatchObject({ view: 'front', width: 280 })
    expect(parse(primary.thumblarge)).toMatchObject({ view: 'front', width: 560 })
    expect(parse(primary.src)).toMatchObject({ view: 'front', width: 560 })
    expect(parse(primary.full)).toMatchObject({ view: 'front', width: 1120 })
  })

  it('links the primary image to its side view and lists the side view too', () => {
    const [primary, side] = images
    expect(parse(primary.side ?? '')).toMatchObject({ view: 'side', hex: '#e0b84f', artwork: 'Moonlit' })
    expect(side.label).toBe('side')
    expect(parse(side.full)).toMatchObject({ kind: 'tee', view: 'side', width: 1120 })
  })
})
