import { describe, expect, it } from 'vitest'
import type { Checkout } from '../../domain/schemas/checkout'
import { aCheckout, CUSTOMER, STANDARD_DELIVERY } from '../../tests/support/factories/checkout'
import type { CheckoutUpdate, CreateCheckoutRequest } from '../api/checkout-api'
import { checkoutForCart } from './cart-checkout'

const request: CreateCheckoutRequest = {
  storeSlug: 'demo',
  cartId: 'cart_1',
  lineItems: [{ sku: '100_1_2', quantity: 1 }],
  trafficSource: null,
  affiliate: null,
}

function backend(existing: Checkout | null, refused: (update: CheckoutUpdate) => boolean = () => false) {
  const calls = { created: 0, updates: [] as { id: string; update: CheckoutUpdate }[] }
  const api = {
    createCheckout: async () => {
      calls.created += 1
      return aCheckout({ id: `chk_new_${calls.created}` })
    },
    getCheckout: async (id: string) => {
      if (!existing || existing.id !== id) throw new Error('Checkout not found')
      return existing
    },
    updateCheckout: async (id: string, _slug: string, update: CheckoutUpdate) => {
      if (refused(update)) throw new Error('refused')
      calls.updates.push({ id, update })
      return aCheckout({ id })
    },
  }
  return { api, calls }
}

const typedIn = aCheckout({ id: 'chk_1', customer: CUSTOMER, deliveryOption: STANDARD_DELIVERY, promoCode: 'MOON10', state: 'pending' })

describe('the checkout for a cart', () => {
  it('is created when the cart has none', async () => {
    const { api, calls } = backend(null)
    expect(await checkoutForCart(api, request, null)).toBe('chk_new_1')
    expect(calls.created).toBe(1)
  })

  it('is the same checkout, with what was typed into it, when the cart comes back unchanged', async () => {
    const { api, calls } = backend(typedIn)
    expect(await checkoutForCart(api, request, 'chk_1')).toBe('chk_1')
    expect(calls.created).toBe(0)
    expect(calls.updates).toEqual([])
  })

  it('takes changed lines in a new checkout that keeps the address, delivery and promo code', async () => {
    const { api, calls } = backend(typedIn)
    const changed = { ...request, lineItems: [{ sku: '100_1_2', quantity: 2 }] }
    expect(await checkoutForCart(api, changed, 'chk_1')).toBe('chk_new_1')
    const { id: _id, ...customer } = CUSTOMER
    expect(calls.updates).toEqual([
      { id: 'chk_new_1', update: { customer, marketingOptIn: false } },
      { id: 'chk_new_1', update: { deliveryOption: 'standard' } },
      { id: 'chk_new_1', update: { promoCode: 'MOON10' } },
    ])
  })

  it('keeps the address when the promo code no longer applies', async () => {
    const { api, calls } = backend(typedIn, (update) => 'promoCode' in update)
    await checkoutForCart(api, { ...request, lineItems: [{ sku: '200_1_2', quantity: 1 }] }, 'chk_1')
    expect(calls.updates.map(({ update }) => Object.keys(update)[0])).toEqual(['customer', 'deliveryOption'])
  })

  it('starts afresh after a paid checkout, a checkout of another cart, or one that is gone', async () => {
    for (const [existing, id] of [
      [aCheckout({ id: 'chk_1', state: 'completed', customer: CUSTOMER }), 'chk_1'],
      [aCheckout({ id: 'chk_1', cartId: 'cart_other', customer: CUSTOMER }), 'chk_1'],
      [null, 'chk_gone'],
    ] as const) {
      const { api, calls } = backend(existing)
      expect(await checkoutForCart(api, request, id)).toBe('chk_new_1')
      expect(calls.updates).toEqual([])
    }
  })
})
