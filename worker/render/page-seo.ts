import { isVectorImage, rasterRenditionUrl } from '../../domain/image-renditions'
import { centsToDecimal } from '../../domain/money'
import type { CollectionPage, Listing } from '../../domain/schemas/catalog'
import {
  collectionStructuredData,
  homeStructuredData,
  jsonLdScriptText,
  type JsonLd,
  listingStructuredData,
  type StoreIdentity,
} from '../seo/structured-data'

/** og:image and structured data name a raster copy this wide: what link previews and rich results ask for. */
const SHARE_IMAGE_WIDTH = 1200

/** What a page tells search engines and social apps beyond its title: JSON-LD, and a listing's price. */
export interface PageSeo {
  /** JSON-LD documents, each as the text of a <script type="application/ld+json">. */
  jsonLd: string[]
  /** A listing's price for og:type product, null on any other page. */
  product: { amount: string; currency: string } | null
}

const NONE: PageSeo = { jsonLd: [], product: null }

/** A store image as the image route names it: a path on the store's own origin, else the address as given. */
function routeSource(src: string, origin: string): string {
  const url = new URL(src, origin)
  return url.origin === origin ? `${url.pathname}${url.search}` : src
}

/** A store image as a raster rendition, absolute; an address the image route cannot take stays as it is. */
export function shareImage(src: string, origin: string): string {
  try {
    return new URL(rasterRenditionUrl(routeSource(src, origin), SHARE_IMAGE_WIDTH), origin).href
  } catch {
    return new URL(src, origin).href
  }
}

/** The share image's size when it is known: the drawn mockups are square, so their rendition is too. */
export const shareImageSize = (src: string, origin: string): { width: number; height: number } | null =>
  isVectorImage(routeSource(src, origin)) ? { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_WIDTH } : null

type Loaded =
  | { kind: 'listing'; listing: Listing }
  | { kind: 'collection'; page: CollectionPage; trail: { name: string; path: string }[] }
  | { kind: string }

const isLoaded = (data: unknown): data is Loaded =>
  typeof data === 'object' && data !== null && typeof (data as { kind?: unknown }).kind === 'string'

/**
 * The JSON-LD of the page a route rendered, from its loader's data: home, a listing (at
 * /listing/{slug} or /{slug}) or a collection. Other pages carry none.
 */
export function pageSeo(routeId: string | undefined, data: unknown, store: StoreIdentity): PageSeo {
  const write = (documents: JsonLd[]) => documents.map(jsonLdScriptText)
  if (routeId === 'home') return { jsonLd: write(homeStructuredData(store)), product: null }
  if ((routeId !== 'listing' && routeId !== 'catch-all') || !isLoaded(data)) return NONE
  if (data.kind === 'listing' && 'listing' in data) {
    const { listing } = data
    const images = { image: (src: string) => shareImage(src, store.origin) }
    return {
      jsonLd: write(listingStructuredData(store, listing, images)),
      product: { amount: centsToDecimal(listing.price).toFixed(2), currency: listing.currency },
    }
  }
  if (data.kind === 'collection' && 'page' in data)
    return { jsonLd: write(collectionStructuredData(store, data.page, data.trail)), product: null }
  return NONE
}
