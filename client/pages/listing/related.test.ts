import { describe, expect, it, vi } from 'vitest'
import type { ProductTile } from '../../../domain/schemas/catalog'
import { relatedProducts } from './related'

const tile = (id: number, listingId: number, collections: string[], imageUrl = `/i/${id}.svg`) =>
  ({ id, listingId, imageUrl, collections: collections.map((slug) => ({ slug, name: slug })) }) as ProductTile

describe('relatedProducts', () => {
  const tiles = [
    tile(1, 1, ['apparel']),
    tile(2, 2, ['prints']),
    tile(3, 3, ['apparel', 'hoodies']),
    tile(4, 4, []),
    tile(5, 3, ['apparel']),
    tile(6, 6, ['apparel'], ''),
    tile(7, 7, ['apparel']),
    tile(8, 8, []),
  ]

  it('suggests four other listings, closest collections first', () => {
    expect(relatedProducts(tiles, 1).map((t) => t.listingId)).toEqual([3, 7, 2, 4])
  })

  it('never suggests the listing itself, a listing twice, or a tile without an image', () => {
    const ids = relatedProducts(tiles, 1, 10).map((t) => t.listingId)
    expect(ids).not.toContain(1)
    expect(ids).not.toContain(6)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('tracks each recommended listing skipped for want of an image', () => {
    const skipped: number[] = []
    relatedProducts(tiles, 1, 10, (tile) => skipped.push(tile.listingId))
    expect(skipped).toEqual([6])
  })

  it('reports a skipped listing as a warning naming its id', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    relatedProducts(tiles, 1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('listing 6')
    warn.mockRestore()
  })
})
