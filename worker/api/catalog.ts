import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { COLLECTION_PAGE_SIZE, DEFAULT_CURRENCY, DEFAULT_REGION } from '../../domain/constants'
import type { ListingProducts } from '../../domain/schemas/catalog'
import { ListingSlug, PositiveId, StoreSlug } from '../../domain/schemas/fields'
import { CurrencyCode, RegionName } from '../../domain/schemas/localization'
import { listingNotFound } from '../commerce/port/answers'
import type { PriceContext, StoreRecord } from '../commerce/port/catalog'
import type { CollectionsAnswer, StoreAnswer, StoreNotFound } from '../../domain/schemas/wire'
import type { AppEnv } from '../env'
import { buyerCountry, seenCountry } from '../lib/buyer-country'
import { checkoutScope, isTrustedCaller, OTHER_STORE, otherStore, storeForCall } from './trusted-caller'
import { badRequest } from './validation'

/**
 * The catalogue calls of spec section 7 under /api, with the spec's query names. The
 * store is named in the query, as the spec has it; a browser may name only its Host's
 * store (another is a 403), so a store's access code cannot be walked around by asking
 * another store's host. A trusted server (BACKEND_API_KEY) may name any store.
 */

const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Country codes are two letters')
  .toUpperCase()
const Page = z.coerce.number().int().min(1).max(10_000).default(1)
const Pricing = {
  currency: CurrencyCode.optional(),
  region: RegionName.optional(),
  visibility: z.literal('any').optional(),
}

const storeQuery = z
  .object({ slug: StoreSlug.optional(), host: z.string().toLowerCase().min(1).max(253).optional() })
  .refine((q) => (q.slug === undefined) !== (q.host === undefined), { message: 'Give either a slug or a host' })
const slugQuery = z.object({ slug: StoreSlug })
const productsQuery = z.object({
  slug: StoreSlug,
  page: Page,
  ...Pricing,
  /** A collection path (nested slugs joined by /) asks for that collection's page instead. */
  collection: z
    .string()
    .max(300)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Collection paths are slugs joined by /')
    .optional(),
  per: z.coerce.number().int().min(1).max(COLLECTION_PAGE_SIZE).optional(),
})
// The spec's queries name no store: the Host's store, or the one a trusted server names.
const scoped = { storeSlug: StoreSlug.optional() }
const collectionsQuery = z.object({ storeSlug: StoreSlug })
const collectionParam = z.object({ id: PositiveId })
const itemsQuery = z.object({ page: Page, ...Pricing, ...scoped })
const productCacheParam = z.object({ file: z.string().regex(/^[a-z0-9-]+\.json$/) })
const productCacheQuery = z.object({ currency: Pricing.currency, region: Pricing.region })
const listingsQuery = z.object({
  slug: ListingSlug,
  storeSlug: StoreSlug,
  country_code: CountryCode.optional(),
  productId: PositiveId.optional(),
  ...Pricing,
})
const listingParam = z.object({ slug: ListingSlug })
const listingProductsQuery = z.object({
  store_slug: StoreSlug,
  currency: Pricing.currency,
  region: Pricing.region,
  country_code: CountryCode.optional(),
})
const blankQuery = z.object({ id: PositiveId, ...scoped })
const inventoryQuery = z.object({ colorId: PositiveId, sizeId: PositiveId, ...scoped })
const availabilityQuery = z.object({ userToken: z.string().min(1).max(200), listingId: PositiveId, ...scoped })
const themeQuery = z.object({
  siteKey: StoreSlug,
  accessCode: z.string().max(200).optional(),
  preview: z.enum(['true', 'false']).optional(),
})

type Ctx = Context<AppEnv>

const ACCESS_CODE_AT_LOGIN = 'Enter the access code on the store’s login page.'

/** The request's own store, when the app has resolved one (a bare API has none). */
const ownStore = (c: Ctx): StoreRecord | undefined => c.get('store')

const OTHER = Symbol(OTHER_STORE)

/** The store a query names: OTHER when this caller may not name it (403), null when there is none (404). */
async function namedStore(c: Ctx, slug: string): Promise<StoreRecord | null | typeof OTHER> {
  const scoped = storeForCall(c, slug)
  if (!scoped) return OTHER
  const own = ownStore(c)
  return own?.slug === scoped ? own : c.var.commerce.store(scoped)
}

/** Hidden products only for the owner previewing this very store (named by slug or site key). */
function previewing(c: Ctx, storeKey: string | null): boolean {
  const own = ownStore(c)
  return c.get('preview') === true && (!own || own.slug === storeKey || own.siteKey === storeKey)
}

function pricing(
  c: Ctx,
  q: { currency?: PriceContext['currency']; region?: PriceContext['region']; visibility?: 'any' },
  storeSlug: string | null,
): PriceContext {
  const local = c.get('localization')
  return {
    currency: q.currency ?? local?.buyer_currency ?? DEFAULT_CURRENCY,
    region: q.region ?? local?.buyer_region ?? DEFAULT_REGION,
    visibilityAny: q.visibility === 'any' && previewing(c, storeSlug),
  }
}

function toStoreAnswer(store: StoreRecord): StoreAnswer {
  const { accessCode: _code, previewKey: _key, siteKey: _siteKey, ...shared } = store
  return shared
}

const storeNotFound = (c: Ctx) => c.json({ error: 'Store not found', errors: { store: 'not found' } } satisfies StoreNotFound, 404)

export const catalog = new Hono<AppEnv>()
  .get('/v1/stores', zValidator('query', storeQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    const slug = q.slug ?? (await c.var.commerce.storeSlugForHost(q.host ?? ''))
    const store = slug ? await namedStore(c, slug) : null
    if (store === OTHER) return otherStore(c)
    return store ? c.json(toStoreAnswer(store)) : storeNotFound(c)
  })

  .get('/v1/stores/collections', zValidator('query', slugQuery, badRequest), async (c) => {
    const store = await namedStore(c, c.req.valid('query').slug)
    if (store === OTHER) return otherStore(c)
    if (!store) return storeNotFound(c)
    return c.json({ collections: await c.var.commerce.collections(store.slug) } satisfies CollectionsAnswer)
  })

  .get('/v1/stores/products', zValidator('query', productsQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    const store = await namedStore(c, q.slug)
    if (store === OTHER) return otherStore(c)
    if (!store) return storeNotFound(c)
    const ctx = pricing(c, q, store.slug)
    if (q.collection === undefined) return c.json(await c.var.commerce.products(store.slug, q.page, ctx))
    const page = await c.var.commerce.collection(store.slug, q.collection, {
      ...ctx,
      page: q.page,
      per: q.per,
      collectionsMode: store.collectionsMode,
    })
    return page ? c.json(page) : c.json({ error: 'Collection not found' }, 404)
  })

  .get('/v1/collections', zValidator('query', collectionsQuery, badRequest), async (c) => {
    const store = await namedStore(c, c.req.valid('query').storeSlug)
    if (store === OTHER) return otherStore(c)
    if (!store) return storeNotFound(c)
    return c.json({ collections: await c.var.commerce.collections(store.slug) } satisfies CollectionsAnswer)
  })

  .get(
    '/v1/collection/:id/items',
    zValidator('param', collectionParam, badRequest),
    zValidator('query', itemsQuery, badRequest),
    async (c) => {
      const { id } = c.req.valid('param')
      const q = c.req.valid('query')
      // Collection ids are global: only the collections of the store the call is for (a
      // trusted server naming none may read any store's).
      const scope = checkoutScope(c, q.storeSlug)
      if (!scope) return otherStore(c)
      const store = scope.storeSlug ? await namedStore(c, scope.storeSlug) : null
      if (scope.storeSlug && !(store && store !== OTHER && store.collections.some((collection) => collection.id === id))) {
        return c.json({ error: 'Collection not found' }, 404)
      }
      const page = await c.var.commerce.collectionItems(id, q.page, pricing(c, q, scope.storeSlug ?? null))
      return page ? c.json(page) : c.json({ error: 'Collection not found' }, 404)
    },
  )

  .get(
    '/product-cache/:file{[a-z0-9-]+\\.json}',
    zValidator('param', productCacheParam, badRequest),
    zValidator('query', productCacheQuery, badRequest),
    async (c) => {
      const store = await namedStore(c, c.req.valid('param').file.replace(/\.json$/, ''))
      if (store === OTHER) return otherStore(c)
      if (!store) return storeNotFound(c)
      const q = c.req.valid('query')
      return c.json(await c.var.commerce.productCache(store.slug, pricing(c, q, store.slug)))
    },
  )

  .get('/v1/listings', zValidator('query', listingsQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    const commerce = c.var.commerce
    const store = await namedStore(c, q.storeSlug)
    if (store === OTHER) return otherStore(c)
    // A listing that cannot be shown answers with errors, not a failed request: the cart
    // removes lines whose listing has errors but keeps them when a request fails.
    if (!store) return c.json(listingNotFound())
    const priced = pricing(c, q, store.slug)
    const countryCode = q.country_code ?? buyerCountry(seenCountry(c.req.raw), priced.region)
    return c.json(await commerce.listing(store.slug, q.slug, { ...priced, productId: q.productId, countryCode }))
  })

  .get(
    '/v0/listing/:slug',
    zValidator('param', listingParam, badRequest),
    zValidator('query', listingProductsQuery, badRequest),
    async (c) => {
      const q = c.req.valid('query')
      const store = await namedStore(c, q.store_slug)
      if (store === OTHER) return otherStore(c)
      const ctx = { ...pricing(c, q, null), countryCode: q.country_code }
      const products = store ? await c.var.commerce.listingProducts(store.slug, c.req.valid('param').slug, ctx) : null
      return products ? c.json({ products_payload: products } satisfies ListingProducts) : c.json({ error: 'Listing not found' }, 404)
    },
  )

  .get('/v1/blanks', zValidator('query', blankQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    const storeSlug = storeForCall(c, q.storeSlug)
    if (!storeSlug) return otherStore(c)
    const blank = await c.var.commerce.blank(storeSlug, q.id)
    return blank ? c.json(blank) : c.json({ error: 'Blank not found' }, 404)
  })

  .get('/v1/inventory', zValidator('query', inventoryQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    const storeSlug = storeForCall(c, q.storeSlug)
    if (!storeSlug) return otherStore(c)
    return c.json(await c.var.commerce.inventory(storeSlug, q.colorId, q.sizeId, { visibilityAny: previewing(c, storeSlug) }))
  })

  .get('/v1/availability', zValidator('query', availabilityQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    const storeSlug = storeForCall(c, q.storeSlug)
    if (!storeSlug) return otherStore(c)
    const availability = await c.var.commerce.availability(storeSlug, q.userToken, q.listingId)
    return availability ? c.json(availability) : c.json({ error: 'Listing not found' }, 404)
  })

  .get('/theme', zValidator('query', themeQuery, badRequest), async (c) => {
    const q = c.req.valid('query')
    // The spec keys the theme by store id; the slug is taken too.
    const own = ownStore(c)
    const named = own && (q.siteKey === own.siteKey || q.siteKey === String(own.id)) ? own.slug : q.siteKey
    const store = await namedStore(c, named)
    if (store === OTHER) return otherStore(c)
    // Access codes are tried at /login, under its attempt limit; only a trusted server may
    // pass one here, or this call would be a way to guess past that limit.
    if (q.accessCode !== undefined && ownStore(c) && !isTrustedCaller(c)) {
      return c.json({ statusCode: 403, error: ACCESS_CODE_AT_LOGIN }, 403)
    }
    const preview = q.preview === 'true' && previewing(c, q.siteKey)
    // A browser let into its own gated store reads the theme with the code it came in by.
    const sessionCode = store !== null && store === ownStore(c) ? c.get('accessCode') : undefined
    const answer = await c.var.commerce.theme(q.siteKey, { accessCode: q.accessCode ?? sessionCode, preview })
    if (answer.kind === 'theme') return c.json(answer.theme)
    if (answer.kind === 'unauthorized') return c.json({ statusCode: 401, error: 'Unauthorized' }, 401)
    return c.json({ statusCode: 404, error: 'Theme not found' }, 404)
  })
