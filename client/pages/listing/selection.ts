import { DIGITAL_SIZE_LABEL, QUANTITY_INPUT_MAX } from '../../../domain/constants'
import { isNftListing } from '../../../domain/product-type'
import type { Listing, Product, Size, Variation } from '../../../domain/schemas/catalog'

/** The product, colour and size a listing page shows, from its query parameters. */
export interface ListingSelection {
  product: Product
  variation: Variation
  size: Size | null
}

export interface SelectionQuery {
  product?: number | null
  variation?: number | null
  size?: number | null
}

/** Private colours are hidden from shoppers. */
export function publicVariations(product: Product): Variation[] {
  return product.variations.filter((variation) => variation.visibility !== 'private')
}

/** Products a shopper can pick: those with at least one public colour. */
export function shownProducts(listing: Listing): Product[] {
  return listing.products.filter((product) => publicVariations(product).length > 0)
}

export function isSizeAvailable(variation: Variation, sizeId: number): boolean {
  return variation.availableSizesWithId.some((size) => size.id === sizeId)
}

/**
 * The selection for `?product=&variation=&size=`. An id that is missing or unknown falls
 * back: the product to the listing's primary product, then the first; the colour to the
 * first colour; the size to the first size that can be bought, then the first size.
 */
export function resolveSelection(listing: Listing, query: SelectionQuery): ListingSelection | null {
  const products = shownProducts(listing)
  const product =
    products.find((p) => p.productId === query.product) ?? products.find((p) => p.productId === listing.primaryProductId) ?? products[0]
  if (!product) return null
  const variations = publicVariations(product)
  const variation = variations.find((v) => v.variationId === query.variation) ?? variations[0]
  const size =
    variation.sizes.find((s) => s.id === query.size) ??
    variation.sizes.find((s) => isSizeAvailable(variation, s.id)) ??
    variation.sizes[0] ??
    null
  return { product, variation, size }
}

/** Reads a numeric query parameter; anything else is no choice. */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null
  return Number(value)
}

/**
 * Out of stock (spec section 4): the size is not among the available sizes, or its
 * inventory is 0 or less. `inventory` is null until the count for this size is known.
 */
export function isOutOfStock(variation: Variation, size: Size | null, inventory: number | null): boolean {
  if (!size) return variation.inventoryCount <= 0
  if (!isSizeAvailable(variation, size.id)) return true
  return inventory !== null && inventory <= 0
}

/** Digital products are recognised by a size labelled Digital. */
export function isDigital(product: Product): boolean {
  return product.variations.some((variation) => variation.sizes.some((size) => size.label === DIGITAL_SIZE_LABEL))
}

/** NFT listings: the shown product's type is nft, or the listing's primary product is 1816. */
export function isNft(listing: Pick<Listing, 'primaryProductId'>, product: Product): boolean {
  return isNftListing({ productType: product.productType, primaryProductId: listing.primaryProductId })
}

export function selectionPrice(selection: ListingSelection): number {
  return selection.size?.price ?? selection.variation.price
}

/** The query string for a selection, as the page's address keeps it. */
function selectionSearch(selection: { productId: number; variationId: number; sizeId: number | null }): URLSearchParams {
  const params = new URLSearchParams({ product: String(selection.productId), variation: String(selection.variationId) })
  if (selection.sizeId !== null) params.set('size', String(selection.sizeId))
  return params
}

const SELECTION_PARAMS = ['product', 'variation', 'size'] as const

/** The query a form's Add to cart returns to: the selection added, and how many (`added`), which the page confirms. */
export function addedSearch({ product, variation, size }: ListingSelection, quantity: number): URLSearchParams {
  const params = selectionSearch({ productId: product.productId, variationId: variation.variationId, sizeId: size?.id ?? null })
  params.set('added', String(quantity))
  return params
}

/** How many items the form's Add to cart just added (`?added=`), or null. */
export function addedCount(value: string | null): number | null {
  const count = idParam(value)
  return count !== null && count >= 1 && count <= QUANTITY_INPUT_MAX ? count : null
}

/**
 * The address of the selection shown, when the one asked for names an id the listing does
 * not have (an old link, a typo): product, colour and size become the ones shown, every
 * other parameter stays. Null when each id asked for is the one shown.
 */
export function selectionRedirect(url: URL, selection: ListingSelection): string | null {
  const shown: Record<(typeof SELECTION_PARAMS)[number], string | null> = {
    product: String(selection.product.productId),
    variation: String(selection.variation.variationId),
    size: selection.size ? String(selection.size.id) : null,
  }
  const unknown = SELECTION_PARAMS.some((name) => url.searchParams.has(name) && url.searchParams.get(name) !== shown[name])
  if (!unknown) return null
  const search = new URLSearchParams(url.searchParams)
  for (const name of SELECTION_PARAMS) {
    const value = shown[name]
    if (value === null) search.delete(name)
    else search.set(name, value)
  }
  return `${url.pathname}?${search}`
}

/** What the shopper picked: a product, a colour or a size (null: none). */
export interface SelectionChange {
  productId?: number
  variationId?: number
  sizeId?: number | null
}

/**
 * The selection after a pick: a new product starts on its first public colour; a new colour
 * keeps the size when it has it, otherwise the size falls back as the page resolves it.
 */
export function changeSelection(listing: Listing, current: ListingSelection, next: SelectionChange): URLSearchParams {
  const { product, variation, size } = current
  const productId = next.productId ?? product.productId
  const nextProduct = shownProducts(listing).find((p) => p.productId === productId) ?? product
  const variationId = next.variationId ?? (nextProduct === product ? variation.variationId : publicVariations(nextProduct)[0].variationId)
  const nextVariation = publicVariations(nextProduct).find((v) => v.variationId === variationId) ?? publicVariations(nextProduct)[0]
  const wanted = next.sizeId !== undefined ? next.sizeId : (size?.id ?? null)
  const sizeId = nextVariation.sizes.some((s) => s.id === wanted) ? wanted : null
  return selectionSearch({ productId, variationId: nextVariation.variationId, sizeId })
}
