import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { AVAILABILITY_KEY, builtinCatalog, catalogBackend, fetchInto, providerCatalog } from '../support/fixtures/catalog-backend'
import { fixtureIds } from '../support/fixtures/catalog-stores'
import { catalogContract } from '../support/contract/catalog-contract'

catalogContract('provider adapter over HTTP to the built-in backend', () =>
  providerCatalog(fetchInto(catalogBackend(builtinCatalog(), { preview: true }))),
)

describe('provider adapter requests', () => {
  const recorded = () => {
    const requests: Request[] = []
    const port = providerCatalog(fetchInto(catalogBackend(builtinCatalog(), { preview: false }), requests))
    const urls = () => requests.map((request) => new URL(request.url))
    return { port, requests, urls }
  }

  it('asks for listings and their products with the spec query names', async () => {
    const { port, urls } = recorded()
    await port.listing('moonlit', 'night-owl-tee', { currency: 'EUR', region: 'EU', countryCode: 'DE', productId: 7 })
    await port.listingProducts('moonlit', 'night-owl-tee', { currency: 'EUR', region: 'EU', countryCode: 'DE' })
    const [listing, products] = urls()
    expect(listing.pathname).toBe('/api/v1/listings')
    expect(Object.fromEntries(listing.searchParams)).toEqual({
      slug: 'night-owl-tee',
      currency: 'EUR',
      region: 'EU',
      country_code: 'DE',
      storeSlug: 'moonlit',
      productId: '7',
    })
    expect(products.pathname).toBe('/api/v0/listing/night-owl-tee')
    expect(Object.fromEntries(products.searchParams)).toEqual({ store_slug: 'moonlit', currency: 'EUR', region: 'EU', country_code: 'DE' })
  })

  it('asks for hidden products with visibility=any only in preview', async () => {
    const { port, urls } = recorded()
    await port.products('moonlit', 2, { currency: 'USD', region: 'USA' })
    await port.products('moonlit', 2, { currency: 'USD', region: 'USA', visibilityAny: true })
    expect(urls().map((url) => url.searchParams.get('visibility'))).toEqual([null, 'any'])
    expect(urls()[0].searchParams.get('page')).toBe('2')
  })

  it('sends the api key to the availability service', async () => {
    const { port, requests } = recorded()
    await port.availability('moonlit', 'buyer-token', await fixtureIds(env.DB).listing('moon-token'))
    expect(requests.map((request) => request.headers.get('x-api-key'))).toEqual([AVAILABILITY_KEY])
    expect(new URL(requests[0].url).searchParams.get('userToken')).toBe('buyer-token')
  })

  it('falls back to the built-in localization details when the backend fails', async () => {
    const port = providerCatalog(async () => new Response('down', { status: 503 }))
    expect((await port.localizationDetails('moonlit')).buyer_currency).toBe('USD')
  })

  it("fails with the spec's error after the retries when the backend keeps failing", async () => {
    let calls = 0
    const port = providerCatalog(async () => {
      calls++
      return new Response('down', { status: 502 })
    })
    await expect(port.store('moonlit')).rejects.toThrow('Store Request retry exceeded limit')
    expect(calls).toBe(3)
  })
})
