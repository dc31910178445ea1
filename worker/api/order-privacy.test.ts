import { describe, expect, it } from 'vitest'
import type { Order } from '../../domain/schemas/checkout'
import { maskEmail, orderForNumber } from './order-privacy'

const order: Order = {
  lookupNumber: 'ORD-7KQ2-M9XD-4HTP',
  cartId: 'cart-1',
  status: 'processing',
  shippingMethod: 'Standard delivery',
  created: '2026-03-02T15:00:00.000Z',
  updated: '2026-03-02T15:00:00.000Z',
  totalCost: { amount: 5896, currency: 'USD' },
  tax: { amount: 362 },
  shippingCost: { amount: 799 },
  promo: null,
  paymentMethod: 'card',
  customer: { email: 'Ada.Lovelace@example.com', firstName: 'Ada' },
  items: [],
  shipments: [],
  arrivalEstimate: null,
}

describe('orderForNumber', () => {
  it('shows status, items and totals with the contact masked: no name, no email, no cart id', () => {
    const seen = orderForNumber(order)
    expect(seen.customer).toEqual({ email: 'A•••@e•••.com' })
    expect(seen.cartId).toBeUndefined()
    expect(JSON.stringify(seen)).not.toMatch(/lovelace|Ada\b|cart-1/i)
    expect(seen.items).toBe(order.items)
    expect(seen.status).toBe('processing')
    expect(seen.totalCost).toEqual(order.totalCost)
  })

  it('never shows download links', () => {
    const withLinks: Order = { ...order, downloads: [{ title: 'Night Zine (PDF, Digital)', url: 'https://shop.example/downloads/dl_x' }] }
    expect(orderForNumber(withLinks).downloads).toBeUndefined()
  })
})

describe('maskEmail', () => {
  it('keeps a first letter and the top-level domain only', () => {
    expect(maskEmail('ada@example.co.uk')).toBe('a•••@e•••.uk')
    expect(maskEmail('x@localhost')).toBe('x•••@l•••')
    expect(maskEmail('not-an-email')).toBe('•••')
  })
})
