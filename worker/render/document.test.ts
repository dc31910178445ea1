import { describe, expect, it } from 'vitest'
import type { PageAssets } from './assets'
import { BOOT_CAP_MS } from './boot-after-paint'
import { documentHead, documentTail, type HeadData } from './document'

const assets: PageAssets = {
  entry: '/assets/main.js',
  modulePreloads: ['/assets/framework.js', '/assets/route.js'],
  stylesheets: ['/assets/style.css'],
  messages: '/assets/messages-en-a1b2.json',
}

function head(overrides: Partial<HeadData> = {}): HeadData {
  return {
    title: 'Moonlit',
    description: 'Night-sky apparel',
    canonicalUrl: 'https://moonlit.example/',
    alternates: [],
    faviconUrl: '/favicon.svg',
    imageUrl: null,
    imageSize: null,
    product: null,
    jsonLd: [],
    siteName: 'Moonlit',
    locale: 'en',
    bodyClass: 'page-home',
    inlineCss: ':root{}',
    fontStylesheet: null,
    preloadImage: { href: '/mockups/hoodie/front/1b2340.svg?w=1120' },
    noIndex: false,
    documentKind: 'store',
    ...overrides,
  }
}

const page = (data: HeadData, hasFont = false) =>
  documentHead(data, assets, 'n0nce', '{}') + documentTail(assets, 'n0nce', '{}', { documentKind: data.documentKind, hasFont })

describe('the document around a page', () => {
  it('lets a store page ask for no script before its first screen is painted: the boot script asks, with the nonce', () => {
    const html = page(head())
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    const boot = /<script nonce="n0nce" data-entry="([^"]*)" data-modules="([^"]*)" data-messages="([^"]*)" data-cap="(\d+)">/.exec(html)
    expect(boot?.slice(1)).toEqual([
      '/assets/main.js',
      '/assets/framework.js /assets/route.js',
      '/assets/messages-en-a1b2.json',
      String(BOOT_CAP_MS),
    ])
    expect(html).not.toContain('rel="preload" as="fetch"')
    // The LCP image is still asked for from the head, before anything else the page needs.
    expect(html).toContain('<link rel="preload" as="image" href="/mockups/hoodie/front/1b2340.svg?w=1120" fetchpriority="high">')
  })

  it('gives a checkout its scripts at once: the payment fields are the point of the page', () => {
    const html = page(head({ documentKind: 'checkout', preloadImage: null }))
    expect(html).toContain('<link rel="modulepreload" href="/assets/main.js" fetchpriority="low">')
    expect(html).toContain('<link rel="modulepreload" href="/assets/route.js" fetchpriority="low">')
    expect(html).toContain('<script type="module" nonce="n0nce" src="/assets/main.js"></script>')
    expect(html).not.toContain('data-entry=')
    // The catalogue hydration fetches, preloaded in the CORS mode fetch() asks in.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/messages-en-a1b2.json" fetchpriority="low">')
  })

  it("never lets a theme's font stylesheet block the first paint: it applies once loaded", () => {
    const html = page(head({ fontStylesheet: 'https://fonts.googleapis.com/css2?family=Inter' }), true)
    const link = /<link rel="stylesheet" href="https:\/\/fonts\.googleapis\.com[^>]*>/.exec(html)?.[0] ?? ''
    expect(link).toContain('media="print"')
    expect(link).toContain('display=swap')
    const id = /id="([^"]+)"/.exec(link)?.[1]
    expect(html).toMatch(new RegExp(`<script nonce="n0nce">[^<]*getElementById\\('${id}'\\)[^<]*media='all'`))
  })
})
