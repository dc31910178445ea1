import { describe, expect, it } from 'vitest'
import type { CollectionSummary } from '../../domain/schemas/catalog'
import { mainMenu } from './menu'

const collection = (id: number, name: string, path: string, parentId: number | null = null): CollectionSummary => ({
  id,
  name,
  slug: path.split('/').pop() ?? path,
  path,
  parentId,
  imageUrl: null,
  productCount: 3,
})
const labels = { explore: 'Explore', about: 'About' }
const collections = [collection(1, 'Apparel', 'apparel'), collection(2, 'Hoodies', 'apparel/hoodies', 1), collection(3, 'Prints', 'prints')]

describe('mainMenu', () => {
  it('starts with Explore, then the top-level collections, then the theme links', () => {
    const menu = mainMenu({ collections, links: [{ label: 'Tour', url: 'https://tour.example.com' }], showAbout: false, labels })
    expect(menu.map((item) => [item.label, item.href, item.external])).toEqual([
      ['Explore', '/', false],
      ['Apparel', '/apparel', false],
      ['Prints', '/prints', false],
      ['Tour', 'https://tour.example.com', true],
    ])
  })

  it('does not repeat a theme link to a collection already in the menu', () => {
    const menu = mainMenu({ collections, links: [{ label: 'Print shop', url: '/prints' }], showAbout: false, labels })
    expect(menu.map((i) => i.label)).toEqual(['Explore', 'Apparel', 'Prints'])
  })

  it('adds About when the theme shows the About page', () => {
    expect(mainMenu({ collections: [], links: [], showAbout: true, labels }).map((i) => i.href)).toEqual(['/', '/about'])
  })

  it('does not add About twice when the theme already links to it', () => {
    const menu = mainMenu({ collections: [], links: [{ label: 'Our story', url: '/about' }], showAbout: true, labels })
    expect(menu.map((i) => i.label)).toEqual(['Explore', 'Our story'])
  })
})
