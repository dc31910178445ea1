import { describe, expect, it } from 'vitest'
import type { PaymentMethod } from '../../../domain/constants'
import type { Checkout, PaymentAnswer } from '../../../domain/schemas/checkout'
import { aCheckout, CUSTOMER, STANDARD_DELIVERY } from '../../../tests/support/factories/checkout'
import { startExpressPayment } from './express-payment'

function backend(checkout: Checkout, redirectUrl: string | null = '/dev/sandbox/pay/sbx_1') {
  const calls: string[] = []
  const api = {
    getCheckout: async () => checkout,
    updateCheckout: async (_id: string, _slug: string, data: object) => {
      calls.push(`update ${JSON.stringify(data)}`)
      return checkout
    },
    initiatePayment: async (request: { paymentMethod: PaymentMethod }) => {
      calls.push(`initiate ${request.paymentMethod}`)
      return { paymentId: 'pay_1', paymentToken: 'tok_1' } as PaymentAnswer
    },
    submit: async (request: { platform: PaymentMethod; returnUrl: string }) => {
      calls.push(`submit ${request.platform} ${request.returnUrl}`)
      return { state: 'pending' as const, redirectUrl, displayMessage: null, orderLookupNumber: null }
    },
  }
  const start = (method: PaymentMethod, sandboxWallet = true) =>
    startExpressPayment(api, {
      checkoutId: 'chk_1',
      storeSlug: 'demo',
      method,
      sandboxWallet,
      returnUrl: 'https://shop.example/checkout/chk_1?payment=returned',
    })
  return { start, calls }
}

const ready = aCheckout({ customer: CUSTOMER, deliveryOption: STANDARD_DELIVERY, state: 'pending' })

describe('the express checkout auto-start', () => {
  it('goes straight to the approval page of PayPal, Afterpay and the sandbox wallet', async () => {
    for (const method of ['paypal', 'afterpay', 'google-pay'] as const) {
      const { start, calls } = backend(ready)
      expect(await start(method)).toEqual({ kind: 'approval', url: '/dev/sandbox/pay/sbx_1' })
      expect(calls).toEqual([
        `update {"paymentMethod":"${method}"}`,
        `initiate ${method}`,
        `submit ${method} https://shop.example/checkout/chk_1?payment=returned`,
      ])
    }
  })

  it('sends a new shopper straight to PayPal or Afterpay, which collect the address', async () => {
    for (const method of ['paypal', 'afterpay'] as const) {
      const { start, calls } = backend(aCheckout())
      expect(await start(method)).toEqual({ kind: 'approval', url: '/dev/sandbox/pay/sbx_1' })
      expect(calls).toEqual([
        `update {"paymentMethod":"${method}"}`,
        `initiate ${method}`,
        `submit ${method} https://shop.example/checkout/chk_1?payment=returned`,
      ])
    }
  })

  it('opens the checkout for the sandbox wallet while it has no address, and for any method with an address but no delivery yet', async () => {
    const { start, calls } = backend(aCheckout())
    expect(await start('google-pay')).toEqual({ kind: 'checkout', path: '/checkout/chk_1?method=google-pay' })
    expect(calls).toEqual([])
    const noDelivery = backend(aCheckout({ customer: CUSTOMER, deliveryOption: null }))
    expect(await noDelivery.start('paypal')).toEqual({ kind: 'checkout', path: '/checkout/chk_1?method=paypal' })
    expect(noDelivery.calls).toEqual([])
  })

  it('opens the checkout for the card, and for a wallet that needs Stripe’s payment sheet', async () => {
    expect(await backend(ready).start('card')).toEqual({ kind: 'checkout', path: '/checkout/chk_1?method=card' })
    expect(await backend(ready).start('google-pay', false)).toEqual({ kind: 'checkout', path: '/checkout/chk_1?method=google-pay' })
  })

  it('lets the checkout page finish a payment that settled without a provider page', async () => {
    expect(await backend(ready, null).start('paypal')).toEqual({ kind: 'checkout', path: '/checkout/chk_1?payment=returned' })
  })
})
