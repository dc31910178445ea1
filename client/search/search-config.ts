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

/** One typo in five letters ("hodie", "aparel") still matches; words that merely share letters ("tote" in "Poster") do not. */
const FUZZY_THRESHOLD = 0.2

/** What the product is (spec sections 2 and 5: its name, product name and type), matched fuzzily. */
export const PRODUCT_SEARCH_OPTIONS: IFuseOptions<ProductTile> = {
  ...SHARED_OPTIONS,
  keys: [
    { name: 'name', weight: 3 },
    { name: 'productName', weight: 2 },
    { name: 'productType', weight: 2 },
  ],
  threshold: FUZZY_THRESHOLD,
}

/**
 * The names and slugs of its collections, matched by the same fuzzy matcher (spec
 * section 5). A collection holds many unrelated products, so a near miss on its name
 * counts only when no product answers the words itself (see createSearchIndex).
 */
export const COLLECTION_SEARCH_OPTIONS: IFuseOptions<ProductTile> = {
  ...SHARED_OPTIONS,
  keys: ['collections.name', 'collections.slug'],
  threshold: FUZZY_THRESHOLD,
}

/** Fuse scores an exact match as (nearly) 0: its key weights raise Number.EPSILON, never 0 itself. */
export function isExactMatch(score: number | undefined): boolean {
  return score !== undefined && score < 1e-6
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
