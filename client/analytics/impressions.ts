import type { TrackedProduct } from './events'

/** A product tile on screen, as the impression event describes it. */
export interface ShownTile {
  list: string | undefined
  product: TrackedProduct
}

export interface ImpressionBatch {
  list: string | undefined
  products: TrackedProduct[]
}

/**
 * Which shown tiles are impressions: each tile counts once per page view (a page view
 * ends when the path changes), and the tiles that came into view together are reported
 * as one event per list.
 */
export function createImpressionLog() {
  let currentPage: string | null = null
  const seen = new Set<string>()
  return {
    take(page: string, shown: readonly ShownTile[]): ImpressionBatch[] {
      if (page !== currentPage) {
        currentPage = page
        seen.clear()
      }
      const batches = new Map<string | undefined, TrackedProduct[]>()
      for (const { list, product } of shown) {
        const key = `${list ?? ''}\u0000${product.id}`
        if (seen.has(key)) continue
        seen.add(key)
        batches.set(list, [...(batches.get(list) ?? []), product])
      }
      return [...batches].map(([list, products]) => ({ list, products }))
    },
  }
}
