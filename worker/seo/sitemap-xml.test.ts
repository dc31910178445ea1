import { Readable } from 'node:stream'
import { parseSitemapIndex, XMLToSitemapItemStream } from 'sitemap'
import { describe, expect, it } from 'vitest'
import { SITEMAP_HREFLANG_XSD, SITEMAP_XSD, xmllint } from '../../tests/support/fixtures/xmllint'
import { localeAlternates } from '../../domain/locale-path'
import { MAX_SITEMAP_BYTES, MAX_URLS_PER_SITEMAP, sitemapIndexXml, urlsetXml, w3cDate } from './sitemap-xml'

const origin = 'https://moonlit.example.com'

async function itemsOf(xml: string): Promise<{ url: string; lastmod?: string }[]> {
  const items: { url: string; lastmod?: string }[] = []
  for await (const item of Readable.from([xml]).pipe(new XMLToSitemapItemStream())) items.push(item)
  return items
}

describe('sitemap files', () => {
  it('writes a urlset the sitemaps.org schema accepts, with escaped addresses and W3C dates', async () => {
    const xml = urlsetXml([
      { loc: `${origin}/`, lastmod: '2026-11-30T10:00:00.123Z' },
      { loc: `${origin}/search?a=1&b='2'`, lastmod: 'not a date' },
      { loc: `${origin}/listing/caf%C3%A9-tee` },
    ])
    expect(xmllint(xml, SITEMAP_XSD)).toMatchObject({ valid: true })
    expect(await itemsOf(xml)).toMatchObject([
      { url: `${origin}/`, lastmod: '2026-11-30T10:00:00Z' },
      { url: `${origin}/search?a=1&b='2'` },
      { url: `${origin}/listing/caf%C3%A9-tee` },
    ])
  })

  it('holds the protocol’s 50,000 URLs in one valid file under 50 MB, and refuses one more', () => {
    const urls = Array.from({ length: MAX_URLS_PER_SITEMAP }, (_, i) => ({
      loc: `${origin}/listing/a-rather-long-listing-slug-of-the-store-${i}`,
      lastmod: '2026-11-30T10:00:00Z',
    }))
    const xml = urlsetXml(urls)
    expect(new TextEncoder().encode(xml).length).toBeLessThan(MAX_SITEMAP_BYTES)
    expect(xmllint(xml, SITEMAP_XSD)).toMatchObject({ valid: true })
    expect(() => urlsetXml([...urls, { loc: `${origin}/one-more` }])).toThrow(RangeError)
  })

  it('lists a page’s hreflang alternates as xhtml:link, valid with XHTML’s link element, refused with a tag that is no language', () => {
    const xml = urlsetXml([
      { loc: `${origin}/de/listing/night-hoodie`, alternates: localeAlternates(origin, '/listing/night-hoodie') },
      { loc: `${origin}/pt-br`, alternates: localeAlternates(origin, '/') },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">')
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${origin}/pt-br/listing/night-hoodie"/>`)
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/"/>`)
    expect(xmllint(xml, SITEMAP_HREFLANG_XSD)).toMatchObject({ valid: true })
    expect(xmllint(xml.replace('hreflang="pt-BR"', 'hreflang="pt BR"'), SITEMAP_HREFLANG_XSD).valid).toBe(false)
  })

  it('is refused by the schema when an address is missing: the check can fail', () => {
    const broken = urlsetXml([{ loc: `${origin}/` }]).replace(/<loc>[^<]*<\/loc>/, '')
    expect(xmllint(broken, SITEMAP_XSD).valid).toBe(false)
  })

  it('writes an index that names each child sitemap', async () => {
    const xml = sitemapIndexXml([
      { loc: `${origin}/sitemap-pages.xml`, lastmod: '2026-11-30T10:00:00Z' },
      { loc: `${origin}/sitemap-listings-1.xml`, lastmod: null },
    ])
    expect(xmllint(xml)).toMatchObject({ valid: true })
    expect(await parseSitemapIndex(Readable.from([xml]))).toEqual([
      { url: `${origin}/sitemap-pages.xml`, lastmod: '2026-11-30T10:00:00Z' },
      { url: `${origin}/sitemap-listings-1.xml` },
    ])
  })

  it('reads dates as W3C date-times and anything else as none', () => {
    expect(w3cDate('2026-12-01T21:00:00.000Z')).toBe('2026-12-01T21:00:00Z')
    expect(w3cDate('yesterday')).toBeNull()
    expect(w3cDate(null)).toBeNull()
  })
})
