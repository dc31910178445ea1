import { resolveStoreFlags } from '../../../../domain/store-flags'
import type { Config } from '../../../env'
import type { StoreRecord, ThemeAnswer } from '../../port/catalog'
import { listCollections } from '../db/collections'
import { findStoreById, findStoreBySlug } from '../db/stores'
import { findThemes } from '../db/themes'
import { themeAnswer } from './theme'
import { toCollectionSummary } from './to-domain'

/** The store's record: its row, its collections and what its published theme says of marketing and social media. */
export async function store(db: D1Database, config: Config, slug: string): Promise<StoreRecord | null> {
  const row = await findStoreBySlug(db, slug)
  if (!row) return null
  const [collections, themes] = await Promise.all([listCollections(db, row.id), findThemes(db, row.id)])
  const meta = themes.published?.meta
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    sellerId: row.sellerId,
    region: row.region,
    collections: collections.map(toCollectionSummary),
    marketingPixels: {
      gmcMerchantId: meta?.gmcMerchantId ?? null,
      googleAnalytics: meta?.gaToken ?? null,
      facebook: meta?.facebookPixel ?? null,
    },
    socialMedia: themes.published?.brand.socialMedia ?? [],
    flags: resolveStoreFlags(row.flags, config),
    gated: row.accessCode !== null,
    collectionsMode: row.collectionsMode,
    accessCode: row.accessCode,
    previewKey: row.previewKey,
    catalogueVersion: row.catalogueVersion,
    siteKey: String(row.id),
  }
}

/** The theme a visitor sees (published, preview or the gate's); the spec keys it by store id, the slug is taken too. */
export async function theme(
  db: D1Database,
  siteKey: string,
  { accessCode, preview }: { accessCode?: string; preview?: boolean },
): Promise<ThemeAnswer> {
  const found = /^\d+$/.test(siteKey) ? await findStoreById(db, Number(siteKey)) : await findStoreBySlug(db, siteKey)
  if (!found) return { kind: 'not-found' }
  const themes = await findThemes(db, found.id)
  return themeAnswer({ storeAccessCode: found.accessCode, themes, accessCode, preview })
}
