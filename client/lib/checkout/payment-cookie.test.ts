import { describe, expect, it } from 'vitest'
import { parseStoredPayment } from './payment-cookie'

describe('parseStoredPayment', () => {
  it('reads the payment id and token back', () => {
    const stored = { checkoutId: 'chk_1', paymentId: 'pay_1', paymentToken: 'ptok_1' }
    expect(parseStoredPayment(encodeURIComponent(JSON.stringify(stored)))).toEqual(stored)
  })

  it('ignores a cookie that is missing a field or is not JSON', () => {
    expect(parseStoredPayment(encodeURIComponent(JSON.stringify({ checkoutId: 'chk_1', paymentId: 'pay_1' })))).toBeNull()
    expect(parseStoredPayment('%7Bnope')).toBeNull()
    expect(parseStoredPayment(null)).toBeNull()
  })
})
