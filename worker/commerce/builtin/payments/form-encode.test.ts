import { describe, expect, it } from 'vitest'
import { formEncode } from './form-encode'

describe('form encoding for Stripe', () => {
  it('encodes flat, nested and list values the way Stripe reads them', () => {
    const body = formEncode({
      amount: 1099,
      currency: 'usd',
      capture_method: 'manual',
      payment_method_types: ['card'],
      metadata: { payment_id: 'pay_1', note: 'a&b=c' },
      payment_method: undefined,
      receipt_email: null,
    })
    expect(new URLSearchParams(body)).toEqual(
      new URLSearchParams([
        ['amount', '1099'],
        ['currency', 'usd'],
        ['capture_method', 'manual'],
        ['payment_method_types[0]', 'card'],
        ['metadata[payment_id]', 'pay_1'],
        ['metadata[note]', 'a&b=c'],
      ]),
    )
    expect(body).toContain('metadata%5Bnote%5D=a%26b%3Dc')
  })
})
