import type { IFuseOptions } from 'fuse.js'
import { AUTOCOMPLETE_LIMIT, SEARCH_MAX_PATTERN_LENGTH, SEARCH_MIN_CHARS, SEARCH_MIN_MATCH_LENGTH } from '../../domain/constants'
import type { ProductTile } from '../../domain/schemas/catalog'

/** The query string parameter of /search. */
export const SEARCH_PARAM = 'searchterm'

/**
 * Fuzzy matching over what a shopper would type: the product's name, its product name
 * and type, and the names and slugs of its collections (spec sections 2 and 5).
 */
export const SEARCH_OPTIONS: IFuseOptions<ProductTile> = {
  keys: ['name', 'productName', 'productType', 'collections.name', 'collections.slug'],
  minMatchCharLength: SEARCH_MIN_MATCH_LENGTH,
  threshold: 0.34,
  ignoreLocation: true,
  shouldSort: true,
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
export function suggestionLabel(tile: ProductTile, keys: readonly (keyof ProductTile)[] = []): SuggestionLabel {
  const configured = keys.map((key) => tile[key]).filter((value): value is string => typeof value === 'string' && value !== '')
  if (configured.length > 0) return { name: configured[0], detail: configured.slice(1).join(' · ') }
  const detail = tile.productName && tile.productName !== tile.name ? tile.productName : tile.productType
  return { name: tile.name, detail }
}

export const SUGGESTION_LIMIT = AUTOCOMPLETE_LIMIT
