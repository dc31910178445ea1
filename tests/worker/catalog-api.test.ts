import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { convertFromUsd } from '../../domain/money'
import type { CollectionPage, ListingAnswer, ProductPage, ProductTile } from '../../domain/schemas/catalog'
import type { StoreRecord } from '../../worker/commerce/port/catalog'
import { builtinCatalog, catalogBackend } from '../support/fixtures/catalog-backend'
import { fixtureIds, importStores, MOONLIT_PUBLIC_LISTINGS, moonlit, VAULT_ACCESS_CODE, vault } from '../support/fixtures/catalog-stores'

const get = (path: string, host = 'moonlit.localhost') => SELF.fetch(`http://${host}${path}`)
const ids = fixtureIds(env.DB)

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

beforeAll(async () => {
  await importStores(env.DB, moonlit, vault)
})

describe('catalogue API through the app', () => {
  it('answers a store without its secrets', async () => {
    const response = await get('/api/v1/stores?slug=moonlit')
    expect(response.status).toBe(200)
    const body = await json<Record<string, unknown>>(response)
    expect(body).toMatchObject({ slug: 'moonlit', name: 'Moonlit Merch', gated: false })
    expect(body).not.toHaveProperty('previewKey')
    expect(body).not.toHaveProperty('accessCode')
  })

  it("answers errors.store 'not found' for an unknown store a backend caller names", async () => {
    const backend = catalogBackend(builtinCatalog(), { preview: false })
    const response = await backend.request('https://backend.test/api/v1/stores?slug=no-such-store', undefined, env)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Store not found', errors: { store: 'not found' } })
  })

  it("refuses a browser naming a store other than its Host's, known or not", async () => {
    const response = await get('/api/v1/stores?slug=no-such-store')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ error: 'This request is for another store.' })
  })

  it('finds a store by its custom domain, and serves the store on that domain', async () => {
    expect(await json(await get('/api/v1/stores?host=shop.moonlit.example'))).toMatchObject({ slug: 'moonlit' })
    expect((await get('/api/v1/stores?slug=moonlit', 'shop.moonlit.example')).status).toBe(200)
  })

  it('refuses a bad query with 400 and the issues', async () => {
    const response = await get('/api/v1/stores/products?slug=moonlit&page=0')
    expect(response.status).toBe(400)
    const body = await json<{ error: string; issues: { path: string; message: string }[] }>(response)
    expect(body.error).not.toMatch(/^page: /)
    expect(body.error).toBe(body.issues[0].message)
    expect(body.issues[0].path).toBe('page')
    expect((await get('/api/v1/stores?slug=moonlit&host=shop.moonlit.example')).status).toBe(400)
    expect((await get('/api/v1/blanks?id=abc')).status).toBe(400)
  })

  it('pages products and ignores visibility=any outside preview', async () => {
    const page = await json<ProductPage>(await get('/api/v1/stores/products?slug=moonlit&currency=USD&region=USA&page=2&visibility=any'))
    expect(page).toMatchObject({ page: 2, per: 12, total_count: MOONLIT_PUBLIC_LISTINGS })
    expect(page.products).toHaveLength(MOONLIT_PUBLIC_LISTINGS - 12)
  })

  it('answers a collection page with collection and per=150', async () => {
    const page = await json<CollectionPage>(
      await get('/api/v1/stores/products?slug=moonlit&currency=USD&region=USA&page=1&collection=apparel/hoodies&per=150'),
    )
    expect(page.collection.name).toBe('Hoodies')
    expect(page.products.map((tile) => tile.title)).toEqual(['Owl Hoodie'])
    const unknown = await get('/api/v1/stores/products?slug=moonlit&collection=mugs')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: 'Collection not found' })
    expect((await get('/api/v1/stores/products?slug=moonlit&collection=posters&per=151')).status).toBe(400)
  })

  it('lists collections and their items by id in collections mode', async () => {
    const { collections } = await json<{ collections: { id: number; path: string }[] }>(await get('/api/v1/collections?storeSlug=moonlit'))
    const posters = collections.find((collection) => collection.path === 'posters')
    const items = await json<CollectionPage>(await get(`/api/v1/collection/${posters?.id}/items?page=1`))
    expect(items.total_count).toBe(12)
    expect((await get('/api/v1/collection/999999/items?page=1')).status).toBe(404)
    expect((await json<{ collections: unknown[] }>(await get('/api/v1/stores/collections?slug=moonlit'))).collections).toHaveLength(3)
  })

  it('serves the product cache file of a store', async () => {
    const response = await get('/api/product-cache/moonlit.json?currency=GBP')
    const tiles = await json<ProductTile[]>(response)
    expect(tiles).toHaveLength(MOONLIT_PUBLIC_LISTINGS)
    expect(tiles[0]).toMatchObject({ currency: 'GBP', price: convertFromUsd(2800, 'GBP') })
    expect((await get('/api/product-cache/no-such-store.json')).status).toBe(403)
  })

  it("answers a listing in the buyer's currency, and an unknown one with 'Listing not found'", async () => {
    const found = await json<ListingAnswer>(
      await get('/api/v1/listings?slug=night-owl-tee&currency=EUR&region=EU&country_code=de&storeSlug=moonlit'),
    )
    expect(found.listing).toMatchObject({ slug: 'night-owl-tee', currency: 'EUR', price: convertFromUsd(2800, 'EUR') })
    const missing = await get('/api/v1/listings?slug=hidden-drop&currency=USD&region=USA&storeSlug=moonlit&visibility=any')
    expect(missing.status).toBe(200)
    expect(await json<ListingAnswer>(missing)).toMatchObject({ listing: null, errors: ['Listing not found'] })
  })

  it("answers a listing's products payload, and 404 for an unknown listing", async () => {
    const body = await json<{ products_payload: unknown[] }>(
      await get('/api/v0/listing/night-owl-tee?store_slug=moonlit&currency=USD&region=USA&country_code=US'),
    )
    expect(body.products_payload).toHaveLength(2)
    expect((await get('/api/v0/listing/no-such-listing?store_slug=moonlit')).status).toBe(404)
  })

  it('answers blanks, stock and NFT availability', async () => {
    const blank = await get(`/api/v1/blanks?id=${await ids.product('night-owl-tee', 'Classic Tee')}`)
    expect(await json(blank)).toMatchObject({ productType: 'Classic Tee' })
    expect(await json(await get('/api/v1/blanks?id=999999'))).toEqual({ error: 'Blank not found' })
    const colorId = await ids.variation('night-owl-tee', 'Midnight')
    const sizeId = await ids.size('night-owl-tee', 'Classic Tee', 'S')
    expect(await json(await get(`/api/v1/inventory?colorId=${colorId}&sizeId=${sizeId}`))).toEqual({ inventoryCount: 5 })
    const token = await ids.listing('moon-token')
    expect(await json(await get(`/api/v1/availability?userToken=buyer&listingId=${token}`))).toEqual({ count: 7 })
    expect((await get('/api/v1/availability?listingId=1')).status).toBe(400)
  })

  it('answers the localization details, even for a gated store without its code', async () => {
    const details = await json<{ available_currencies: unknown[] }>(
      await get('/api/v1/localization_details?storeId=vault', 'vault.localhost'),
    )
    expect(details.available_currencies).toContainEqual({ currency: 'EUR', symbol: '€' })
  })

  it("answers the store's published theme; preview=true is ignored outside preview", async () => {
    const theme = await json<{ content: { heroBanner: { title: string } } }>(await get('/api/theme?siteKey=moonlit&preview=true'))
    expect(theme.content.heroBanner.title).toBe('Published hero')
  })

  it("answers 401 for a gated store's theme without its code, to a backend caller", async () => {
    const backend = catalogBackend(builtinCatalog(), { preview: false })
    const response = await backend.request('https://backend.test/api/theme?siteKey=vault', undefined, env)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ statusCode: 401, error: 'Unauthorized' })
  })

  it('is no access-code oracle: a browser cannot try codes through the theme call', async () => {
    const guesses = ['/api/theme?siteKey=vault&accessCode=guess', `/api/theme?siteKey=vault&accessCode=${VAULT_ACCESS_CODE}`]
    // From another store's host the gated store is not this browser's to ask about.
    expect((await Promise.all(guesses.map((path) => get(path)))).map((answer) => answer.status)).toEqual([403, 403])
    // On the gated store's own host, without its cookie, the gate answers first.
    expect((await Promise.all(guesses.map((path) => get(path, 'vault.localhost')))).map((answer) => answer.status)).toEqual([401, 401])
    // With a session, a code in the query is still refused unchecked: right and wrong look alike.
    const login = await SELF.fetch(`http://vault.localhost/?accessCode=${VAULT_ACCESS_CODE}`, { redirect: 'manual' })
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
    const withSession = (path: string) => SELF.fetch(`http://vault.localhost${path}`, { headers: { cookie } })
    const answers = await Promise.all(guesses.map(withSession))
    expect(answers.map((answer) => answer.status)).toEqual([403, 403])
    expect(await answers[0].json()).toEqual({ statusCode: 403, error: 'Enter the access code on the store’s login page.' })
    expect((await withSession('/api/theme?siteKey=vault')).status).toBe(200)
  })

  it("never shows a gated store's catalogue through another store's host", async () => {
    const vaultTee = await ids.variation('vault-tee', 'Black')
    const answers = await Promise.all(
      [
        '/api/v1/stores/products?slug=vault&page=1',
        '/api/v1/stores?slug=vault',
        '/api/v1/stores/collections?slug=vault',
        '/api/v1/collections?storeSlug=vault',
        '/api/product-cache/vault.json',
        '/api/v1/listings?slug=vault-tee&storeSlug=vault',
        '/api/v0/listing/vault-tee?store_slug=vault',
        `/api/v1/inventory?colorId=${vaultTee}&sizeId=1&storeSlug=vault`,
      ].map((path) => get(path)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403])
    expect((await get('/api/v1/stores/products?slug=vault&page=1', 'vault.localhost')).status).toBe(401)
  })

  it("answers no stock, blank or NFT count for another store's products", async () => {
    const vaultBlack = await ids.variation('vault-tee', 'Black')
    const vaultM = await ids.size('vault-tee', 'Classic Tee', 'M')
    expect(await json(await get(`/api/v1/inventory?colorId=${vaultBlack}&sizeId=${vaultM}`))).toEqual({ inventoryCount: 0 })
    expect((await get(`/api/v1/blanks?id=${await ids.product('vault-tee', 'Classic Tee')}`)).status).toBe(404)
    expect((await get(`/api/v1/availability?userToken=t&listingId=${await ids.listing('vault-tee')}`)).status).toBe(404)
    expect((await get(`/api/v1/blanks?id=${await ids.product('night-owl-tee', 'Classic Tee')}`)).status).toBe(200)
  })
})

describe('catalogue API in preview', () => {
  let ownStore: StoreRecord

  beforeAll(async () => {
    const store = await builtinCatalog().store('moonlit')
    if (!store) throw new Error('moonlit fixture missing')
    ownStore = store
  })

  const previewApp = () => catalogBackend(builtinCatalog(), { preview: true, store: ownStore })
  const previewGet = async <T>(path: string) => json<T>(await previewApp().request(`http://moonlit.localhost${path}`, undefined, env))

  it("lists the store's hidden products with visibility=any", async () => {
    const page = await previewGet<ProductPage>('/api/v1/stores/products?slug=moonlit&page=1&visibility=any')
    expect(page.total_count).toBe(MOONLIT_PUBLIC_LISTINGS + 2)
  })

  it('shows a private listing with its visibility for the banner', async () => {
    const answer = await previewGet<ListingAnswer>('/api/v1/listings?slug=hidden-drop&storeSlug=moonlit&visibility=any')
    expect(answer.visibility).toBe('private')
  })

  it('answers the draft theme when asked for a preview', async () => {
    const theme = await previewGet<{ previewMode: boolean; content: { heroBanner: { title: string } } }>(
      '/api/theme?siteKey=moonlit&preview=true',
    )
    expect(theme).toMatchObject({ previewMode: true, content: { heroBanner: { title: 'Draft hero' } } })
  })
})
