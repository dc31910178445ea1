import { PAGE_SIZE } from '../../../../domain/constants'
import type { ProductPage, ProductTile } from '../../../../domain/schemas/catalog'
import type { PriceContext } from '../../port/catalog'
import { providerListingIndex } from '../listing-index'
import { readPer, readTiles, readTotal } from '../read/tiles'
import { endpoint } from '../request'
import { anything, dataOrNull, type ProviderCatalogContext } from './context'

/** More pages than any store has: a backend whose list never ends cannot loop us. */
const MAX_LIVE_PAGES = 100

/** One page of the store's products (GET /v1/stores/products). */
export async function productPage(ctx: ProviderCatalogContext, storeSlug: string, page: number, price: PriceContext): Promise<ProductPage> {
  const url = ctx.backend('/v1/stores/products', { slug: storeSlug, ...ctx.priceQuery(price), page })
  const body = dataOrNull('Products', await ctx.get('Products', url, anything))
  if (body === null) return { products: [], page, per: PAGE_SIZE, total_count: 0 }
  const products = readTiles(body, ctx.reading(price))
  const per = readPer(body)
  return { products, page, per, total_count: readTotal(body, page, per, products.length) }
}

/** Every public tile, page by page (spec section 4: the live list when there is no cache file). */
async function pagedTiles(ctx: ProviderCatalogContext, storeSlug: string, price: PriceContext): Promise<ProductTile[]> {
  const tiles: ProductTile[] = []
  for (let page = 1; page <= MAX_LIVE_PAGES; page++) {
    const answer = await productPage(ctx, storeSlug, page, { ...price, visibilityAny: false })
    tiles.push(...answer.products)
    if (answer.products.length === 0 || tiles.length >= answer.total_count) break
  }
  return tiles
}

/** The store's product cache file ({base}/{slug}.json), else its live list page by page. */
export async function productCache(ctx: ProviderCatalogContext, storeSlug: string, price: PriceContext): Promise<ProductTile[]> {
  if (!ctx.options.productCacheUrl) return pagedTiles(ctx, storeSlug, price)
  const url = endpoint(ctx.options.productCacheUrl, `/${encodeURIComponent(storeSlug)}.json`, {
    currency: price.currency,
    region: price.region,
  })
  const body = dataOrNull('Product cache', await ctx.get('Product cache', url, anything))
  return body === null ? pagedTiles(ctx, storeSlug, price) : readTiles(body, ctx.reading(price))
}

/** Public listings only, whoever asks: no visibility=any. Prices are not read, so the spec's defaults are asked. */
export function listingIndex(ctx: ProviderCatalogContext, storeSlug: string, page: number) {
  const read = async (number: number) => {
    const url = ctx.backend('/v1/stores/products', { slug: storeSlug, currency: 'USD', region: 'USA', page: number })
    return dataOrNull('Products', await ctx.get('Products', url, anything))
  }
  return providerListingIndex(read, page)
}
