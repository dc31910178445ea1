import { describe, expect, it } from 'vitest'
import { clampPage, pageCount, pageItems, pageSlice } from './page-items'

const numbers = (items: ReturnType<typeof pageItems>) => items.map((item) => (item.kind === 'page' ? item.page : `…${item.target}`))

describe('pageCount', () => {
  it('splits products into pages of 12', () => {
    expect(pageCount(0)).toBe(1)
    expect(pageCount(12)).toBe(1)
    expect(pageCount(13)).toBe(2)
    expect(pageCount(150)).toBe(13)
  })
})

describe('clampPage', () => {
  it('turns a page from the address bar into one that exists', () => {
    expect(clampPage('3', 5)).toBe(3)
    expect(clampPage('9', 5)).toBe(5)
    expect(clampPage('0', 5)).toBe(1)
    expect(clampPage('-2', 5)).toBe(1)
    expect(clampPage('abc', 5)).toBe(1)
    expect(clampPage(null, 5)).toBe(1)
  })
})

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(numbers(pageItems(1, 1))).toEqual([1])
    expect(numbers(pageItems(2, 4))).toEqual([1, 2, 3, 4])
    expect(numbers(pageItems(3, 5))).toEqual([1, 2, 3, 4, 5])
  })

  it('keeps five numbered pages around the current one, with shortcuts over the rest', () => {
    expect(numbers(pageItems(1, 13))).toEqual([1, 2, 3, 4, 5, '…6'])
    expect(numbers(pageItems(7, 13))).toEqual(['…2', 5, 6, 7, 8, 9, '…12'])
    expect(numbers(pageItems(13, 13))).toEqual(['…8', 9, 10, 11, 12, 13])
  })

  it('never jumps past the first or last page', () => {
    expect(numbers(pageItems(4, 8))).toEqual(['…1', 2, 3, 4, 5, 6, '…8'])
  })
})

describe('pageSlice', () => {
  it('takes the products of one page', () => {
    const items = Array.from({ length: 30 }, (_, i) => i + 1)
    expect(pageSlice(items, 1)).toEqual(items.slice(0, 12))
    expect(pageSlice(items, 3)).toEqual([25, 26, 27, 28, 29, 30])
    expect(pageSlice(items, 4)).toEqual([])
  })
})
