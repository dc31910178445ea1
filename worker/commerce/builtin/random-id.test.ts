import { describe, expect, it } from 'vitest'
import { isRandomId, randomId } from './random-id'

describe('random ids', () => {
  it('carry their prefix and 24 base32 symbols', () => {
    const id = randomId('ck')
    expect(id).toMatch(/^ck_[a-z2-7]{24}$/)
    expect(isRandomId(id, 'ck')).toBe(true)
    expect(isRandomId(id, 'pay')).toBe(false)
  })

  it('never repeat', () => {
    expect(new Set(Array.from({ length: 1000 }, () => randomId('pay'))).size).toBe(1000)
  })

  it('use every byte of the random source', () => {
    expect(randomId('pm', (n) => new Uint8Array(n).fill(33))).toBe(`pm_${'b'.repeat(24)}`)
  })
})
