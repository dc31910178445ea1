import { describe, expect, it } from 'vitest'
import { MESSAGE_TEXT, checkoutError, errorText, message } from './messages'

describe('messages', () => {
  it('fills placeholders from the values', () => {
    expect(message('payment.intentError', { message: 'card_declined' })).toEqual({
      key: 'payment.intentError',
      text: 'Error when getting payment intent: card_declined',
      values: { message: 'card_declined' },
    })
  })

  it('keeps the spec texts word for word', () => {
    expect(MESSAGE_TEXT['promo.invalid']).toBe("Sorry, this promo code isn't valid. Please check and try again.")
    expect(MESSAGE_TEXT['promo.beforeAddress']).toBe('Please enter your address before you enter a promo code.')
    expect(MESSAGE_TEXT['afterpay.difficulty']).toBe("Sorry, we're having difficulty with AfterPay.")
  })

  it('reads the text of a rejection, whatever shape it has', () => {
    expect(errorText(new Error(' Declined '))).toBe('Declined')
    expect(errorText('Timeout')).toBe('Timeout')
    expect(errorText({ message: 'From JSON' })).toBe('From JSON')
    expect(errorText(new Error(''))).toBeNull()
    expect(errorText(undefined)).toBeNull()
  })

  it('words a checkout failure by whether it says why', () => {
    expect(checkoutError(new Error('Out of stock')).text).toBe('Error checking out: Out of stock')
    expect(checkoutError(null).text).toBe('Error checking out! Please try again.')
  })
})
