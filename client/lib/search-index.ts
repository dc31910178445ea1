import Fuse from 'fuse.js'
import type { ProductTile } from '../../domain/schemas/catalog'
import { isSearchable, SEARCH_OPTIONS, searchPattern, SUGGESTION_LIMIT } from './search-config'

/** A fuzzy index over a store's product tiles. Imported by /search and, lazily, by autocomplete. */
export interface SearchIndex {
  search(query: string, limit?: number): ProductTile[]
  suggest(query: string): ProductTile[]
}

export function createSearchIndex(tiles: readonly ProductTile[]): SearchIndex {
  const fuse = new Fuse(tiles, SEARCH_OPTIONS)
  const search = (query: string, limit?: number) => {
    if (!isSearchable(query)) return []
    const results = fuse.search(searchPattern(query), limit === undefined ? undefined : { limit })
    return results.map((result) => result.item)
  }
  return { search, suggest: (query) => search(query, SUGGESTION_LIMIT) }
}
