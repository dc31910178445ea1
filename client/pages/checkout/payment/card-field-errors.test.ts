import { describe, expect, it } from 'vitest'
import { cardPartErrors } from './card-field-errors'

describe('cardPartErrors', () => {
  it('gives every refused part its own message, the expiry for either of its halves', () => {
    expect(
      cardPartErrors({
        error: 'Please enter your card number',
        issues: [
          { path: 'number', message: 'Please enter your card number' },
          { path: 'expMonth', message: "Please enter your card's expiry date" },
          { path: 'expYear', message: 'Give the expiry year as a number' },
          { path: 'cvc', message: "Please enter your card's security code" },
        ],
      }),
    ).toEqual({
      number: 'Please enter your card number',
      expiry: "Please enter your card's expiry date",
      cvc: "Please enter your card's security code",
    })
  })

  it("puts the tokenizer's own refusal under the part it names", () => {
    expect(cardPartErrors({ error: "Your card's expiration date is in the past.", field: 'expiry' })).toEqual({
      expiry: "Your card's expiration date is in the past.",
    })
  })

  it('leaves a message naming no part to the caller', () => {
    expect(cardPartErrors({ error: 'Cards are tokenized by Stripe.js here' })).toEqual({})
  })
})
