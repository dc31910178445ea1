import { describe, expect, it } from 'vitest'
import type { ProductTile } from '../../domain/schemas/catalog'
import { defaultTheme, Theme } from '../../domain/schemas/theme'
import { moveHighlight } from './autocomplete'
import { isSearchable, searchPattern, suggestionLabel } from './search-config'
import { createSearchIndex } from './search-index'

let nextId = 1
function tile(name: string, productType: string, collections: { name: string; slug: string }[] = []): ProductTile {
  const id = nextId++
  return {
    id,
    listingId: id,
    name,
    productName: productType,
    title: name,
    price: 2500,
    currency: 'USD',
    url: `/listing/${name.toLowerCase().replace(/\s+/g, '-')}`,
    imageUrl: `/img/${id}.svg`,
    images: [{ url: `/img/${id}.svg`, primary: true }],
    additionalImages: [],
    collections,
    productType,
    external_id: String(id),
  }
}

const apparel = { name: 'Apparel', slug: 'apparel' }
const tiles = [
  tile('Moon Phase Hoodie', 'Hoodie', [apparel]),
  tile('Crescent Tee', 'T-Shirt', [apparel]),
  tile('Night Owl Mug', 'Mug', [{ name: 'Homeware', slug: 'homeware' }]),
  tile('Stargazer Poster', 'Poster'),
  tile('Moonrise Tote', 'Tote Bag'),
  tile('Moonbeam Cap', 'Cap', [apparel]),
  tile('Moonlit Sticker', 'Sticker'),
  tile('Moonstone Crewneck', 'Crewneck', [apparel]),
]
const index = createSearchIndex(tiles)
const names = (found: ProductTile[]) => found.map((t) => t.name)

describe('search', () => {
  it('needs more than 2 characters', () => {
    expect(isSearchable('mo')).toBe(false)
    expect(isSearchable('  mo  ')).toBe(false)
    expect(isSearchable('moo')).toBe(true)
    expect(index.search('mo')).toEqual([])
  })

  it('finds products by name, tolerating a typo', () => {
    expect(names(index.search('hoodie'))[0]).toBe('Moon Phase Hoodie')
    expect(names(index.search('stargazr'))).toContain('Stargazer Poster')
  })

  it('finds products by product type and by collection name or slug', () => {
    expect(names(index.search('mug'))).toEqual(['Night Owl Mug'])
    expect(names(index.search('homeware'))).toEqual(['Night Owl Mug'])
    expect(names(index.search('apparel'))).toEqual(
      expect.arrayContaining(['Moon Phase Hoodie', 'Crescent Tee', 'Moonbeam Cap', 'Moonstone Crewneck']),
    )
  })

  it('forgives a typo in a collection name or slug too (min match length 3, max pattern length 12)', () => {
    const apparelNames = ['Moon Phase Hoodie', 'Crescent Tee', 'Moonbeam Cap', 'Moonstone Crewneck']
    expect(names(index.search('aparel'))).toEqual(expect.arrayContaining(apparelNames))
    expect(names(index.search('aparel'))).toHaveLength(4)
    expect(names(index.search('homewre'))).toEqual(['Night Owl Mug'])
  })

  it('answers "no results" for words that match nothing', () => {
    expect(index.search('xylophone')).toEqual([])
  })

  it('cuts long queries to 12 characters', () => {
    expect(searchPattern('  stargazer poster print  ')).toBe('stargazer po')
    expect(names(index.search('stargazer poster print'))).toContain('Stargazer Poster')
  })

  it('suggests at most 5 products', () => {
    expect(index.suggest('moon').length).toBe(5)
  })
})

describe('search over the demo catalogues', () => {
  const clothing = { name: 'Clothing', slug: 'apparel' }
  const digital = { name: 'Digital Goodies', slug: 'digital' }
  const prints = { name: 'Art Prints', slug: 'prints' }
  const bags = { name: 'Bags & Accessories', slug: 'bags' }
  const sunbeam = createSearchIndex([
    tile('Golden Hour Hoodie', 'Pullover Hoodie', [clothing, { name: 'Sweats', slug: 'sweats' }]),
    tile('Wildflower Wallpapers', 'Digital Download', [digital]),
    tile('Sunbeam Gouache Brush Set', 'Digital Download', [digital]),
    tile('Sunny Side Up Print', 'Matte Poster', [prints]),
    tile('Summer Solstice Print', 'Matte Poster', [prints]),
    tile('Beach Day Tote', 'Canvas Tote', [bags]),
    tile('Farmers Market Tote', 'Canvas Tote', [bags]),
  ])
  const hoodies = { name: 'Hoodies & Sweats', slug: 'hoodies' }
  const moonlit = createSearchIndex([
    tile('Star Chart Tote', 'Canvas Tote', [{ name: 'Accessories', slug: 'accessories' }]),
    tile('Night Shift Tote', 'Canvas Tote', [{ name: 'Accessories', slug: 'accessories' }]),
    tile('Lunar Calendar 2026 Poster', 'Matte Poster', [{ name: 'Home & Desk', slug: 'home' }]),
    tile('Moon Garden Print', 'Matte Poster', [{ name: 'Home & Desk', slug: 'home' }]),
    tile('Total Eclipse Hoodie (Pre-order)', 'Pullover Hoodie', [hoodies]),
    tile('Midnight Hoodie', 'Pullover Hoodie', [hoodies]),
  ])

  it('finds only the hoodie for "hoodie", not the Digital Goodies', () => {
    expect(names(sunbeam.search('hoodie'))).toEqual(['Golden Hour Hoodie'])
    expect(names(sunbeam.suggest('hoodie'))).toEqual(['Golden Hour Hoodie'])
  })

  it('finds only the totes for "tote", not posters or the Total Eclipse Hoodie', () => {
    expect(names(moonlit.search('tote'))).toEqual(['Star Chart Tote', 'Night Shift Tote'])
    expect(names(moonlit.suggest('tote'))).toEqual(['Star Chart Tote', 'Night Shift Tote'])
    expect(names(sunbeam.search('tote'))).toEqual(['Beach Day Tote', 'Farmers Market Tote'])
  })

  it('still forgives a typo and still finds a whole collection by its name', () => {
    expect(names(sunbeam.search('hodie'))).toEqual(['Golden Hour Hoodie'])
    expect(names(moonlit.search('eclpse'))).toEqual(['Total Eclipse Hoodie (Pre-order)'])
    expect(names(sunbeam.search('goodies'))).toEqual(['Wildflower Wallpapers', 'Sunbeam Gouache Brush Set'])
    expect(names(moonlit.search('sweats'))).toEqual(['Total Eclipse Hoodie (Pre-order)', 'Midnight Hoodie'])
  })

  it('finds a collection by a misspelt name or slug when no product answers the words', () => {
    expect(names(sunbeam.search('digitl'))).toEqual(['Wildflower Wallpapers', 'Sunbeam Gouache Brush Set'])
    expect(names(sunbeam.search('acessories'))).toEqual(['Beach Day Tote', 'Farmers Market Tote'])
    expect(names(moonlit.search('sweets'))).toEqual(['Total Eclipse Hoodie (Pre-order)', 'Midnight Hoodie'])
  })
})

describe('suggestionLabel', () => {
  it('shows the name plus the product name', () => {
    expect(suggestionLabel(tiles[0])).toEqual({ name: 'Moon Phase Hoodie', detail: 'Hoodie' })
  })

  it('takes the keys from the theme, which names none unless the store configures them', () => {
    expect(defaultTheme('Owl').layout.searchKeys).toEqual([])
    const theme = Theme.parse({ meta: { storeName: 'Owl' }, layout: { searchKeys: ['productType', 'name'] } })
    expect(suggestionLabel(tiles[0], theme.layout.searchKeys)).toEqual({ name: 'Hoodie', detail: 'Moon Phase Hoodie' })
    expect(Theme.safeParse({ meta: { storeName: 'Owl' }, layout: { searchKeys: ['price'] } }).success).toBe(false)
  })

  it('uses the configured keys when a store sets them', () => {
    expect(suggestionLabel(tiles[1], ['title', 'productType'])).toEqual({ name: 'Crescent Tee', detail: 'T-Shirt' })
  })
})

describe('moveHighlight', () => {
  it('moves down and up through the suggestions and wraps through the field', () => {
    expect(moveHighlight(-1, 'ArrowDown', 3)).toBe(0)
    expect(moveHighlight(2, 'ArrowDown', 3)).toBe(-1)
    expect(moveHighlight(-1, 'ArrowUp', 3)).toBe(2)
    expect(moveHighlight(0, 'ArrowUp', 3)).toBe(-1)
    expect(moveHighlight(0, 'ArrowDown', 0)).toBe(-1)
  })
})
