import { describe, expect, it } from 'vitest'
import { Theme } from '../../../domain/schemas/theme'
import { safeThemeUrl, withSafeUrls } from './theme-urls'

describe('safeThemeUrl', () => {
  it('keeps paths on the store and public http(s) addresses, with or without a protocol', () => {
    expect(safeThemeUrl('/apparel')).toBe('/apparel')
    expect(safeThemeUrl('https://cdn.example.com/logo.png')).toBe('https://cdn.example.com/logo.png')
    expect(safeThemeUrl('http://shop.example.com')).toBe('http://shop.example.com')
    expect(safeThemeUrl('instagram.com/moonlit')).toBe('instagram.com/moonlit')
  })

  it('drops script URLs however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'vbscript:x',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(safeThemeUrl(url), url).toBeUndefined()
    }
  })

  it('drops private, loopback, link-local and metadata addresses in any spelling', () => {
    for (const url of [
      'https://127.0.0.1/x',
      'http://169.254.169.254/latest/meta-data/',
      'https://[::1]/x',
      'https://0x7f000001/x',
      'https://2130706433/x',
      'https://localhost/x',
      'https://[::ffff:192.168.0.1]/x',
      'http://metadata.google.internal/',
      '//10.0.0.1/x',
    ]) {
      expect(safeThemeUrl(url), url).toBeUndefined()
    }
  })

  it('asks for https when told to', () => {
    expect(safeThemeUrl('http://fonts.example.com/a.css', { httpsOnly: true })).toBeUndefined()
    expect(safeThemeUrl('https://fonts.example.com/a.css', { httpsOnly: true })).toBe('https://fonts.example.com/a.css')
  })
})

describe('withSafeUrls', () => {
  const theme = Theme.parse({
    meta: { storeName: 'Owl', newsletterAction: 'javascript:alert(1)', seo: { image: 'https://10.0.0.1/x.png' } },
    brand: {
      socialMedia: [
        { id: 'ig', url: 'javascript:alert(1)', icon: 'instagram' },
        { id: 'tw', url: 'https://twitter.com/owl', icon: 'twitter' },
      ],
    },
    styles: { typography: { headingFont: 'Inter', bodyFont: 'Inter', fontUrl: 'https://127.0.0.1/f.css' } },
    content: {
      favicon: 'data:image/svg+xml,<svg onload=alert(1)>',
      header: {
        logoUrl: 'https://cdn.owl.example/logo.png',
        logoLink: 'javascript:alert(1)',
        links: [
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: 'Tees', url: '/tees' },
        ],
      },
      heroBanner: { imageUrl: 'https://localhost/hero.png', button: { label: 'Go', url: 'vbscript:x' } },
      notification: { text: 'Sale', url: 'javascript:alert(1)' },
      categories: [{ slug: 'tees', title: 'Tees', imageUrl: 'https://169.254.169.254/x' }],
      about: { heroImageUrl: 'https://cdn.owl.example/about.png' },
    },
  })

  it('leaves out every unsafe URL and keeps the rest of the theme', () => {
    const safe = withSafeUrls(theme, ['https://cdn.owl.example'])
    expect(safe.meta.newsletterAction).toBeUndefined()
    expect(safe.meta.seo.image).toBeUndefined()
    expect(safe.brand.socialMedia.map((link) => link.id)).toEqual(['tw'])
    expect(safe.styles.typography.fontUrl).toBeUndefined()
    expect(safe.content.favicon).toBeUndefined()
    expect(safe.content.header).toMatchObject({
      logoUrl: 'https://cdn.owl.example/logo.png',
      logoLink: undefined,
      links: [{ label: 'Tees', url: '/tees' }],
    })
    expect(safe.content.heroBanner.imageUrl).toBeUndefined()
    expect(safe.content.heroBanner.button).toBeUndefined()
    expect(safe.content.notification).toEqual({ text: 'Sale', url: undefined })
    expect(safe.content.categories[0]).toMatchObject({ slug: 'tees', imageUrl: undefined })
    expect(safe.content.about.heroImageUrl).toBe('https://cdn.owl.example/about.png')
    expect(safe.meta.storeName).toBe('Owl')
  })

  it("shows the theme's images only from the store's own image origins, never a host the theme names", () => {
    const elsewhere = withSafeUrls(theme, ['https://images.platform.example'])
    expect(elsewhere.content.header.logoUrl).toBeUndefined()
    expect(elsewhere.content.about.heroImageUrl).toBeUndefined()
    const onStore = withSafeUrls(
      Theme.parse({
        meta: { storeName: 'Owl' },
        content: { header: { logoUrl: '/media/logo.png' }, favicon: 'https://images.platform.example/f.png' },
      }),
      ['https://images.platform.example'],
    )
    expect(onStore.content.header.logoUrl).toBe('/media/logo.png')
    expect(onStore.content.favicon).toBe('https://images.platform.example/f.png')
  })

  it('keeps a font stylesheet only from a font service on the allow-list', () => {
    const withFont = (fontUrl: string) =>
      withSafeUrls(
        Theme.parse({ meta: { storeName: 'Owl' }, styles: { typography: { headingFont: 'Inter', bodyFont: 'Inter', fontUrl } } }),
      ).styles.typography.fontUrl
    expect(withFont('https://fonts.googleapis.com/css2?family=Inter')).toBe('https://fonts.googleapis.com/css2?family=Inter')
    expect(withFont('https://evil.example/fonts.css')).toBeUndefined()
  })
})

describe("a theme's live chat", () => {
  const withChat = (liveChat: Record<string, unknown>) => withSafeUrls(Theme.parse({ meta: { storeName: 'Owl', liveChat } })).meta.liveChat

  it('keeps a public https script and the https origins a CSP can name', () => {
    expect(
      withChat({
        scriptUrl: 'https://embed.chat.example/{siteId}/default',
        siteId: 'owl-1',
        origins: [
          'https://*.chat.example',
          "https://evil.example; script-src 'unsafe-inline'",
          'http://plain.example',
          'https://10.0.0.2',
          'https://*',
        ],
      }),
    ).toEqual({ scriptUrl: 'https://embed.chat.example/{siteId}/default', siteId: 'owl-1', origins: ['https://*.chat.example'] })
  })

  it('drops a chat whose script is not public https', () => {
    for (const scriptUrl of ['http://chat.example/w.js', 'javascript:alert(1)', 'https://127.0.0.1/w.js', '/w.js', '//chat.example/w.js']) {
      expect(withChat({ scriptUrl, siteId: 'owl' }), scriptUrl).toBeUndefined()
    }
  })

  it('refuses a site id that could break out of its URL', () => {
    expect(
      Theme.safeParse({ meta: { storeName: 'Owl', liveChat: { scriptUrl: 'https://c.example/w.js', siteId: '../x"' } } }).success,
    ).toBe(false)
  })
})
