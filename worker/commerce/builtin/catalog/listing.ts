import { listingNotFound } from '../../port/answers'
import type { ListingContext } from '../../port/catalog'
import { inventoryOfVariations } from '../db/inventory'
import { findListingById, findVisibleListing } from '../db/listings'
import { findProduct, productsOfListings } from '../db/products'
import { findStoreBySlug } from '../db/stores'
import { toBlank, toListingAnswer, toProducts } from './to-domain'

async function visibleListingWithProducts(db: D1Database, storeSlug: string, slug: string, visibilityAny: boolean) {
  const store = await findStoreBySlug(db, storeSlug)
  const listing = store ? await findVisibleListing(db, store.id, slug, visibilityAny) : null
  if (!store || !listing) return null
  const products = await productsOfListings(db, [listing.id], visibilityAny)
  if (products.length === 0) return null
  const stock = await inventoryOfVariations(
    db,
    products.flatMap((product) => product.variations.map((variation) => variation.id)),
  )
  return { store, listing, products, stock }
}

/** A listing page's answer: the listing, its products and their stock. */
export async function listing(db: D1Database, storeSlug: string, slug: string, ctx: ListingContext) {
  const found = await visibleListingWithProducts(db, storeSlug, slug, ctx.visibilityAny === true)
  if (!found) return listingNotFound()
  return toListingAnswer({
    storeSlug: found.store.slug,
    ...found,
    currency: ctx.currency,
    region: ctx.region,
    productId: ctx.productId,
  })
}

/** A public listing's products. */
export async function listingProducts(db: D1Database, storeSlug: string, slug: string, ctx: ListingContext) {
  const found = await visibleListingWithProducts(db, storeSlug, slug, false)
  return found ? toProducts(found.listing, found.products, found.stock, ctx.currency) : null
}

async function listingInStore(db: D1Database, listingId: number, storeSlug: string): Promise<boolean> {
  const [found, store] = await Promise.all([findListingById(db, listingId), findStoreBySlug(db, storeSlug)])
  return found !== null && found.storeId === store?.id
}

/** A product's blank, when its listing is in this store. */
export async function blank(db: D1Database, storeSlug: string, productId: number) {
  const product = await findProduct(db, productId)
  return product && (await listingInStore(db, product.listingId, storeSlug)) ? toBlank(product) : null
}
