import { expect, type Page, test } from '@playwright/test'
import robotsParser from 'robots-parser'
import { feedProblems, readFeed } from '../support/fixtures/merchant-center-rules'
import { SITEMAP_HREFLANG_XSD, xmllint } from '../support/fixtures/xmllint'
import { storeUrl } from '../support/e2e/fixtures'

/**
 * What a search engine reads of the demo stores from the running worker: robots.txt, then
 * every sitemap it names, each file valid against the sitemaps.org schema.
 */

/** A file as the browser gets it (Node cannot resolve {store}.localhost; Chromium can). */
async function fetched(page: Page, url: string) {
  const answer = await page.goto(url)
  if (!answer) throw new Error(`No answer from ${url}`)
  return { status: answer.status(), headers: answer.headers(), text: await answer.text() }
}

/** A file as a crawler fetches it: Node's HTTP to the local server, the store named by its Host header. */
async function asCrawler(page: Page, url: string) {
  const { host, pathname, search } = new URL(url)
  const answer = await page.request.get(storeUrl(null, `${pathname}${search}`), { headers: { host } })
  return { status: answer.status(), text: await answer.text() }
}

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')

test('a crawler finds the store’s sitemap from robots.txt and every file of it is valid sitemaps.org XML', async ({ page }) => {
  const robotsUrl = storeUrl('sunbeam', '/robots.txt')
  const robots = robotsParser(robotsUrl, (await fetched(page, robotsUrl)).text)
  const [sitemapUrl] = robots.getSitemaps()
  expect(sitemapUrl).toBe(storeUrl('sunbeam', '/sitemap.xml'))

  const index = (await fetched(page, sitemapUrl ?? '')).text
  expect(xmllint(index)).toMatchObject({ valid: true })
  const children = locsIn(index)
  expect(children.length).toBeGreaterThan(1)
  expect(children).toContain(storeUrl('sunbeam', '/sitemap-de-pages.xml'))
  const urls: string[] = []
  // A file per locale and page (ADR 135): read as a crawler reads them, without a browser tab each.
  for (const child of children) {
    const answer = await asCrawler(page, child)
    expect(answer.status, child).toBe(200)
    const xml = answer.text
    expect(xmllint(xml, SITEMAP_HREFLANG_XSD), child).toMatchObject({ valid: true, messages: expect.stringContaining('validates') })
    urls.push(...locsIn(xml))
  }
  expect(urls).toContain(storeUrl('sunbeam', '/'))
  expect(urls.some((url) => url.startsWith(storeUrl('sunbeam', '/listing/')))).toBe(true)
  for (const url of urls) expect(robots.isAllowed(url, 'Googlebot'), url).toBe(true)
})

test('a gated demo store closes everything to crawlers', async ({ page }) => {
  const robotsUrl = storeUrl('vault', '/robots.txt')
  const answer = await fetched(page, robotsUrl)
  expect(answer.headers['x-robots-tag']).toBe('noindex')
  const robots = robotsParser(robotsUrl, answer.text)
  expect(robots.isDisallowed(storeUrl('vault', '/'), 'Googlebot')).toBe(true)
  expect(robots.getSitemaps()).toEqual([])
})

test('the demo store’s product feed, as Merchant Center fetches it, breaks none of Google’s rules and its pictures are JPEGs', async ({
  request,
}) => {
  const answer = await request.get(storeUrl(null, '/feeds/google.xml'))
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
  const xml = await answer.text()
  expect(xmllint(xml)).toMatchObject({ valid: true })
  const feed = readFeed(xml)
  expect(feed.items.length).toBeGreaterThan(0)
  expect(feedProblems(feed)).toEqual([])
  const pictures = [...new Set(feed.items.map((item) => item.values.get('image_link')?.[0] ?? ''))].slice(0, 3)
  for (const picture of pictures) {
    const image = await request.get(picture)
    expect(image.status(), picture).toBe(200)
    expect(image.headers()['content-type']).toBe('image/jpeg')
    expect([...(await image.body()).subarray(0, 2)]).toEqual([0xff, 0xd8])
  }
})
