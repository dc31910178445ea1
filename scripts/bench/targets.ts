/**
 * The pages the bench measures, found through the store's own API so they follow the
 * seed data: the home page, a collection, a listing, the cart, a checkout and a search.
 */

export type Fetcher = (
  path: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<{ status: number; text: string }>

export type PageKey = 'home' | 'collection' | 'listing' | 'cart' | 'checkout' | 'search'

export interface BenchTargets {
  store: string
  pages: Record<PageKey, string>
  /** The catalogue answer the load test puts beside the pages. */
  api: string
}

interface ProductsAnswer {
  products: { title: string; url: string }[]
}
interface CollectionsAnswer {
  collections: { path: string; parentId: number | null; productCount: number }[]
}
interface ListingAnswer {
  listing: {
    itemGroupId: string
    products: { variations: { variationId: number; inventoryCount: number; availableSizesWithId: { id: number }[] }[] }[]
  }
}
interface CheckoutAnswer {
  id?: string
}

async function json<T>(fetcher: Fetcher, path: string, init?: Parameters<Fetcher>[1]): Promise<T> {
  const { status, text } = await fetcher(path, init)
  if (status < 200 || status > 299) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${status}: ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/** A sku in stock: `{itemGroupId}_{variationId}_{sizeId}` (domain/sku.ts). */
export function skuInStock(answer: ListingAnswer): string | null {
  for (const product of answer.listing.products) {
    for (const variation of product.variations) {
      const size = variation.availableSizesWithId[0]
      if (variation.inventoryCount > 0 && size) return `${answer.listing.itemGroupId}_${variation.variationId}_${size.id}`
    }
  }
  return null
}

/** A search term that finds something: the first word of a product's title. */
export function searchTerm(products: ProductsAnswer['products']): string {
  const word = products[0]?.title.split(/\s+/).find((part) => part.length >= 3)
  return (word ?? 'shirt').toLowerCase()
}

export async function discoverTargets(fetcher: Fetcher, store: string, origin: string): Promise<BenchTargets> {
  const { products } = await json<ProductsAnswer>(fetcher, `/api/v1/stores/products?slug=${store}`)
  const { collections } = await json<CollectionsAnswer>(fetcher, `/api/v1/stores/collections?slug=${store}`)
  const listingUrl = products[0]?.url
  if (!listingUrl) throw new Error(`Store '${store}' has no products: seed it first`)
  const listingSlug = listingUrl.split('/').pop() ?? ''
  const collection = collections.filter((c) => c.parentId === null).sort((a, b) => b.productCount - a.productCount)[0]
  if (!collection) throw new Error(`Store '${store}' has no collections`)

  const api = `/api/v1/listings?slug=${listingSlug}&storeSlug=${store}`
  const sku = skuInStock(await json<ListingAnswer>(fetcher, api))
  if (!sku) throw new Error(`Listing '${listingSlug}' has nothing in stock`)
  const checkout = await json<CheckoutAnswer>(fetcher, '/api/checkout', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ lineItems: [{ sku, quantity: 1 }], storeSlug: store }),
  })
  const checkoutId = checkout.id
  if (!checkoutId) throw new Error(`POST /api/checkout answered without an id: ${JSON.stringify(checkout).slice(0, 200)}`)

  return {
    store,
    pages: {
      home: '/',
      collection: `/${collection.path}`,
      listing: listingUrl,
      cart: '/cart',
      checkout: `/checkout/${checkoutId}`,
      // The search page's own parameter (client/search/search-config.ts), so the page shows results.
      search: `/search?searchterm=${encodeURIComponent(searchTerm(products))}`,
    },
    api,
  }
}

/** The route of client/routes.tsx that serves each page, whose budget applies to it. */
export const PAGE_ROUTES: Record<PageKey, string> = {
  home: 'home',
  collection: 'catch-all',
  listing: 'listing',
  cart: 'cart',
  checkout: 'checkout',
  search: 'search',
}
