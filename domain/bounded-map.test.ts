import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map'

describe('BoundedMap', () => {
  it('drops the oldest entry once it holds its limit', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('c', 3)
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 3],
    ])
  })

  it('replaces a known key in place without dropping another', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 10)
    expect(Object.fromEntries(map)).toEqual({ a: 10, b: 2 })
  })
})
