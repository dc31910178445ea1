import type { Currency, Region } from '../../domain/constants'

/**
 * KV keys of the catalogue cache. Every part is URI-encoded so a slug, host or region
 * (which may hold spaces) can never run into the next part. The leading version lets a
 * change of the cached shape start from empty keys instead of misreading old entries.
 */
const PREFIX = 'catalog:v1'

const part = (value: string | number): string => encodeURIComponent(String(value))

export function storeKey(slug: string): string {
  return `${PREFIX}:store:${part(slug)}`
}

/** A store's localization details: the locales, currencies and regions it offers. */
export function localizationKey(slug: string): string {
  return `${PREFIX}:localization:${part(slug)}`
}

export function hostKey(host: string): string {
  return `${PREFIX}:host:${part(host.toLowerCase())}`
}

/**
 * The theme as answered for one access code. The code travels as a digest so that KV
 * never holds it in the clear; an ungated request uses the digest of ''.
 */
export function themeKey(siteKey: string, accessCodeDigest: string): string {
  return `${PREFIX}:theme:${part(siteKey)}:${part(accessCodeDigest)}`
}

export interface ProductCacheKeyParts {
  storeSlug: string
  catalogueVersion: number
  currency: Currency
  region: Region
}

/** Keyed by the store's catalogue version: an import bumps it and so retires every entry. */
export function productCacheKey({ storeSlug, catalogueVersion, currency, region }: ProductCacheKeyParts): string {
  return `${PREFIX}:products:${part(storeSlug)}:${part(catalogueVersion)}:${part(currency)}:${part(region)}`
}

/** The catalogue answers cached beside the product cache file, one key space each. */
export type CatalogueAnswerKind = 'listing' | 'collection' | 'product-page'

export interface CatalogueAnswerKeyParts {
  storeSlug: string
  catalogueVersion: number
  currency: Currency
  region: Region
  /** What else picks the answer (slug, path, page…), in a fixed order; absent parts stay empty. */
  args: readonly (string | number | undefined)[]
}

/** Keyed by the catalogue version like the product cache: an import retires every answer. */
export function catalogueAnswerKey(
  kind: CatalogueAnswerKind,
  { storeSlug, catalogueVersion, currency, region, args }: CatalogueAnswerKeyParts,
): string {
  const rest = args.map((arg) => part(arg ?? '')).join(':')
  return `${PREFIX}:${kind}:${part(storeSlug)}:${part(catalogueVersion)}:${part(currency)}:${part(region)}:${rest}`
}

/** How long an entry is served as it is, then served stale while it is refreshed. */
export interface CachePolicy {
  freshSeconds: number
  staleSeconds: number
}

export const STORE_POLICY: CachePolicy = { freshSeconds: 60, staleSeconds: 300 }
export const HOST_POLICY: CachePolicy = { freshSeconds: 60, staleSeconds: 300 }
export const THEME_POLICY: CachePolicy = { freshSeconds: 60, staleSeconds: 300 }
/**
 * Listings, collections and product pages carry stock, which orders change without a new
 * catalogue version: a minute at most, like the store (the listing page asks for the live
 * count of the chosen size, and checkout checks stock again).
 */
export const CATALOGUE_ANSWER_POLICY: CachePolicy = { freshSeconds: 60, staleSeconds: 300 }
/** Product cache entries never go stale on their own: the catalogue version retires them. */
export const PRODUCT_CACHE_POLICY: CachePolicy = { freshSeconds: 86_400, staleSeconds: 0 }

/** KV refuses an expirationTtl under 60 seconds. */
const KV_MIN_TTL_SECONDS = 60

/** The KV lifetime of an entry: fresh plus stale time, never under KV's minimum. */
export function kvTtlSeconds(policy: CachePolicy): number {
  return Math.max(KV_MIN_TTL_SECONDS, policy.freshSeconds + policy.staleSeconds)
}

export type Freshness = 'fresh' | 'stale' | 'expired'

/** Whether an entry stored at `storedAtMs` may be served at `nowMs`, and how. */
export function freshness(storedAtMs: number, nowMs: number, policy: CachePolicy): Freshness {
  // Another isolate's clock may run a little ahead: an entry from the future is new.
  const ageSeconds = Math.max(0, nowMs - storedAtMs) / 1000
  if (ageSeconds < policy.freshSeconds) return 'fresh'
  if (ageSeconds < policy.freshSeconds + policy.staleSeconds) return 'stale'
  return 'expired'
}
