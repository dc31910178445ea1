import type { IFuseOptions } from 'fuse.js'
import { AUTOCOMPLETE_LIMIT, SEARCH_MAX_PATTERN_LENGTH, SEARCH_MIN_CHARS, SEARCH_MIN_MATCH_LENGTH } from '../../domain/constants'
import type { ProductTile } from '../../domain/schemas/catalog'
import type { SearchKey } from '../../domain/schemas/theme'

/** The query string parameter of /search. */
export const SEARCH_PARAM = 'searchterm'

const SHARED_OPTIONS = {
  minMatchCharLength: SEARCH_MIN_MATCH_LENGTH,
  // A word anywhere in a name counts ("tote" in "Star Chart Tote"), not only near its start.
  ignoreLocation: true,
  // A long name is not a worse match than a short one for the same word.
  ignoreFieldNorm: true,
  includeScore: true,
  shouldSort: true,
} satisfies IFuseOptions<ProductTile>

/**
 * What the product is (spec sections 2 and 5: its name, product name and type), matched
 * fuzzily: one typo in five letters ("hodie", "stiker") still finds it, while words that
 * merely share letters ("tote" in "Poster", "hoodie" in "Goodies") do not.
 */
export const PRODUCT_SEARCH_OPTIONS: IFuseOptions<ProductTile> = {
  ...SHARED_OPTIONS,
  keys: [
    { name: 'name', weight: 3 },
    { name: 'productName', weight: 2 },
    { name: 'productType', weight: 2 },
  ],
  threshold: 0.2,
}

/**
 * The names and slugs of its collections, matched only as written: a collection holds
 * many unrelated products, so a near miss on its name ("Digital Goodies" for "hoodie",
 * "Total" for "tote") would bring all of them in.
 */
export const COLLECTION_SEARCH_OPTIONS: IFuseOptions<ProductTile> = {
  ...SHARED_OPTIONS,
  keys: ['collections.name', 'collections.slug'],
  threshold: 0,
}

/** Searches need more than 2 characters. */
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH_MIN_CHARS
}

/** The pattern the matcher sees: trimmed, and cut to the maximum pattern length. */
export function searchPattern(query: string): string {
  return query.trim().slice(0, SEARCH_MAX_PATTERN_LENGTH)
}

export interface SuggestionLabel {
  name: string
  detail: string
}

/**
 * What an autocomplete row shows: the configured keys' values when a store sets keys,
 * otherwise the tile's name plus its product name.
 */
export function suggestionLabel(tile: ProductTile, keys: readonly SearchKey[] = []): SuggestionLabel {
  const configured = keys.map((key) => tile[key]).filter((value) => value !== '')
  if (configured.length > 0) return { name: configured[0], detail: configured.slice(1).join(' · ') }
  const detail = tile.productName && tile.productName !== tile.name ? tile.productName : tile.productType
  return { name: tile.name, detail }
}

export const SUGGESTION_LIMIT = AUTOCOMPLETE_LIMIT
