import { describe, expect, it } from 'vitest'
import { sandboxWallet } from './wallet'

class PaymentRequestApi {}

describe('the sandbox wallet', () => {
  it('is Google Pay in a browser with the Payment Request API on a secure page (Chromium on localhost)', () => {
    expect(sandboxWallet({ isSecureContext: true, PaymentRequest: PaymentRequestApi })).toBe('google-pay')
  })

  it('is Apple Pay where Safari says it can pay', () => {
    expect(
      sandboxWallet({ isSecureContext: true, PaymentRequest: PaymentRequestApi, ApplePaySession: { canMakePayments: () => true } }),
    ).toBe('apple-pay')
  })

  it('is not offered without the Payment Request API, on an insecure page, or on the server', () => {
    expect(sandboxWallet({ isSecureContext: true })).toBeNull()
    expect(sandboxWallet({ isSecureContext: false, PaymentRequest: PaymentRequestApi })).toBeNull()
    expect(sandboxWallet(undefined)).toBeNull()
  })
})
