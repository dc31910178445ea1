import type { ListingAnswer } from '../../domain/schemas/catalog'
import type { CartDisplayItem, CartEntry } from '../../domain/schemas/cart'

/**
 * A cart entry read against its listing's live data (spec section 4). No line comes back
 * when the listing answered with errors or no longer has the entry's product, colour or
 * size: the cart machine removes such entries as items of an unavailable listing.
 */
export function displayLine(entry: CartEntry, answer: ListingAnswer): CartDisplayItem | null {
  const listing = answer.listing
  if (!listing || (answer.errors && answer.errors.length > 0)) return null
  const product = listing.products.find((candidate) => candidate.productId === entry.productId)
  const variation = product?.variations.find((candidate) => candidate.variationId === entry.colorId)
  const size = variation?.sizes.find((candidate) => candidate.id === entry.sizeId)
  if (!product || !variation || !size) return null
  const image = variation.images.find((candidate) => candidate.label === 'primary' || candidate.label === 'front') ?? variation.images[0]
  const available =
    variation.visibility !== 'private' &&
    variation.inventoryCount > 0 &&
    variation.availableSizesWithId.some((candidate) => candidate.id === entry.sizeId)
  return {
    sku: entry.sku,
    slug: listing.slug,
    title: listing.title,
    productType: product.productType,
    colorName: variation.color,
    selectedSize: { id: size.id, label: size.label },
    quantityInCart: entry.quantity,
    price: size.price,
    totalPrice: size.price * entry.quantity,
    primaryImages: { thumblarge: image?.thumblarge ?? product.thumbnail },
    variantData: {
      productId: product.productId,
      variationId: variation.variationId,
      currency: variation.currency,
      color: variation.attributes.hex,
    },
    fromUnavailableListing: false,
    available,
  }
}

/** Entries grouped by the listing call that answers for them (slug and product). */
export function listingRequests(entries: readonly CartEntry[]): { slug: string; productId: number; entries: CartEntry[] }[] {
  const groups = new Map<string, { slug: string; productId: number; entries: CartEntry[] }>()
  for (const entry of entries) {
    const key = `${entry.slug}\u0000${entry.productId}`
    const group = groups.get(key) ?? { slug: entry.slug, productId: entry.productId, entries: [] }
    group.entries.push(entry)
    groups.set(key, group)
  }
  return [...groups.values()]
}

export type ListingLookup = (slug: string, productId: number) => Promise<ListingAnswer>

/**
 * Display lines for every entry, one listing call per listing and product. A listing that
 * cannot be fetched at all (network, 5xx) keeps its lines out of this answer only when it
 * says so with errors; a failed call rejects, and the machine keeps the lines it had.
 */
export async function resolveLines(entries: readonly CartEntry[], lookup: ListingLookup): Promise<CartDisplayItem[]> {
  const groups = listingRequests(entries)
  const answers = await Promise.all(groups.map((group) => lookup(group.slug, group.productId)))
  return groups.flatMap((group, index) => group.entries.flatMap((entry) => displayLine(entry, answers[index]) ?? []))
}

/**
 * The revalidation before checkout: skus that are not valid any more. A listing call that
 * fails counts as valid (spec section 8), so only answers that arrived can invalidate.
 */
export async function invalidSkus(entries: readonly CartEntry[], lookup: ListingLookup): Promise<string[]> {
  const groups = listingRequests(entries)
  const answers = await Promise.all(groups.map((group) => lookup(group.slug, group.productId).catch(() => null)))
  return groups.flatMap((group, index) => {
    const answer = answers[index]
    if (!answer) return []
    return group.entries.filter((entry) => !displayLine(entry, answer)?.available).map((entry) => entry.sku)
  })
}
