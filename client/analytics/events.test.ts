import { describe, expect, it } from 'vitest'
import { toFacebook, toGoogleAnalytics } from './events'

const hoodie = {
  id: 'h-1',
  name: 'Midnight Hoodie',
  price: 4500,
  currency: 'USD' as const,
  quantity: 2,
  variant: 'Black / XL',
  category: 'Hoodie',
}

describe('Google Analytics events', () => {
  it('sends add-to-cart as add_to_cart with dollar amounts', () => {
    expect(toGoogleAnalytics('add-to-cart', { products: [hoodie] })).toEqual([
      'add_to_cart',
      {
        currency: 'USD',
        value: 90,
        items: [
          { item_id: 'h-1', item_name: 'Midnight Hoodie', price: 45, quantity: 2, item_variant: 'Black / XL', item_category: 'Hoodie' },
        ],
      },
    ])
  })

  it('names every tracked event with its GA4 ecommerce name', () => {
    expect(toGoogleAnalytics('remove-from-cart', { products: [hoodie] })[0]).toBe('remove_from_cart')
    expect(toGoogleAnalytics('product-detail-view', { product: hoodie })[0]).toBe('view_item')
    expect(toGoogleAnalytics('product-click', { product: hoodie, list: 'Featured Products' })[0]).toBe('select_item')
    expect(toGoogleAnalytics('product-impression', { products: [hoodie], list: 'Featured Products' })[0]).toBe('view_item_list')
  })

  it('sends the cart view with its items, value and currency, and the search with its term', () => {
    expect(toGoogleAnalytics('view-cart', { products: [hoodie, { ...hoodie, id: 'h-2', quantity: 1 }] })).toEqual([
      'view_cart',
      {
        currency: 'USD',
        value: 135,
        items: [expect.objectContaining({ item_id: 'h-1', quantity: 2 }), expect.objectContaining({ item_id: 'h-2', quantity: 1 })],
      },
    ])
    expect(toGoogleAnalytics('search', { term: 'moon hoodie' })).toEqual(['search', { search_term: 'moon hoodie' }])
    expect(toFacebook('search', { term: 'moon hoodie' })).toEqual({
      method: 'track',
      name: 'Search',
      params: { search_string: 'moon hoodie' },
    })
  })

  it('sends the purchase with its order number, tax and shipping', () => {
    const [name, params] = toGoogleAnalytics('purchase', {
      orderNumber: 'MS-1001',
      value: 10_399,
      currency: 'USD',
      tax: 729,
      shipping: 670,
      products: [hoodie],
    })
    expect(name).toBe('purchase')
    expect(params).toMatchObject({ transaction_id: 'MS-1001', value: 103.99, tax: 7.29, shipping: 6.7, currency: 'USD' })
  })
})

describe('Facebook events', () => {
  it('uses standard events for add to cart, views and purchases', () => {
    expect(toFacebook('add-to-cart', { products: [hoodie] })).toMatchObject({
      method: 'track',
      name: 'AddToCart',
      params: { value: 90, currency: 'USD', content_ids: ['h-1'] },
    })
    expect(toFacebook('product-detail-view', { product: hoodie })).toMatchObject({ method: 'track', name: 'ViewContent' })
    expect(toFacebook('purchase', { orderNumber: 'MS-1', value: 100, currency: 'EUR', products: [hoodie] })).toMatchObject({
      name: 'Purchase',
      params: { value: 1, currency: 'EUR' },
      eventId: 'purchase.MS-1',
    })
  })

  it('uses custom events for removals and clicks and skips impressions', () => {
    expect(toFacebook('remove-from-cart', { products: [hoodie] })?.method).toBe('trackCustom')
    expect(toFacebook('product-click', { product: hoodie })?.name).toBe('ProductClick')
    expect(toFacebook('product-impression', { products: [hoodie] })).toBeNull()
  })
})

describe('tracked failures (spec section 8)', () => {
  it('names an unknown path, a missing order and a tile without an image for both pixels', () => {
    expect(toGoogleAnalytics('page-not-found', { path: '/nope' })).toEqual(['page_not_found', { page_path: '/nope' }])
    expect(toGoogleAnalytics('order-load-failed', { orderNumber: 'ORD-1', reason: 'unavailable' })).toEqual([
      'order_load_failed',
      { transaction_id: 'ORD-1', reason: 'unavailable' },
    ])
    const [name, params] = toGoogleAnalytics('tile-image-missing', { product: hoodie, list: 'You might also like' })
    expect(name).toBe('tile_image_missing')
    expect(params).toMatchObject({ item_list_name: 'You might also like', items: [{ item_id: 'h-1', item_name: 'Midnight Hoodie' }] })
    expect(toFacebook('page-not-found', { path: '/nope' })).toEqual({
      method: 'trackCustom',
      name: 'PageNotFound',
      params: { path: '/nope' },
    })
    expect(toFacebook('order-load-failed', { orderNumber: null, reason: 'not-found' })).toMatchObject({ name: 'OrderLoadFailed' })
    expect(toFacebook('tile-image-missing', { product: hoodie })).toMatchObject({
      name: 'TileImageMissing',
      params: { content_ids: ['h-1'] },
    })
  })
})
