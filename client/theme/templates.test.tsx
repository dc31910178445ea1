import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defaultTheme, type Theme } from '../../domain/schemas/theme'
import { AppProviders } from '../app-providers'
import en from '../i18n/en'
import type { ShellData } from '../app/shell'
import { hostedHelpPages } from './platform'
import { SiteFooter } from './footer/site-footer'
import { SiteHeader } from './header/site-header'
import { Component as CheckoutLayout } from '../pages/checkout/layout'
import { HeroBanner } from './hero/hero-banner'
import { createMemoryRouter, RouterProvider } from 'react-router'

function shellWith(change: (theme: Theme) => void, flags: Partial<ShellData['store']['flags']> = {}): ShellData {
  // A deep copy: the schema's default objects are shared between parses.
  const theme = structuredClone(defaultTheme('Night Owl Goods'))
  theme.brand.socialMedia = [
    { id: 'ig', url: 'https://instagram.example/owl', icon: 'instagram' },
    { id: 'yt', url: 'https://youtube.example/owl', icon: 'youtube' },
  ]
  theme.content.header.links = [{ label: 'Lookbook', url: 'https://lookbook.example' }]
  change(theme)
  return {
    basename: '',
    store: {
      id: 1,
      slug: 'owl',
      name: 'Night Owl Goods',
      region: 'USA',
      flags: {
        legacyCheckout: false,
        checkoutV2: true,
        hideCard: false,
        hidePaypal: false,
        support: false,
        tracking: false,
        consentOptIn: false,
        ...flags,
      },
      collections: [
        { id: 1, name: 'Apparel', slug: 'apparel', path: 'apparel', parentId: null, imageUrl: null, productCount: 4 },
        { id: 2, name: 'Hoodies', slug: 'hoodies', path: 'apparel/hoodies', parentId: 1, imageUrl: null, productCount: 2 },
      ],
      collectionsMode: false,
      locked: false,
    },
    theme,
    localization: { buyer_locale: 'en', buyer_currency: 'USD', buyer_region: 'USA', fulfillment_region: 'USA' },
    preview: false,
    messages: en,
    environment: 'test',
    payments: { stripePublishableKey: null, paypalClientId: null, afterpayMessaging: false },
    platform: { name: 'Owl Platform', url: 'https://platform.example/', help: hostedHelpPages('https://help.platform.example') },
    origin: 'http://localhost',
    privacyRegion: 'us',
    imageRenditions: false,
  }
}

function render(shell: ShellData, element: ReactNode): string {
  return renderToString(
    <AppProviders shell={shell}>
      <RouterProvider router={createMemoryRouter([{ id: 'page', path: '/', element }])} />
    </AppProviders>,
  )
}

describe('header templates', () => {
  for (const template of ['1', '2', '3', 'custom'] as const) {
    it(`template ${template} shows the logo, the menu, search and 'Cart · 0' until the page reads the cart cookie`, () => {
      const html = render(
        shellWith((theme) => {
          theme.content.header.template = template
        }),
        <SiteHeader template={template} />,
      )
      expect(html).toContain(`data-template="${template}"`)
      expect(html).toContain('Night Owl Goods')
      expect(html).toContain('>Explore<')
      expect(html).toContain('>Apparel<')
      expect(html).not.toContain('>Hoodies<')
      expect(html).toContain('>Lookbook<')
      expect(html).toContain('href="/search"')
      // The same HTML for every shopper (the edge keeps it): the count is the browser's to fill in.
      expect(html).toContain('Cart · 0')
      // The flyout is in the HTML, a dialog its button opens without scripts (ADR 144).
      const [, flyoutId] = html.match(/<button[^>]*commandfor="([^"]+)" command="show-modal" popovertarget="\1"/i) ?? []
      const flyout = html.slice(html.indexOf(`<dialog id="${flyoutId}" popover="auto" closedby="any"`))
      expect(flyout).toMatch(/^<dialog[^>]*aria-label="Night Owl Goods"/)
      expect(flyout).toContain('>Apparel<')
      expect(flyout).toContain('>Search<')
    })
  }

  it('template 3 shows the social icons in its bar and keeps a long menu on one row with More', () => {
    const html = render(
      shellWith((theme) => {
        theme.content.header.template = '3'
      }),
      <SiteHeader template="3" />,
    )
    const bar = html.slice(0, html.indexOf('aria-haspopup="dialog"'))
    expect(bar).toContain('href="https://instagram.example/owl"')
    expect(bar).toContain('href="https://youtube.example/owl"')
    // Explore, Apparel and Lookbook: 3 entries fit as pills, so no More.
    expect(html).not.toContain('>More<')
  })

  it("template 3 puts entries past the third under a 'More' button that opens a list", () => {
    const html = render(
      shellWith((theme) => {
        theme.content.header.template = '3'
        theme.content.header.links = ['Lookbook', 'Journal', 'Stockists', 'Wholesale'].map((label) => ({
          label,
          url: `https://${label.toLowerCase()}.example`,
        }))
      }),
      <SiteHeader template="3" />,
    )
    // The list is a popover in the HTML that its button opens without scripts (ADR 153).
    const [, listId] = html.match(/<button[^>]*popovertarget="([^"]+)"[^>]*>More</i) ?? []
    const more = html.slice(html.indexOf(`<ul id="${listId}" popover="auto"`))
    expect(more).toMatch(/^<ul[^>]*class="overflow-nav__menu"/)
    expect(more).toContain('>Wholesale<')
  })

  it('links the logo to the configured URL and hides search when asked', () => {
    const html = render(
      shellWith((theme) => {
        theme.content.header.logoLink = 'https://owl.example'
        theme.content.header.hideSearch = true
      }),
      <SiteHeader template="1" />,
    )
    expect(html).toContain('href="https://owl.example"')
    expect(html).not.toContain('href="/search"')
  })

  it("the checkout header's logo goes to / whatever the theme's logo link (spec section 2)", () => {
    const html = render(
      shellWith((theme) => {
        theme.content.header.logoLink = 'https://owl.example'
      }),
      <CheckoutLayout />,
    )
    expect(html).toMatch(/<a class="checkout-header__logo" aria-label="Night Owl Goods home" href="\/"/)
    expect(html).not.toContain('owl.example"')
    expect(html).toMatch(/href="\/cart"/)
  })
})

describe('footer templates', () => {
  for (const template of ['1', '2'] as const) {
    it(`template ${template} has the about text, support and legal links, newsletter, credits and the region button`, () => {
      const html = render(
        shellWith((theme) => {
          theme.content.footer.about = 'We draw owls.'
          theme.meta.newsletterAction = 'https://news.example/owl'
        }),
        <SiteFooter template={template} />,
      )
      expect(html).toContain(`data-template="${template}"`)
      expect(html).toContain('We draw owls.')
      // The deployment's platform, as the operator configured it.
      expect(html).toMatch(/Powered by(?:<!-- -->)? ?<a href="https:\/\/platform\.example\/"[^>]*>Owl Platform/)
      expect(html).toContain('href="https://help.platform.example/track-order"')
      expect(html).toContain('href="/terms-of-use"')
      expect(html).toContain('href="/privacy-policy"')
      expect(html).toContain('action="https://news.example/owl"')
      expect(html).toContain('name="EMAIL"')
      expect(html).toContain('USA · USD')
      // Without the support flag the help links leave the store.
      expect(html).toContain('>Track Order<')
      expect(html).not.toContain('href="/track"')
    })
  }

  it('links support, tracking and contact inside the store when the support flag is on', () => {
    const html = render(
      shellWith(() => {}, { support: true }),
      <SiteFooter template="1" />,
    )
    expect(html).toContain('href="/support"')
    expect(html).toContain('href="/track"')
    expect(html).toContain('href="/contact"')
  })
})

describe('hero templates', () => {
  for (const template of ['1', '2', '3', '4', '5'] as const) {
    it(`template ${template} shows the title, subtitle, body, image, search box and button`, () => {
      const shell = shellWith((theme) => {
        theme.content.heroBanner = {
          template,
          title: 'Wide awake',
          subtitle: 'New drop',
          body: 'Prints for night owls.',
          imageUrl: '/hero.svg',
          showSearch: true,
          button: { label: 'Shop now', url: '/apparel' },
        }
      })
      const html = render(shell, <HeroBanner search={<form role="search">search box</form>} />)
      expect(html).toContain(`data-template="${template}"`)
      expect(html).toMatch(/<h1[^>]*>Wide awake<\/h1>/)
      expect(html).toContain('New drop')
      expect(html).toContain('Prints for night owls.')
      expect(html).toContain('src="/hero.svg"')
      expect(html).toContain('search box')
      expect(html).toContain('href="/apparel"')
    })
  }

  it('leaves the search box out unless the theme shows it', () => {
    const html = render(
      shellWith((theme) => {
        theme.content.heroBanner.title = 'Wide awake'
      }),
      <HeroBanner search={<form role="search">search box</form>} />,
    )
    expect(html).not.toContain('search box')
  })

  it('keeps a page heading when the theme has no hero', () => {
    const html = render(
      shellWith(() => {}),
      <HeroBanner search={null} />,
    )
    expect(html).toMatch(/<h1 class="visually-hidden">Night Owl Goods<\/h1>/)
  })
})
