import type {
  BreadcrumbList,
  ItemAvailability,
  ItemList,
  Offer,
  Organization,
  Product as SchemaProduct,
  ProductGroup,
  SearchActionLeaf,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts'
import { centsToDecimal } from '../../domain/money'
import type { CollectionPage, Listing } from '../../domain/schemas/catalog'
import { type ListingVariant, listingPath, listingVariants, type VariantAvailability } from './listing-variants'

/**
 * Structured data (JSON-LD, schema.org) of the store's pages, as Google's rich results read
 * it: a listing is a ProductGroup of one Product per colour and size, a collection a
 * BreadcrumbList and an ItemList, home the Organization and the WebSite with its search.
 * Typed with schema-dts, so the compiler checks each shape. Pure: the caller gives absolute
 * addresses and the images as it wants them named.
 */

export type JsonLd = WithContext<ProductGroup | BreadcrumbList | ItemList | Organization | WebSite>

export interface StoreIdentity {
  /** The store's origin, e.g. https://moonlit.example.com. */
  origin: string
  name: string
  /** The store's logo, absolute; null when it has none. */
  logo: string | null
  /** The store's social profiles. */
  sameAs: readonly string[]
}

const CONTEXT = 'https://schema.org' as const
const at = (origin: string, path: string) => new URL(path, `${origin}/`).href

interface Crumb {
  name: string
  path: string
}

function breadcrumbs(origin: string, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: at(origin, crumb.path),
    })),
  }
}

/** Home: who sells here (logo, social profiles) and how to search the store. */
export function homeStructuredData(store: StoreIdentity): JsonLd[] {
  const organization: WithContext<Organization> = {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: store.name,
    url: at(store.origin, '/'),
    ...(store.logo ? { logo: store.logo } : {}),
    ...(store.sameAs.length > 0 ? { sameAs: [...store.sameAs] } : {}),
  }
  const search: WithActionConstraints<SearchActionLeaf> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${at(store.origin, '/search')}?searchterm={search_term_string}` },
    'query-input': 'required name=search_term_string',
  }
  const website: WithContext<WebSite> = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: store.name,
    url: at(store.origin, '/'),
    potentialAction: search,
  }
  return [organization, website]
}

/** A collection: where it sits (home, its parents, itself) and the listings it shows. */
export function collectionStructuredData(
  store: StoreIdentity,
  page: CollectionPage,
  trail: readonly { name: string; path: string }[],
): JsonLd[] {
  const crumbs = [
    { name: store.name, path: '/' },
    ...trail.map((parent) => ({ name: parent.name, path: `/${parent.path}` })),
    { name: page.collection.name, path: `/${page.collection.path}` },
  ]
  const list: WithContext<ItemList> = {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: page.collection.name,
    numberOfItems: page.products.length,
    itemListElement: page.products.map((tile, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: tile.name,
      url: at(store.origin, tile.url),
    })),
  }
  return [breadcrumbs(store.origin, crumbs), list]
}

const AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
  preOrder: 'https://schema.org/PreOrder',
} as const satisfies Record<VariantAvailability, ItemAvailability>

export interface ListingImages {
  /** The address structured data names a store image by (a raster rendition, absolute). */
  image: (src: string) => string
}

function variant(store: StoreIdentity, listing: Listing, item: ListingVariant, images: ListingImages): SchemaProduct {
  const { variation, size, digital, nft } = item
  const offer: Offer = {
    '@type': 'Offer',
    url: at(store.origin, item.path),
    price: centsToDecimal(size.price).toFixed(2),
    priceCurrency: variation.currency,
    availability: AVAILABILITY[item.availability],
    itemCondition: 'https://schema.org/NewCondition',
    // A digital item or an NFT is delivered as a download, never shipped.
    ...(digital
      ? { availableDeliveryMethod: { '@type': 'DeliveryMethod', '@id': 'http://purl.org/goodrelations/v1#DeliveryModeDirectDownload' } }
      : {}),
  }
  return {
    '@type': 'Product',
    name: digital ? `${listing.title} (${variation.color}, digital)` : `${listing.title} (${variation.color}, ${size.label})`,
    sku: item.sku,
    inProductGroupWithID: listing.itemGroupId,
    color: variation.color,
    ...(digital ? {} : { size: size.label }),
    ...(digital ? { category: nft ? 'NFT' : 'Digital download' } : {}),
    image: variation.images.map((image) => images.image(image.src)),
    offers: offer,
  }
}

/** A listing: the product group of its products' public colours and sizes, and its breadcrumb. */
export function listingStructuredData(store: StoreIdentity, listing: Listing, images: ListingImages): JsonLd[] {
  const description = listing.description.trim() || listing.title
  const variants = listingVariants(listing).map((item) => variant(store, listing, item, images))
  const group: WithContext<ProductGroup> = {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    name: listing.title,
    description,
    url: at(store.origin, listingPath(listing.slug)),
    productGroupID: listing.itemGroupId,
    brand: { '@type': 'Brand', name: store.name },
    variesBy: ['https://schema.org/color', 'https://schema.org/size'],
    hasVariant: variants.map((product) => ({ ...product, description, brand: { '@type': 'Brand', name: store.name } })),
  }
  const crumbs = [
    { name: store.name, path: '/' },
    { name: listing.title, path: listingPath(listing.slug) },
  ]
  return [group, breadcrumbs(store.origin, crumbs)]
}

/** JSON-LD as text safe inside a <script> element: no `<` can end it early. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
