import { describe, expect, it } from 'vitest'
import { ancestorPaths, resolvePath } from './resolve-path'

const collections = ['apparel', 'apparel/hoodies', 'prints']

describe('resolvePath', () => {
  it('finds a collection the store lists, nested or not', () => {
    expect(resolvePath('apparel', collections)).toEqual({ kind: 'collection', path: 'apparel' })
    expect(resolvePath('apparel/hoodies/', collections)).toEqual({ kind: 'collection', path: 'apparel/hoodies' })
  })

  it('takes another single segment as a listing slug', () => {
    expect(resolvePath('moon-phase-hoodie', collections)).toEqual({ kind: 'listing', slug: 'moon-phase-hoodie' })
  })

  it('still tries an unlisted nested path as a collection', () => {
    expect(resolvePath('apparel/tees', collections)).toEqual({ kind: 'collection', path: 'apparel/tees' })
  })

  it('knows nothing of paths that are not slugs', () => {
    expect(resolvePath('', collections)).toEqual({ kind: 'unknown' })
    expect(resolvePath('wp-admin.php', collections)).toEqual({ kind: 'unknown' })
    expect(resolvePath('a//b', collections)).toEqual({ kind: 'unknown' })
  })
})

describe('ancestorPaths', () => {
  it('lists the parents of a nested collection', () => {
    expect(ancestorPaths('apparel/hoodies/zip')).toEqual(['apparel', 'apparel/hoodies'])
    expect(ancestorPaths('prints')).toEqual([])
  })
})
