import { defaultLocalizationDetails } from '../../../../domain/default-localization'
import type { LocalizationDetails } from '../../../../domain/schemas/localization'
import { resolveStoreFlags } from '../../../../domain/store-flags'
import type { StoreRecord } from '../../port/catalog'
import { type BackendCollection, readCollections } from '../read/collections'
import { LocalizationAnswer, RegionName } from '../read/localization'
import { readStore, type StoreRead } from '../read/store'
import { dataOrNull, type ProviderCatalogContext } from './context'

/** The store's collections (GET /v1/stores/collections), none when the backend has no such store. */
export async function storeCollections(ctx: ProviderCatalogContext, storeSlug: string): Promise<BackendCollection[]> {
  const answer = await ctx.get('Collections', ctx.backend('/v1/stores/collections', { slug: storeSlug }), readCollections)
  return dataOrNull('Collections', answer) ?? []
}

export async function localizationDetails(ctx: ProviderCatalogContext, siteKey: string): Promise<LocalizationDetails> {
  try {
    const answer = await ctx.get('Localization', ctx.backend('/v1/localization_details', { storeId: siteKey }), LocalizationAnswer)
    return answer.ok ? answer.data : defaultLocalizationDetails()
  } catch {
    return defaultLocalizationDetails()
  }
}

/** The store's own region, else the buyer region its localization details start from. */
async function regionOf(ctx: ProviderCatalogContext, read: StoreRead): Promise<string> {
  const given = read.region ? RegionName.safeParse(read.region) : undefined
  if (given?.success) return given.data
  if (read.region) return read.region
  return (await localizationDetails(ctx, read.siteKey)).buyer_region
}

async function toStoreRecord(ctx: ProviderCatalogContext, read: StoreRead): Promise<StoreRecord> {
  const [collections, region] = await Promise.all([
    read.collections ? Promise.resolve(read.collections) : storeCollections(ctx, read.slug).catch(() => []),
    regionOf(ctx, read),
  ])
  // The backend keeps the access code and preview key to itself: the theme service
  // checks the code (its 401 is how the storefront learns a store is gated), and
  // preview links cannot be verified here.
  return {
    id: read.id,
    siteKey: read.siteKey,
    slug: read.slug,
    name: read.name,
    sellerId: read.sellerId,
    region,
    collections: collections.map((collection) => collection.summary),
    marketingPixels: read.marketingPixels,
    socialMedia: read.socialMedia,
    flags: resolveStoreFlags(read.flags, ctx.options.config),
    gated: read.gated ?? false,
    collectionsMode: read.collectionsMode ?? ctx.options.collectionsMode ?? false,
    accessCode: null,
    themeChecksAccessCode: true,
    previewKey: null,
    catalogueVersion: read.catalogueVersion,
  }
}

/** GET /v1/stores?slug=: the store, or null when the backend has none of that slug. */
export async function store(ctx: ProviderCatalogContext, slug: string): Promise<StoreRecord | null> {
  const answer = await ctx.get('Store', ctx.backend('/v1/stores', { slug }), (body) => readStore(body))
  const read = dataOrNull('Store', answer)
  return read ? toStoreRecord(ctx, read) : null
}

/**
 * Not a spec call: a backend that cannot find stores by host answers 4xx, or anything but
 * a store, and the custom domain is then no store (see docs/provider-mode.md).
 */
export async function storeSlugForHost(ctx: ProviderCatalogContext, host: string): Promise<string | null> {
  const storeOrNull = (body: unknown) => {
    try {
      return readStore(body)
    } catch {
      return null
    }
  }
  const answer = await ctx.get('Store', ctx.backend('/v1/stores', { host }), storeOrNull)
  return answer.ok ? (answer.data?.slug ?? null) : null
}
