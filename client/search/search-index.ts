import Fuse from 'fuse.js'
import type { ProductTile } from '../../domain/schemas/catalog'
import {
  COLLECTION_SEARCH_OPTIONS,
  isExactMatch,
  isSearchable,
  PRODUCT_SEARCH_OPTIONS,
  SUGGESTION_LIMIT,
  searchPattern,
} from './search-config'

/**
 * A fuzzy index over a store's product tiles. Imported by /search (the server's render and
 * the browser's searches alike, so both find the same products) and, lazily, by autocomplete.
 */
export interface SearchIndex {
  search(query: string, limit?: number): ProductTile[]
  suggest(query: string): ProductTile[]
}

export function createSearchIndex(tiles: readonly ProductTile[]): SearchIndex {
  const byProduct = new Fuse(tiles, PRODUCT_SEARCH_OPTIONS)
  const byCollection = new Fuse(tiles, COLLECTION_SEARCH_OPTIONS)
  const search = (query: string, limit?: number) => {
    if (!isSearchable(query)) return []
    const pattern = searchPattern(query)
    // Products named by the words come first, then the rest of the collections they name.
    // A collection's near miss ("Digital Goodies" for "hoodie") would bring in all its
    // unrelated products: it counts only when no product answers the words itself.
    const products = byProduct.search(pattern)
    const found = new Set(products.map((result) => result.item))
    for (const result of byCollection.search(pattern)) {
      if (products.length === 0 || isExactMatch(result.score)) found.add(result.item)
    }
    const results = [...found]
    return limit === undefined ? results : results.slice(0, limit)
  }
  return { search, suggest: (query) => search(query, SUGGESTION_LIMIT) }
}
