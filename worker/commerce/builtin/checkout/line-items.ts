import type { Currency } from '../../../../domain/constants'
import { IMAGE_WIDTHS, mockupUrl } from '../../../../domain/images'
import { convertFromUsd } from '../../../../domain/money'
import type { CheckoutLineItem } from '../../../../domain/schemas/checkout'
import { parseSku } from '../../../../domain/sku'
import type { UnavailableItem } from '../../port/failures'
import type { StoredLine } from '../db/checkouts'
import type { PurchasableItem } from '../db/purchasable-items'

/** A checkout line matched to the catalogue and priced in the checkout's currency. */
export interface PricedLine {
  sku: string
  quantity: number
  item: PurchasableItem
  unitPrice: number
}

/** One line per sku: the same sku asked for twice is one line with both quantities. */
export function mergeLines(lines: readonly StoredLine[]): StoredLine[] {
  const merged = new Map<string, StoredLine>()
  for (const line of lines) {
    const sku = line.sku.trim()
    const existing = merged.get(sku)
    merged.set(sku, existing ? { ...existing, quantity: existing.quantity + line.quantity } : { ...line, sku })
  }
  return [...merged.values()]
}

/** The colour and size each well-formed sku names, for the catalogue query. */
export function catalogueKeys(lines: readonly StoredLine[]): { variationId: number; sizeId: number }[] {
  return lines.flatMap((line) => {
    const parts = parseSku(line.sku)
    return parts ? [{ variationId: parts.colorId, sizeId: parts.sizeId }] : []
  })
}

export function itemName(item: PurchasableItem): string {
  return `${item.listingTitle} (${item.color}, ${item.sizeLabel})`
}

/**
 * Matches lines to catalogue rows of this store. A sku that names nothing here, or a
 * private or archived listing or colour, is unknown; a pre-order listing is unavailable;
 * with `checkStock`, a line wanting more than is left is out of stock.
 */
export function resolveLines(
  lines: readonly StoredLine[],
  items: readonly PurchasableItem[],
  { storeId, currency, checkStock }: { storeId: number; currency: Currency; checkStock: boolean },
): { lines: PricedLine[]; problems: UnavailableItem[] } {
  const priced: PricedLine[] = []
  const problems: UnavailableItem[] = []
  for (const line of lines) {
    const parts = parseSku(line.sku)
    const item =
      parts &&
      items.find(
        (candidate) =>
          candidate.variationId === parts.colorId &&
          candidate.sizeId === parts.sizeId &&
          String(candidate.productId) === parts.itemGroupId &&
          candidate.storeId === storeId,
      )
    // A hidden listing or colour is answered as a sku that names nothing: its name is not the
    // guesser's to learn.
    if (!item?.onSale) {
      problems.push({ sku: line.sku, name: line.sku, reason: 'unknown' })
    } else if (item.checkoutFlow === 1) {
      problems.push({ sku: line.sku, name: itemName(item), reason: 'unavailable' })
    } else if (checkStock && item.stock < line.quantity) {
      problems.push({ sku: line.sku, name: itemName(item), reason: 'out-of-stock', available: Math.max(0, item.stock) })
    } else {
      priced.push({ sku: line.sku, quantity: line.quantity, item, unitPrice: convertFromUsd(item.priceUsd, currency) })
    }
  }
  return { lines: priced, problems }
}

export function toLineItem(line: PricedLine): CheckoutLineItem {
  const { item } = line
  return {
    sku: line.sku,
    quantity: line.quantity,
    title: item.listingTitle,
    productType: item.productType,
    color: item.color,
    size: item.sizeLabel,
    unitPrice: line.unitPrice,
    totalPrice: line.unitPrice * line.quantity,
    image:
      item.photo ?? mockupUrl({ kind: item.mockup, view: 'front', hex: item.hex, artwork: item.artwork, width: IMAGE_WIDTHS.thumblarge }),
    listingId: item.listingId,
    slug: item.listingSlug,
  }
}
