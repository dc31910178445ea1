import { DIGITAL_SIZE_LABEL, NFT_PRIMARY_PRODUCT_ID, NFT_PRODUCT_TYPE, QUANTITY_INPUT_MAX } from '../domain/constants'
import type { CartCookie, CartDisplayItem, CartEntry } from '../domain/schemas/cart'
import { type Message, message } from './messages'

/** Pure cart arithmetic the cart machine applies; keyed by sku as the cart cookie is. */

export type CartItems = Readonly<Record<string, CartEntry>>

/** The cart's region when its entries were added in different buyer regions. */
export const MIXED_REGION = 'MIXED'

export interface ListingKind {
  productType: string
  primaryProductId: number
  sizeLabel: string
}

/**
 * NFT and digital listings are one-per-order goods: adding one again replaces the line's
 * quantity instead of adding to it. Our reading of the spec's "excluded-listing case".
 * The NFT half is domain/product-type's isNftListing, written out here: importing it
 * splits that module into a chunk of its own on every page's first visit (+0.1 KB gzip
 * on home, measured); cart-lines.test.ts holds the two to the same answers.
 */
export function isExcludedListing(kind: ListingKind): boolean {
  return (
    kind.productType.toLowerCase() === NFT_PRODUCT_TYPE ||
    kind.primaryProductId === NFT_PRIMARY_PRODUCT_ID ||
    kind.sizeLabel === DIGITAL_SIZE_LABEL
  )
}

function clampQuantity(quantity: number): number {
  return Math.min(QUANTITY_INPUT_MAX, Math.max(0, Math.trunc(quantity)))
}

export function addEntry(items: CartItems, entry: CartEntry, excluded: boolean): CartItems {
  const existing = items[entry.sku]
  const quantity = existing && !excluded ? existing.quantity + entry.quantity : entry.quantity
  const clamped = clampQuantity(quantity)
  if (clamped === 0) return items
  return { ...items, [entry.sku]: { ...(existing ?? entry), quantity: clamped } }
}

/** Sets a line's quantity; 0 (the floor of the quantity input) removes the line. */
export function setQuantity(items: CartItems, sku: string, quantity: number): CartItems {
  const existing = items[sku]
  if (!existing) return items
  const clamped = clampQuantity(quantity)
  if (clamped === 0) return removeEntry(items, sku)
  return { ...items, [sku]: { ...existing, quantity: clamped } }
}

export function removeEntry(items: CartItems, sku: string): CartItems {
  if (!(sku in items)) return items
  const { [sku]: _removed, ...rest } = items
  return rest
}

export function removeEntries(items: CartItems, skus: readonly string[]): CartItems {
  return skus.reduce(removeEntry, items)
}

/** The cart region after adding in `addedIn`: the first region, or MIXED once they differ. */
export function regionAfterAdd(items: CartItems, current: string, addedIn: string): string {
  if (Object.keys(items).length === 0) return addedIn
  return current === addedIn ? current : MIXED_REGION
}

/** An empty cart takes the buyer's region again. */
export function regionOf(items: CartItems, current: string, buyerRegion: string): string {
  return Object.keys(items).length === 0 ? buyerRegion : current
}

export function itemCount(items: CartItems): number {
  return Object.values(items).reduce((total, entry) => total + entry.quantity, 0)
}

/** Keeps display lines in step with the entries after a local change. */
export function syncLines(lines: readonly CartDisplayItem[], items: CartItems): CartDisplayItem[] {
  return lines.flatMap((line) => {
    const entry = items[line.sku]
    if (!entry) return []
    return [{ ...line, quantityInCart: entry.quantity, totalPrice: line.price * entry.quantity }]
  })
}

export interface Removal {
  skus: string[]
  /** The lines the modal lists; lines of listings that answered with errors have none. */
  lines: CartDisplayItem[]
  message: Message
  /** Some held skus' listings answered with errors: the page reloads once the shopper has read why. */
  listingErrors: boolean
}

export interface RefreshResult {
  lines: CartDisplayItem[]
  removal: Removal | null
}

/**
 * Splits refreshed lines into those shown and those to remove: a line not available, or a
 * held sku whose listing answered with errors (no line came back for it).
 */
export function reconcile(items: CartItems, refreshed: readonly CartDisplayItem[]): RefreshResult {
  const bySku = new Map(refreshed.map((line) => [line.sku, line]))
  const kept: CartDisplayItem[] = []
  const removedLines: CartDisplayItem[] = []
  const missing: string[] = []
  for (const sku of Object.keys(items)) {
    const line = bySku.get(sku)
    if (!line) missing.push(sku)
    else if (line.available) kept.push(line)
    else removedLines.push(line)
  }
  if (kept.length === Object.keys(items).length) return { lines: kept, removal: null }
  const fromUnavailableListing = missing.length > 0 || removedLines.some((line) => line.fromUnavailableListing)
  return {
    lines: kept,
    removal: {
      skus: [...missing, ...removedLines.map((line) => line.sku)],
      lines: removedLines,
      message: message(fromUnavailableListing ? 'cart.listingsUnavailable' : 'cart.itemsUnavailable'),
      listingErrors: missing.length > 0,
    },
  }
}

/**
 * The cart cookie after adding an entry, as the cart machine's `cart.add` leaves it: the
 * quantity joins the line (or replaces it for an excluded listing), the region becomes MIXED
 * once lines come from two regions. For a form the worker answers (no machine runs there).
 */
export function cartAfterAdd(
  cart: CartCookie | null,
  add: { entry: CartEntry; excluded: boolean; buyerRegion: string; newCartId: string },
): CartCookie {
  const held = cart?.items ?? {}
  const items = addEntry(held, add.entry, add.excluded)
  const region = regionOf(items, regionAfterAdd(held, cart?.region ?? add.buyerRegion, add.buyerRegion), add.buyerRegion)
  return { id: cart?.id ?? add.newCartId, items: { ...items }, region }
}
