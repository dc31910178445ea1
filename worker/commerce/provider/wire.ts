import { z } from 'zod'
import { CollectionSummary, ProductTile, Store } from '../../../domain/schemas/catalog'

/**
 * Answer shapes of the backend's catalogue calls that are not domain entities as they
 * are. The /api routes answer with them and the provider adapter parses them, so a
 * drift between the two fails the contract suite.
 */

/** GET /v1/stores: the store without its secrets, plus the version its caches key on. */
export const StoreAnswer = Store.extend({ catalogueVersion: z.number().int() })
export type StoreAnswer = z.infer<typeof StoreAnswer>

/** GET /v1/stores/collections and GET /v1/collections. */
export const CollectionsAnswer = z.object({ collections: z.array(CollectionSummary) })
export type CollectionsAnswer = z.infer<typeof CollectionsAnswer>

/** GET product cache JSON: every public tile of the store. */
export const ProductCacheAnswer = z.array(ProductTile)

/** GET /v1/stores with an unknown slug (spec: errors.store 'not found'). */
export const StoreNotFound = z.object({ error: z.string(), errors: z.object({ store: z.literal('not found') }) })
export type StoreNotFound = z.infer<typeof StoreNotFound>
