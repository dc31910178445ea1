import { type Context, Hono } from 'hono'
import type { AppEnv } from '../env'
import { closedToRobots } from '../middleware/closed-to-robots'
import { edgeFileCache } from '../middleware/edge-file-cache'
import { listingUrl, sitemapFile, sitemapRefs, storePageUrls } from '../seo/store-sitemap'
import { sitemapIndexXml, urlsetXml } from '../seo/sitemap-xml'

const xml = (c: Context<AppEnv>, body: string) =>
  c.body(body, 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404, { 'cache-control': 'no-store' })

/** When the catalogue last changed: the newest date the listing index gives, else none. */
const newest = (dates: readonly (string | null)[]) => dates.reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null)

/**
 * The store's sitemaps (sitemaps.org 0.9): /sitemap.xml is an index of /sitemap-pages.xml
 * (home, collections, about, legal and support pages) and /sitemap-listings-{n}.xml, one per
 * page of the port's listing index (at most 10,000 listings each), so a store of any size is
 * listed in full; and the same for each other locale (/sitemap-de-pages.xml, …), every
 * address with its alternates in every locale (xhtml:link, ADR 135). Only public listings, never a gated store's or a preview's: those answer 404.
 */
export const sitemaps = new Hono<AppEnv>()
  .use(async (c, next) => (closedToRobots(c) ? notFound(c) : next()))
  .use(edgeFileCache())
  .get('/sitemap.xml', async (c) => {
    const { store, commerce } = c.var
    const first = await commerce.listingIndex(store.slug, 1)
    const updatedAt = newest(first.listings.map((listing) => listing.updatedAt))
    return xml(c, sitemapIndexXml(sitemapRefs(new URL(c.req.url).origin, first.pages, updatedAt)))
  })
  .get('*', async (c) => {
    const file = sitemapFile(c.req.path)
    if (file === null) return notFound(c)
    const { store, commerce, theme } = c.var
    const origin = new URL(c.req.url).origin
    if (file.kind === 'pages') {
      const first = await commerce.listingIndex(store.slug, 1)
      const pages = {
        origin,
        collectionPaths: store.collections.map((collection) => collection.path),
        showAbout: theme.content.header.showAbout,
        support: store.flags.support,
        updatedAt: newest(first.listings.map((listing) => listing.updatedAt)),
      }
      return xml(c, urlsetXml(storePageUrls(pages, file.locale)))
    }
    const index = await commerce.listingIndex(store.slug, file.page)
    if (index.listings.length === 0) return notFound(c)
    return xml(c, urlsetXml(index.listings.map((listing) => listingUrl(origin, listing.slug, listing.updatedAt, file.locale))))
  })
