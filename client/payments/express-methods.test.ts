import { describe, expect, it } from 'vitest'
import { expressMethods, paymentMethodOf, readExpressMethod } from './express-methods'

const usa = { buyerRegion: 'USA', buyerCurrency: 'USD', cartRegion: 'USA', hideCard: false, hidePaypal: false, wallet: null }

describe('expressMethods', () => {
  it('offers Afterpay to a USA-only buyer paying in USD', () => {
    expect(expressMethods(usa)).toEqual(['paypal', 'afterpay'])
  })

  it('leaves Afterpay out for another currency, region or a mixed cart', () => {
    expect(expressMethods({ ...usa, buyerCurrency: 'EUR' })).not.toContain('afterpay')
    expect(expressMethods({ ...usa, buyerRegion: 'EU' })).not.toContain('afterpay')
    expect(expressMethods({ ...usa, cartRegion: 'MIXED' })).not.toContain('afterpay')
  })

  it('shows the wallet the browser can pay with, and hides PayPal by flag', () => {
    expect(expressMethods({ ...usa, hidePaypal: true, wallet: 'google-pay' })).toEqual(['googlepay', 'afterpay'])
    expect(expressMethods({ ...usa, wallet: 'apple-pay' })).toContain('applepay')
  })
})

describe('express method query', () => {
  it('defaults to afterpay', () => {
    expect(readExpressMethod(null)).toBe('afterpay')
    expect(readExpressMethod('bitcoin')).toBe('afterpay')
    expect(readExpressMethod('paypal')).toBe('paypal')
  })

  it('maps express methods to checkout payment methods', () => {
    expect(paymentMethodOf('stripe')).toBe('card')
    expect(paymentMethodOf('googlepay')).toBe('google-pay')
  })
})
