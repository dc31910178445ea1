import { describe, expect, it } from 'vitest'
import type { Order } from '../../domain/schemas/checkout'
import { maskEmail, orderForViewer } from './order-privacy'

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

describe('orderForViewer', () => {
  it('shows the shopper’s details to someone who gives the order’s email, in any case', () => {
    expect(orderForViewer(order, ' ada.lovelace@EXAMPLE.com ').customer).toEqual({ email: 'Ada.Lovelace@example.com', firstName: 'Ada' })
  })

  it('hides them from someone with the order number alone or a wrong email', () => {
    for (const email of [undefined, '', 'eve@example.com']) {
      const seen = orderForViewer(order, email)
      expect(seen.customer).toEqual({ email: 'A•••@e•••.com' })
      expect(JSON.stringify(seen)).not.toMatch(/lovelace|Ada\b/i)
      expect(seen.items).toBe(order.items)
      expect(seen.totalCost).toEqual(order.totalCost)
    }
  })
})

describe('orderForViewer and download links', () => {
  it('never shows them to a lookup by number, with or without the right email', () => {
    const withLinks: Order = { ...order, downloads: [{ title: 'Night Zine (PDF, Digital)', url: 'https://shop.example/downloads/dl_x' }] }
    for (const email of [undefined, 'ada.lovelace@example.com']) expect(orderForViewer(withLinks, email).downloads).toBeUndefined()
  })
})

describe('maskEmail', () => {
  it('keeps a first letter and the top-level domain only', () => {
    expect(maskEmail('ada@example.co.uk')).toBe('a•••@e•••.uk')
    expect(maskEmail('x@localhost')).toBe('x•••@l•••')
    expect(maskEmail('not-an-email')).toBe('•••')
  })
})
