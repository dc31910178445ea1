import * as z from 'zod'
import { FLAG_NAMES } from '../../../../domain/constants'
import type { StoreFlags } from '../../../../domain/schemas/catalog'
import { type BackendCollection, readCollections } from './collections'
import { first, isRecord, LooseBoolean, LooseNumber, LooseText, maybe, NumericId, stableNumber, unwrap } from './loose'

/** What GET /v1/stores tells about a store; the adapter completes what it leaves out. */
export interface StoreRead {
  /** The domain's number for the store (cookie names); the backend's own id is `siteKey`. */
  id: number
  /** The id as the backend wrote it: the theme's siteKey and the localization call's storeId. */
  siteKey: string
  slug: string
  name: string
  sellerId: string
  /** Given by a few backends; otherwise the adapter asks the localization call. */
  region?: string
  /** Undefined when the answer names none: the adapter asks GET /v1/stores/collections. */
  collections?: BackendCollection[]
  marketingPixels: { gmcMerchantId: string | null; googleAnalytics: string | null; facebook: string | null }
  socialMedia: { id: string; url: string; icon: string }[]
  /** Only the flags the answer sets; the FLAG_* settings and the spec's defaults fill the rest. */
  flags: Partial<StoreFlags>
  gated?: boolean
  collectionsMode?: boolean
  catalogueVersion: number
}

const PixelId = maybe(LooseText)

const Pixels = z
  .object({
    gmcMerchantId: PixelId,
    gmc_merchant_id: PixelId,
    googleAnalytics: PixelId,
    google_analytics: PixelId,
    gaToken: PixelId,
    facebook: PixelId,
    facebookPixel: PixelId,
  })
  .transform((pixels) => ({
    gmcMerchantId: first(pixels.gmcMerchantId, pixels.gmc_merchant_id) || null,
    googleAnalytics: first(pixels.googleAnalytics, pixels.google_analytics, pixels.gaToken) || null,
    facebook: first(pixels.facebook, pixels.facebookPixel) || null,
  }))

const NO_PIXELS = { gmcMerchantId: null, googleAnalytics: null, facebook: null }

const SocialLink = z
  .object({ id: maybe(LooseText), url: z.string(), icon: maybe(z.string()), name: maybe(z.string()), type: maybe(z.string()) })
  .transform((link) => {
    const icon = (first(link.icon, link.type, link.name) ?? 'website').toLowerCase()
    return { id: link.id ?? icon, url: link.url, icon }
  })

const Flags = z.record(z.string(), z.unknown()).transform((given) => {
  const flags: Partial<StoreFlags> = {}
  for (const name of FLAG_NAMES) {
    const value = LooseBoolean.safeParse(given[name])
    if (value.success) flags[name] = value.data
  }
  return flags
})

const RawStore = z.object({
  id: LooseText,
  slug: z.string().trim().min(1),
  name: maybe(z.string()),
  title: maybe(z.string()),
  sellerId: maybe(LooseText),
  seller_id: maybe(LooseText),
  region: maybe(z.string()),
  collections: z.unknown().optional(),
  marketingPixels: maybe(Pixels),
  marketing_pixels: maybe(Pixels),
  socialMedia: maybe(z.array(z.unknown())),
  social_media: maybe(z.array(z.unknown())),
  flags: maybe(Flags),
  gated: maybe(LooseBoolean),
  collectionsMode: maybe(LooseBoolean),
  collections_mode: maybe(LooseBoolean),
  catalogueVersion: maybe(NumericId),
  updatedAt: maybe(z.union([z.string(), LooseNumber])),
  updated_at: maybe(z.union([z.string(), LooseNumber])),
})

/** The spec's answer for an unknown store: `errors.store` 'not found' (whatever the status). */
function isStoreNotFound(answer: unknown): boolean {
  const errors = isRecord(answer) ? answer.errors : undefined
  return isRecord(errors) && errors.store !== undefined && errors.store !== null
}

/**
 * When the store's catalogue last changed, as a number caches are keyed by: the answer's
 * own catalogueVersion, else its date, else a digest of the answer and the hour (so a
 * backend that says nothing about changes is read afresh at least hourly).
 */
function catalogueVersionOf(raw: z.infer<typeof RawStore>, answerText: string, now: number): number {
  if (raw.catalogueVersion !== undefined) return raw.catalogueVersion
  const date = first(raw.updatedAt, raw.updated_at)
  const time = typeof date === 'number' ? date : date ? Date.parse(date) : Number.NaN
  if (Number.isFinite(time)) return Math.floor(time / 1000)
  return stableNumber(`${answerText}|${Math.floor(now / 3_600_000)}`)
}

const storeIdNumber = (id: string): number => {
  const numeric = NumericId.safeParse(id)
  return numeric.success ? numeric.data : stableNumber(id)
}

/**
 * GET /v1/stores: the spec's Store (slug, name, sellerId, id, collections, marketingPixels,
 * socialMedia), bare or under `store`, with a number or text id. Null for the spec's
 * `errors.store` 'not found'. Throws a zod error when the answer is not a store at all.
 */
export function readStore(answer: unknown, now: number = Date.now()): StoreRead | null {
  if (isStoreNotFound(answer)) return null
  const raw = RawStore.parse(unwrap(answer, ['store', 'data']))
  const socialMedia = first(raw.socialMedia, raw.social_media) ?? []
  return {
    id: storeIdNumber(raw.id),
    siteKey: raw.id,
    slug: raw.slug.toLowerCase(),
    name: first(raw.name, raw.title) ?? raw.slug,
    sellerId: first(raw.sellerId, raw.seller_id) ?? '',
    region: raw.region,
    collections: Array.isArray(raw.collections) ? readCollections(raw.collections) : undefined,
    marketingPixels: first(raw.marketingPixels, raw.marketing_pixels) ?? NO_PIXELS,
    socialMedia: socialMedia.flatMap((link) => {
      const parsed = SocialLink.safeParse(link)
      return parsed.success ? [parsed.data] : []
    }),
    flags: raw.flags ?? {},
    gated: raw.gated,
    collectionsMode: first(raw.collectionsMode, raw.collections_mode),
    catalogueVersion: catalogueVersionOf(raw, JSON.stringify(answer), now),
  }
}
