import { env } from 'cloudflare:test'
import { withCatalogCache } from '../../worker/commerce/cache/cached-catalog'
import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { catalogContract } from '../support/contract/catalog-contract'

// The same answers must come back through KV as straight from D1.
catalogContract('built-in adapter behind the KV cache', () => withCatalogCache(builtinCatalog(), { kv: env.CACHE }))
