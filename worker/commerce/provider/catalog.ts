import { COLLECTION_PAGE_SIZE, PAGE_SIZE } from '../../../domain/constants'
import type { CollectionPage, CollectionSummary, Product, ProductPage, ProductTile } from '../../../domain/schemas/catalog'
import type { Config } from '../../env'
import { resolveStoreFlags } from '../../../domain/store-flags'
import { listingNotFound } from '../port/answers'
import { defaultLocalizationDetails } from '../../../domain/default-localization'
import type { CatalogPort, CollectionContext, ListingContext, PriceContext, StoreRecord } from '../port/catalog'
import type { AmountUnit } from './amounts'
import { type BackendCollection, collectionNumber, readCollections } from './read/collections'
import { readBlank, readListing, readListingProducts, withBlankDetails, withThumbnails } from './read/listing'
import { LocalizationAnswer, RegionName } from './read/localization'
import { AvailabilityReader, InventoryReader } from './read/order'
import { readStore, type StoreRead } from './read/store'
import { readTheme } from './read/theme'
import { providerListingIndex } from './listing-index'
import { type PriceReading, readCollectionHead, readPer, readTiles, readTotal } from './read/tiles'
import { type Answer, endpoint, type Fetch, type Query, type Reader, requestJson } from './request'
import { API_KEY_HEADER } from '../../../domain/wire-headers'
import { log } from '../../lib/logger'

export interface ProviderCatalogOptions {
  /** Base of the backend's calls, e.g. https://backend.example.com (…/v1/stores). */
  backendUrl: string
  /** The theme service's endpoint, asked with ?siteKey (the store id). */
  themeUrl: string
  /** Base of the availability service (…/v1/availability). */
  availabilityUrl: string
  /** Sent as x-api-key to the availability service (BACKEND_API_KEY when unset). */
  availabilityApiKey?: string
  /** BACKEND_API_KEY, sent as x-api-key on every backend and theme call. */
  apiKey?: string
  /** How the backend writes amounts (BACKEND_AMOUNTS): dollars, as the spec, or cents. */
  amounts: AmountUnit
  /** Base of the per-store product cache files ({base}/{slug}.json); without it the list is paged live. */
  productCacheUrl?: string
  /** The FLAG_* settings, for the flags a store answer leaves out. */
  config: Config
  /** Whether a store whose answer does not say is in collections mode (BACKEND_COLLECTIONS_MODE). */
  collectionsMode?: boolean
  fetch?: Fetch
  timeoutMs?: number
}

class UnexpectedAnswer extends Error {
  constructor(name: string, status: number) {
    super(`${name} answered ${status}`)
    this.name = 'UnexpectedAnswer'
  }
}

/** The data of a 2xx answer, null for a 404, and an error for any other 4xx. */
function dataOrNull<T>(name: string, answer: Answer<T>): T | null {
  if (answer.ok) return answer.data
  if (answer.status === 404) return null
  throw new UnexpectedAnswer(name, answer.status)
}

/** More pages than any store has: a backend whose list never ends cannot loop us. */
const MAX_LIVE_PAGES = 100

/** Product details the storefront asks for one blank at a time, at most this many per listing. */
const MAX_BLANKS = 8

const anything: Reader<unknown> = (body) => body

function logged(at: string, details: Record<string, unknown>): void {
  log.warn(at, details)
}

/**
 * The catalogue half of CommercePort over HTTP: the calls of spec section 7, read with
 * the tolerant readers of ./read (the spec's fields and their usual variants, amounts in
 * BACKEND_AMOUNTS) into the domain's types. Reads are retried as the spec says; what the
 * spec's answers leave out is filled from the spec's other calls where it has one
 * (collections, the listing's other products, blanks), else derived or defaulted.
 */
export function createProviderCatalog(options: ProviderCatalogOptions): CatalogPort {
  const fetcher: Fetch = options.fetch ?? ((input, init) => fetch(input, init))
  const { backendUrl, timeoutMs, amounts: unit } = options
  const keyHeader = (key: string | undefined): Record<string, string> => (key ? { [API_KEY_HEADER]: key } : {})

  function get<T>(name: string, url: string, reader: Reader<T>, key: string | undefined = options.apiKey): Promise<Answer<T>> {
    return requestJson(url, reader, {
      name,
      fetch: fetcher,
      timeoutMs,
      init: { headers: { accept: 'application/json', ...keyHeader(key) } },
    })
  }

  const backend = (path: string, query?: Query) => endpoint(backendUrl, path, query)
  const priceQuery = (ctx: PriceContext): Query => ({
    currency: ctx.currency,
    region: ctx.region,
    visibility: ctx.visibilityAny ? 'any' : undefined,
  })
  const reading = (ctx: PriceContext): PriceReading => ({ unit, currency: ctx.currency })

  async function storeCollections(storeSlug: string): Promise<BackendCollection[]> {
    const answer = await get('Collections', backend('/v1/stores/collections', { slug: storeSlug }), readCollections)
    return dataOrNull('Collections', answer) ?? []
  }

  async function localizationDetails(siteKey: string) {
    try {
      const answer = await get('Localization', backend('/v1/localization_details', { storeId: siteKey }), LocalizationAnswer)
      return answer.ok ? answer.data : defaultLocalizationDetails()
    } catch {
      return defaultLocalizationDetails()
    }
  }

  /** The store's own region, else the buyer region its localization details start from. */
  async function regionOf(read: StoreRead): Promise<string> {
    const given = read.region ? RegionName.safeParse(read.region) : undefined
    if (given?.success) return given.data
    if (read.region) return read.region
    return (await localizationDetails(read.siteKey)).buyer_region
  }

  async function toStoreRecord(read: StoreRead): Promise<StoreRecord> {
    const [collections, region] = await Promise.all([
      read.collections ? Promise.resolve(read.collections) : storeCollections(read.slug).catch(() => []),
      regionOf(read),
    ])
    // The backend keeps the access code and preview key to itself: the theme service
    // checks the code (its 401 is how the storefront learns a store is gated), and
    // preview links cannot be verified here.
    return {
      id: read.id,
      siteKey: read.siteKey,
      slug: read.slug,
      name: read.name,
      sellerId: read.sellerId,
      region,
      collections: collections.map((collection) => collection.summary),
      marketingPixels: read.marketingPixels,
      socialMedia: read.socialMedia,
      flags: resolveStoreFlags(read.flags, options.config),
      gated: read.gated ?? false,
      collectionsMode: read.collectionsMode ?? options.collectionsMode ?? false,
      accessCode: null,
      themeChecksAccessCode: true,
      previewKey: null,
      catalogueVersion: read.catalogueVersion,
    }
  }

  async function productPage(storeSlug: string, page: number, ctx: PriceContext): Promise<ProductPage> {
    const url = backend('/v1/stores/products', { slug: storeSlug, ...priceQuery(ctx), page })
    const body = dataOrNull('Products', await get('Products', url, anything))
    if (body === null) return { products: [], page, per: PAGE_SIZE, total_count: 0 }
    const products = readTiles(body, reading(ctx))
    const per = readPer(body)
    return { products, page, per, total_count: readTotal(body, page, per, products.length) }
  }

  /** Every public tile, page by page (spec section 4: the live list when there is no cache file). */
  async function pagedTiles(storeSlug: string, ctx: PriceContext): Promise<ProductTile[]> {
    const tiles: ProductTile[] = []
    for (let page = 1; page <= MAX_LIVE_PAGES; page++) {
      const answer = await productPage(storeSlug, page, { ...ctx, visibilityAny: false })
      tiles.push(...answer.products)
      if (answer.products.length === 0 || tiles.length >= answer.total_count) break
    }
    return tiles
  }

  /** Sub-collections an answer lists with it: under this collection's path, whatever paths they name. */
  const asChildren = (children: BackendCollection[], path: string, parentId: number): CollectionSummary[] =>
    children.map(({ summary }) => ({ ...summary, path: `${path}/${summary.slug}`, parentId }))

  const childrenOf = (path: string, collections: BackendCollection[]): CollectionSummary[] =>
    collections
      .map((collection) => collection.summary)
      .filter((summary) => summary.path.startsWith(`${path}/`) && !summary.path.slice(path.length + 1).includes('/'))

  /** Collections mode (spec section 7): GET /v1/collections, then the collection's items by id. */
  async function collectionByItems(storeSlug: string, path: string, ctx: CollectionContext): Promise<CollectionPage | null> {
    const listed = await get('Collections', backend('/v1/collections', { storeSlug }), readCollections)
    const collections = dataOrNull('Collections', listed) ?? []
    const found = collections.find((collection) => collection.summary.path === path)
    if (!found) return null
    const page = ctx.page ?? 1
    const url = backend(`/v1/collection/${encodeURIComponent(found.backendId)}/items`, { page, ...priceQuery(ctx) })
    const body = dataOrNull('Collection', await get('Collection', url, anything))
    if (body === null) return null
    const products = readTiles(body, reading(ctx))
    const { id, name, slug } = found.summary
    return {
      collection: { id, name, slug, path },
      products,
      total_count: readTotal(body, page, readPer(body, COLLECTION_PAGE_SIZE), products.length),
      children: childrenOf(path, collections),
    }
  }

  async function collectionByQuery(storeSlug: string, path: string, ctx: CollectionContext): Promise<CollectionPage | null> {
    const page = ctx.page ?? 1
    const per = Math.min(ctx.per ?? COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE)
    const url = backend('/v1/stores/products', {
      slug: storeSlug,
      ...priceQuery(ctx),
      collection: path,
      per,
      page: page > 1 ? page : undefined,
    })
    const body = dataOrNull('Collection', await get('Collection', url, anything))
    if (body === null) return null
    const head = readCollectionHead(body)
    // What the answer leaves out of the collection (its id, its sub-collections) is in the store's list.
    const collections = head.children && head.id ? [] : await storeCollections(storeSlug).catch(() => [])
    const known = collections.find((collection) => collection.summary.path === path)
    const name = head.name ?? known?.summary.name
    if (!name) return null
    const products = readTiles(body, reading(ctx))
    const id = head.id ? collectionNumber(head.id) : (known?.summary.id ?? 0)
    return {
      collection: {
        id,
        name,
        slug: path.split('/').at(-1) ?? path,
        path,
      },
      products,
      total_count: readTotal(body, page, per, products.length),
      children: head.children ? asChildren(head.children, path, id) : childrenOf(path, collections),
    }
  }

  /** The listing's other products when the answer gave only its primary one (GET /v0/listing/{slug}). */
  async function withOtherProducts(
    storeSlug: string,
    slug: string,
    ctx: ListingContext,
    primary: Product,
    listing: { title: string; description: string },
  ) {
    const url = backend(`/v0/listing/${encodeURIComponent(slug)}`, {
      store_slug: storeSlug,
      currency: ctx.currency,
      region: ctx.region,
      country_code: ctx.countryCode,
    })
    try {
      const body = dataOrNull('Listing products', await get('Listing products', url, anything))
      const others = body
        ? readListingProducts(body, { ...reading(ctx), listingTitle: listing.title, listingDescription: listing.description })
        : []
      return [primary, ...others.filter((product) => product.productId !== primary.productId)]
    } catch (error) {
      logged('provider.listing', { slug, message: `the listing's other products were not read: ${String(error)}` })
      return [primary]
    }
  }

  /** Details from each product's blank (GET /v1/blanks?id=) when the listing gave none. */
  async function withBlanks(products: Product[], ids: number[]): Promise<Product[]> {
    const wanted = new Set(ids.slice(0, MAX_BLANKS))
    return Promise.all(
      products.map(async (product) => {
        if (!wanted.has(product.productId)) return product
        try {
          const blank = dataOrNull('Blank', await get('Blank', backend('/v1/blanks', { id: product.productId }), anything))
          const read = blank === null ? null : readBlank(blank, product.productId)
          return read ? withBlankDetails(product, read) : product
        } catch {
          return product
        }
      }),
    )
  }

  return {
    localizationDetails,

    async store(slug) {
      const answer = await get('Store', backend('/v1/stores', { slug }), (body) => readStore(body))
      const read = dataOrNull('Store', answer)
      return read ? toStoreRecord(read) : null
    },

    async storeSlugForHost(host) {
      // Not a spec call: a backend that cannot find stores by host answers 4xx, or anything
      // but a store, and the custom domain is then no store (see docs/provider-mode.md).
      const storeOrNull = (body: unknown) => {
        try {
          return readStore(body)
        } catch {
          return null
        }
      }
      const answer = await get('Store', backend('/v1/stores', { host }), storeOrNull)
      return answer.ok ? (answer.data?.slug ?? null) : null
    },

    async theme(siteKey, { accessCode, preview }) {
      const url = endpoint(options.themeUrl, '', { siteKey, accessCode, preview: preview ? 'true' : undefined })
      const answer = await get('Theme', url, anything)
      if (!answer.ok) {
        if (answer.status === 404) return { kind: 'not-found' }
        if (answer.status === 401 || answer.status === 403) return { kind: 'unauthorized' }
        throw new UnexpectedAnswer('Theme', answer.status)
      }
      const { answer: theme, dropped } = readTheme(answer.data)
      // Paths and codes only: the values may be the merchant's words.
      if (dropped.length > 0) logged('provider.theme', { siteKey, message: 'Theme fields left out', dropped: dropped.slice(0, 20) })
      return theme
    },

    async collections(storeSlug) {
      return (await storeCollections(storeSlug)).map((collection) => collection.summary)
    },

    products: productPage,

    async productCache(storeSlug, ctx) {
      if (!options.productCacheUrl) return pagedTiles(storeSlug, ctx)
      const url = endpoint(options.productCacheUrl, `/${encodeURIComponent(storeSlug)}.json`, {
        currency: ctx.currency,
        region: ctx.region,
      })
      const body = dataOrNull('Product cache', await get('Product cache', url, anything))
      return body === null ? pagedTiles(storeSlug, ctx) : readTiles(body, reading(ctx))
    },

    listingIndex(storeSlug, page) {
      // Public listings only, whoever asks: no visibility=any. Prices are not read, so the spec's defaults are asked.
      const read = async (number: number) => {
        const url = backend('/v1/stores/products', { slug: storeSlug, currency: 'USD', region: 'USA', page: number })
        return dataOrNull('Products', await get('Products', url, anything))
      }
      return providerListingIndex(read, page)
    },

    async collection(storeSlug, path, ctx) {
      return ctx.collectionsMode ? collectionByItems(storeSlug, path, ctx) : collectionByQuery(storeSlug, path, ctx)
    },

    async collectionItems(collectionId, page, ctx) {
      const url = backend(`/v1/collection/${collectionId}/items`, { page, ...priceQuery(ctx) })
      const body = dataOrNull('Collection', await get('Collection', url, anything))
      if (body === null) return null
      const head = readCollectionHead(body)
      const products = readTiles(body, reading(ctx))
      const path = head.path ?? head.slug ?? ''
      return {
        collection: { id: collectionId, name: head.name ?? '', slug: head.slug ?? path.split('/').at(-1) ?? '', path },
        products,
        total_count: readTotal(body, page, readPer(body, COLLECTION_PAGE_SIZE), products.length),
        children: head.children?.map((child) => child.summary) ?? [],
      }
    },

    async listing(storeSlug, slug, ctx) {
      const url = backend('/v1/listings', {
        slug,
        ...priceQuery(ctx),
        country_code: ctx.countryCode,
        storeSlug,
        productId: ctx.productId,
      })
      const read = dataOrNull('Listing', await get('Listing', url, (body) => readListing(body, { ...reading(ctx), storeSlug, slug })))
      if (!read?.answer.listing) return read?.answer ?? listingNotFound()
      const listing = read.answer.listing
      const [primary] = listing.products
      const products = read.onlyPrimary ? await withOtherProducts(storeSlug, slug, ctx, primary, listing) : listing.products
      const detailed = read.withoutDetails.length > 0 ? await withBlanks(products, read.withoutDetails) : products
      return { ...read.answer, listing: { ...listing, products: withThumbnails(detailed) } }
    },

    async listingProducts(storeSlug, slug, ctx) {
      const url = backend(`/v0/listing/${encodeURIComponent(slug)}`, {
        store_slug: storeSlug,
        currency: ctx.currency,
        region: ctx.region,
        country_code: ctx.countryCode,
      })
      const body = dataOrNull('Listing products', await get('Listing products', url, anything))
      return body === null ? null : withThumbnails(readListingProducts(body, { ...reading(ctx), listingTitle: '', listingDescription: '' }))
    },

    // The store goes along as storeSlug: the spec's query has none, a backend of ours scopes by it.
    async blank(storeSlug, productId) {
      const body = dataOrNull('Blank', await get('Blank', backend('/v1/blanks', { id: productId, storeSlug }), anything))
      return body === null ? null : readBlank(body, productId)
    },

    async inventory(storeSlug, colorId, sizeId) {
      const answer = await get('Inventory', backend('/v1/inventory', { colorId, sizeId, storeSlug }), InventoryReader)
      if (!answer.ok) throw new UnexpectedAnswer('Inventory', answer.status)
      return answer.data
    },

    async availability(storeSlug, userToken, listingId) {
      const url = endpoint(options.availabilityUrl, '/v1/availability', { userToken, listingId, storeSlug })
      const key = options.availabilityApiKey ?? options.apiKey
      return dataOrNull('Availability', await get('Availability', url, AvailabilityReader, key))
    },
  }
}
