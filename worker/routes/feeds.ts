import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { CURRENCIES, REGIONS } from '../../domain/constants'
import { countryByCode } from '../../domain/reference/countries'
import { isVectorImage } from '../../domain/image-renditions'
import type { Listing } from '../../domain/schemas/catalog'
import { badRequest } from '../api/validation'
import type { AppEnv } from '../env'
import { buyerCountry } from '../lib/buyer-country'
import { closedToRobots } from '../middleware/closed-to-robots'
import { edgeFileCache } from '../middleware/edge-file-cache'
import { shareImage } from '../render/page-seo'
import { type FeedOptions, feedItems, productFeedXml } from '../seo/product-feed'
import { feedFileNumber, feedFilePath, feedSlice } from '../seo/feed-files'

/**
 * The market a feed is for. Strict, and countries from the ISO list only: each distinct query
 * is a file made from the whole catalogue, so no made-up parameter may make another.
 */
const FeedQuery = z.strictObject(
  {
    currency: z.enum(CURRENCIES, { error: `currency is one of ${CURRENCIES.join(', ')}` }).optional(),
    region: z.enum(REGIONS, { error: `region is one of ${REGIONS.join(', ')}` }).optional(),
    country: z
      .string()
      .transform((code) => code.toUpperCase())
      .refine((code) => countryByCode(code) !== undefined, 'country is a two-letter ISO 3166-1 code, like US')
      .optional(),
  },
  { error: 'The feed takes currency, region and country only' },
)

/** Listings read at once while a file is made: a provider backend gets a few calls at a time, not a hundred. */
const AT_ONCE = 6

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404, { 'cache-control': 'no-store' })

/** The feed's query as it was given: the next file's address keeps it. */
const queryOf = (url: URL) => (url.search.length > 1 ? url.search : '')

async function readListings(
  c: Context<AppEnv>,
  slugs: readonly string[],
  ctx: { currency: Listing['currency']; region: (typeof REGIONS)[number]; countryCode?: string },
) {
  const { store, commerce } = c.var
  const listings: Listing[] = []
  for (let start = 0; start < slugs.length; start += AT_ONCE) {
    const answers = await Promise.all(slugs.slice(start, start + AT_ONCE).map((slug) => commerce.listing(store.slug, slug, ctx)))
    // A listing made private or removed since the index was read has no answer: it is left out.
    for (const answer of answers)
      if (answer.listing && answer.listing.visibility === 'public' && !answer.errors?.length) listings.push(answer.listing)
  }
  return listings
}

/**
 * The store's product feed for Google Merchant Center (docs/seo.md): /feeds/google.xml, then
 * /feeds/google-{n}.xml for a store of more than 100 listings (seo/feed-files.ts), each
 * file naming the next. `?currency=&region=&country=` price and ship it for a market; the
 * buyer's defaults otherwise. Kept in the edge cache per store, query and catalogue version.
 * A gated store or a preview has none (404).
 */
export const feeds = new Hono<AppEnv>()
  .use(async (c, next) => (closedToRobots(c) ? notFound(c) : next()))
  .use(edgeFileCache())
  .get('/:file', zValidator('query', FeedQuery, badRequest), async (c) => {
    const number = feedFileNumber(c.req.param('file'))
    if (number === null) return notFound(c)
    const query = c.req.valid('query')
    const { store, commerce, localization } = c.var
    const currency = query.currency ?? localization.buyer_currency
    const region = query.region ?? localization.buyer_region
    const country = query.country ?? buyerCountry(undefined, region)
    const { slugs, next } = await feedSlice((page) => commerce.listingIndex(store.slug, page), number)
    if (slugs.length === 0 && number > 1) return notFound(c)

    const url = new URL(c.req.url)
    const origin = url.origin
    const rasters = c.env.IMAGES !== undefined
    const options: FeedOptions = {
      // Without the Images binding a drawn mockup has no raster copy, and a photo is named as its host serves it.
      image: (src) =>
        rasters ? shareImage(src, origin) : isVectorImage(src) || /\.svg(?:[?#]|$)/i.test(src) ? null : new URL(src, origin).href,
      shipping: country ? await shippingTo(c, country, region, currency) : null,
    }
    const listings = await readListings(c, slugs, { currency, region, countryCode: country })
    const items = listings.flatMap((listing) => feedItems({ origin, name: store.name }, listing, options))
    const xml = productFeedXml(
      {
        title: store.name,
        link: `${origin}/`,
        description: `Products of ${store.name}`,
        self: `${origin}${feedFilePath(number)}${queryOf(url)}`,
        next: next === null ? null : `${origin}${feedFilePath(next)}${queryOf(url)}`,
      },
      items,
    )
    return c.body(xml, 200, {
      'content-type': 'application/rss+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    })
  })

async function shippingTo(c: Context<AppEnv>, country: string, region: (typeof REGIONS)[number], currency: Listing['currency']) {
  const tiers = await c.var.commerce.deliveryRates({ countryCode: country, region, currency })
  return tiers ? { country, tiers } : null
}
