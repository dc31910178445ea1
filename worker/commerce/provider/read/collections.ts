import * as z from 'zod'
import type { CollectionSummary } from '../../../../domain/schemas/catalog'
import { first, LooseNumber, LooseText, listIn, maybe, NumericId, slugify, stableNumber, storefrontPath } from './loose'

/** A collection as a backend names it: the domain's summary plus the id the backend's own paths take. */
export interface BackendCollection {
  summary: CollectionSummary
  /** The id as the backend wrote it, for GET /v1/collection/{id}/items. */
  backendId: string
}

const RawCollection = z.object({
  id: LooseText,
  name: maybe(z.string()),
  title: maybe(z.string()),
  slug: maybe(z.string()),
  path: maybe(z.string()),
  url: maybe(z.string()),
  parentId: maybe(LooseText),
  parent_id: maybe(LooseText),
  imageUrl: maybe(z.string()),
  image_url: maybe(z.string()),
  image: maybe(z.union([z.string(), z.object({ url: z.string() }).transform((image) => image.url)])),
  productCount: maybe(LooseNumber),
  product_count: maybe(LooseNumber),
  products_count: maybe(LooseNumber),
  count: maybe(LooseNumber),
  children: z.unknown().optional(),
})
type RawCollection = z.infer<typeof RawCollection>

const COLLECTION_LISTS = ['collections', 'data', 'items'] as const

/** A numeric id as it is; a text id as a stable number (the domain keys collections by number). */
export function collectionNumber(id: string): number {
  const numeric = NumericId.safeParse(id)
  return numeric.success ? numeric.data : stableNumber(id)
}

const trimSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '').toLowerCase()

/** Flattens nested `children` into one list, each child knowing its parent's id. */
function flatten(items: unknown[], parentId?: string): { raw: RawCollection; parent?: string }[] {
  return items.flatMap((item) => {
    const parsed = RawCollection.safeParse(item)
    if (!parsed.success) return []
    const raw = parsed.data
    const children = Array.isArray(raw.children) ? flatten(raw.children, raw.id) : []
    return [{ raw, parent: first(raw.parentId, raw.parent_id, parentId) }, ...children]
  })
}

/**
 * A store's collections from GET /v1/stores, /v1/stores/collections or /v1/collections:
 * a bare list or one under `collections`, flat or nested by `children`. Only an id and a
 * name (or slug) are needed; the slug comes from the name, the path from the parents'
 * slugs, and the rest defaults (no image, a count of 0).
 */
export function readCollections(answer: unknown): BackendCollection[] {
  const entries = flatten(listIn(answer, COLLECTION_LISTS) ?? [])
  const slugOf = (raw: RawCollection) => raw.slug ?? slugify(first(raw.name, raw.title) ?? raw.id)
  const byId = new Map(entries.map((entry) => [entry.raw.id, entry]))
  const pathOf = (id: string, seen: Set<string> = new Set()): string => {
    const entry = byId.get(id)
    if (!entry) return ''
    const given = entry.raw.path ?? (entry.raw.url ? storefrontPath(entry.raw.url) : undefined)
    if (given && trimSlashes(given)) return trimSlashes(given)
    const parent = entry.parent && !seen.has(entry.parent) ? pathOf(entry.parent, seen.add(id)) : ''
    return parent ? `${parent}/${slugOf(entry.raw)}` : slugOf(entry.raw)
  }
  return entries.flatMap(({ raw, parent }) => {
    const name = first(raw.name, raw.title, raw.slug)
    const path = pathOf(raw.id)
    if (!name || !path) return []
    const parentKnown = parent !== undefined && byId.has(parent)
    return [
      {
        backendId: raw.id,
        summary: {
          id: collectionNumber(raw.id),
          name,
          slug: path.split('/').at(-1) ?? path,
          path,
          parentId: parentKnown ? collectionNumber(parent) : null,
          imageUrl: first(raw.imageUrl, raw.image_url, raw.image) ?? null,
          productCount: Math.max(0, Math.round(first(raw.productCount, raw.product_count, raw.products_count, raw.count) ?? 0)),
        },
      },
    ]
  })
}
