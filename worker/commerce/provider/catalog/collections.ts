import { COLLECTION_PAGE_SIZE } from '../../../../domain/constants'
import type { CollectionPage, CollectionSummary } from '../../../../domain/schemas/catalog'
import type { CollectionContext, PriceContext } from '../../port/catalog'
import { type BackendCollection, collectionNumber, readCollections } from '../read/collections'
import { readCollectionHead, readPer, readTiles, readTotal } from '../read/tiles'
import { anything, dataOrNull, type ProviderCatalogContext } from './context'
import { storeCollections } from './store'

/** Sub-collections an answer lists with it: under this collection's path, whatever paths they name. */
const asChildren = (children: BackendCollection[], path: string, parentId: number): CollectionSummary[] =>
  children.map(({ summary }) => ({ ...summary, path: `${path}/${summary.slug}`, parentId }))

const childrenOf = (path: string, collections: BackendCollection[]): CollectionSummary[] =>
  collections
    .map((collection) => collection.summary)
    .filter((summary) => summary.path.startsWith(`${path}/`) && !summary.path.slice(path.length + 1).includes('/'))

/** Collections mode (spec section 7): GET /v1/collections, then the collection's items by id. */
async function collectionByItems(
  ctx: ProviderCatalogContext,
  storeSlug: string,
  path: string,
  price: CollectionContext,
): Promise<CollectionPage | null> {
  const listed = await ctx.get('Collections', ctx.backend('/v1/collections', { storeSlug }), readCollections)
  const collections = dataOrNull('Collections', listed) ?? []
  const found = collections.find((collection) => collection.summary.path === path)
  if (!found) return null
  const page = price.page ?? 1
  const url = ctx.backend(`/v1/collection/${encodeURIComponent(found.backendId)}/items`, { page, ...ctx.priceQuery(price) })
  const body = dataOrNull('Collection', await ctx.get('Collection', url, anything))
  if (body === null) return null
  const products = readTiles(body, ctx.reading(price))
  const { id, name, slug } = found.summary
  return {
    collection: { id, name, slug, path },
    products,
    total_count: readTotal(body, page, readPer(body, COLLECTION_PAGE_SIZE), products.length),
    children: childrenOf(path, collections),
  }
}

async function collectionByQuery(
  ctx: ProviderCatalogContext,
  storeSlug: string,
  path: string,
  price: CollectionContext,
): Promise<CollectionPage | null> {
  const page = price.page ?? 1
  const per = Math.min(price.per ?? COLLECTION_PAGE_SIZE, COLLECTION_PAGE_SIZE)
  const url = ctx.backend('/v1/stores/products', {
    slug: storeSlug,
    ...ctx.priceQuery(price),
    collection: path,
    per,
    page: page > 1 ? page : undefined,
  })
  const body = dataOrNull('Collection', await ctx.get('Collection', url, anything))
  if (body === null) return null
  const head = readCollectionHead(body)
  // What the answer leaves out of the collection (its id, its sub-collections) is in the store's list.
  const collections = head.children && head.id ? [] : await storeCollections(ctx, storeSlug).catch(() => [])
  const known = collections.find((collection) => collection.summary.path === path)
  const name = head.name ?? known?.summary.name
  if (!name) return null
  const products = readTiles(body, ctx.reading(price))
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

/** A collection's page by its path: by its items in collections mode, else by the product list's query. */
export function collection(ctx: ProviderCatalogContext, storeSlug: string, path: string, price: CollectionContext) {
  return price.collectionsMode ? collectionByItems(ctx, storeSlug, path, price) : collectionByQuery(ctx, storeSlug, path, price)
}

/** A collection's page by its id (GET /v1/collection/{id}/items). */
export async function collectionItems(
  ctx: ProviderCatalogContext,
  collectionId: number,
  page: number,
  price: PriceContext,
): Promise<CollectionPage | null> {
  const url = ctx.backend(`/v1/collection/${collectionId}/items`, { page, ...ctx.priceQuery(price) })
  const body = dataOrNull('Collection', await ctx.get('Collection', url, anything))
  if (body === null) return null
  const head = readCollectionHead(body)
  const products = readTiles(body, ctx.reading(price))
  const path = head.path ?? head.slug ?? ''
  return {
    collection: { id: collectionId, name: head.name ?? '', slug: head.slug ?? path.split('/').at(-1) ?? '', path },
    products,
    total_count: readTotal(body, page, readPer(body, COLLECTION_PAGE_SIZE), products.length),
    children: head.children?.map((child) => child.summary) ?? [],
  }
}
