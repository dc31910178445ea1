import { describe, expect, it, vi } from 'vitest'
import type { Listing, ListingAnswer, Product, Variation } from '../../../domain/schemas/catalog'
import type { StorefrontApi } from '../../api/storefront-api'
import { ApiError } from '../../api/api-error'
import { RequestFailedError } from '../../api/network'
import { type ListingData, reloadsForNewPathOrRetry } from './listing-answers'
import { loadListing } from './load-listing'

function variation(visibility: 'public' | 'private'): Variation {
  const size = { id: 1, label: 'M', price: 3000 }
  return {
    variationId: 100,
    productId: 10,
    productType: 'Hoodie',
    title: 'Hoodie',
    color: 'Navy',
    attributes: { hex: '#112233' },
    currency: 'USD',
    price: 3000,
    images: [{ label: 'front', src: '/img/front.svg' }] as Variation['images'],
    inventoryCount: 5,
    sizes: [size],
    availableSizesWithId: [size],
    visibility,
  }
}

function answerWith(variations: Variation[]): ListingAnswer {
  const product = { productId: 10, productType: 'Hoodie', productName: 'Hoodie', variations } as unknown as Product
  const listing = { listingId: 1, slug: 'moon', primaryProductId: 10, products: [product] } as unknown as Listing
  return { listing, primaryProduct: [], fulfillmentDetails: {}, errors: [], visibility: 'public' } as unknown as ListingAnswer
}

const apiAnswering = (answer: ListingAnswer) => ({ listing: async () => answer, productCache: async () => [] }) as unknown as StorefrontApi

const request = new Request('http://localhost/listing/moon')

describe('loadListing', () => {
  it('loads a listing with a colour a shopper can see', async () => {
    const loaded = (await loadListing(apiAnswering(answerWith([variation('public')])), 'moon', request)) as ListingData
    expect(loaded.leadImage).toBe('/img/front.svg')
  })

  it('collects the recommended listings skipped for want of an image, for the page to track', async () => {
    const tile = (listingId: number, imageUrl: string) => ({
      id: listingId,
      listingId,
      name: `L${listingId}`,
      price: 100,
      currency: 'USD',
      productType: 'Tee',
      imageUrl,
      collections: [],
    })
    const api = {
      listing: async () => answerWith([variation('public')]),
      productCache: async () => [tile(2, '/a.svg'), tile(3, '')],
    } as unknown as StorefrontApi
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const loaded = (await loadListing(api, 'moon', request)) as ListingData
    warn.mockRestore()
    expect(loaded.related.map((t) => t.listingId)).toEqual([2])
    expect(loaded.skippedRelated.map((t) => t.listingId)).toEqual([3])
  })

  it('replaces unknown product, colour and size ids in the address with the selection shown, keeping other parameters', async () => {
    const api = apiAnswering(answerWith([variation('public')]))
    const at = (search: string) => new Request(`http://localhost/listing/moon${search}`)
    const redirect = await loadListing(api, 'moon', at('?product=999&variation=5&size=7&utm_source=mail')).catch((thrown) => thrown)
    expect(redirect).toBeInstanceOf(Response)
    expect((redirect as Response).status).toBe(302)
    expect((redirect as Response).headers.get('location')).toBe('/listing/moon?product=10&variation=100&size=1&utm_source=mail')
    expect((redirect as Response).headers.get('x-remix-replace')).toBe('true')
    const typo = (await loadListing(api, 'moon', at('?variation=abc')).catch((thrown) => thrown)) as Response
    expect(typo.headers.get('location')).toBe('/listing/moon?variation=100&product=10&size=1')
    // Ids the listing has, or none at all, stay as they are.
    expect(await loadListing(api, 'moon', at('?product=10&variation=100&size=1'))).not.toBeNull()
    expect(await loadListing(api, 'moon', at('?product=10'))).not.toBeNull()
    expect(await loadListing(api, 'moon', request)).not.toBeNull()
  })

  it('treats a listing whose every colour is private as missing (404), not as an empty page', async () => {
    expect(await loadListing(apiAnswering(answerWith([variation('private')])), 'moon', request)).toBeNull()
    expect(await loadListing(apiAnswering(answerWith([])), 'moon', request)).toBeNull()
  })
})

describe('a listing that fails to load', () => {
  const failing = (error: unknown) =>
    ({ listing: async () => Promise.reject(error), productCache: async () => [] }) as unknown as StorefrontApi

  it('offers to try again when the browser got no answer or the store answered 5xx', async () => {
    const offline = new RequestFailedError('Listing', new TypeError('Failed to fetch'))
    expect(await loadListing(failing(offline), 'moon', request)).toEqual({ kind: 'listing-unavailable' })
    expect(await loadListing(failing(new ApiError(503, 'Listing Request retry exceeded limit')), 'moon', request)).toEqual({
      kind: 'listing-unavailable',
    })
  })

  it("keeps the spec's not-found for 400 and 404, and lets the server's own failures through (its 503 page)", async () => {
    expect(await loadListing(failing(new ApiError(404, 'Listing not found')), 'moon', request)).toBeNull()
    expect(await loadListing(failing(new ApiError(400, 'Bad slug')), 'moon', request)).toBeNull()
    await expect(loadListing(failing(new Error('D1_ERROR')), 'moon', request)).rejects.toThrow('D1_ERROR')
  })

  it('reloads for a new path or the same address again (Try again), not for a new colour or size', () => {
    const args = (current: string, next: string) =>
      ({ currentUrl: new URL(current), nextUrl: new URL(next), defaultShouldRevalidate: true }) as Parameters<
        typeof reloadsForNewPathOrRetry
      >[0]
    expect(reloadsForNewPathOrRetry(args('http://s/listing/a?variation=1', 'http://s/listing/a?variation=2'))).toBe(false)
    expect(reloadsForNewPathOrRetry(args('http://s/listing/a?variation=1', 'http://s/listing/a?variation=1'))).toBe(true)
    expect(reloadsForNewPathOrRetry(args('http://s/listing/a', 'http://s/listing/b'))).toBe(true)
  })
})
