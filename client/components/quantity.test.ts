import { describe, expect, it } from 'vitest'
import { isOrderableQuantity, parseQuantityInput, quantityOptions } from './quantity'

describe('quantityOptions', () => {
  it('offers 1 to 10, the last one opening the numeric input', () => {
    const options = quantityOptions()
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(options.filter((o) => o.more)).toEqual([{ value: 10, more: true }])
  })

  it('follows a smaller maximum', () => {
    expect(quantityOptions(3)).toEqual([
      { value: 1, more: false },
      { value: 2, more: false },
      { value: 3, more: true },
    ])
  })
})

describe('parseQuantityInput', () => {
  it('takes whole numbers from 0 to 999', () => {
    expect(parseQuantityInput('12', 10)).toBe(12)
    expect(parseQuantityInput('0', 10)).toBe(0)
    expect(parseQuantityInput('999', 10)).toBe(999)
  })

  it('counts an empty field as 0', () => {
    expect(parseQuantityInput('', 10)).toBe(0)
    expect(parseQuantityInput('  ', 7)).toBe(0)
  })

  it('turns a value below the minimum into 0', () => {
    expect(parseQuantityInput('-4', 10)).toBe(0)
  })

  it('keeps the previous value when the new one is above 999', () => {
    expect(parseQuantityInput('1000', 42)).toBe(42)
  })

  it('keeps the previous value for something that is not a number', () => {
    expect(parseQuantityInput('1.5', 3)).toBe(3)
    expect(parseQuantityInput('e', 3)).toBe(3)
  })
})

describe('isOrderableQuantity', () => {
  it('needs at least one item', () => {
    expect(isOrderableQuantity(0)).toBe(false)
    expect(isOrderableQuantity(1)).toBe(true)
    expect(isOrderableQuantity(999)).toBe(true)
    expect(isOrderableQuantity(1000)).toBe(false)
  })
})
