import type { Page } from '@playwright/test'
import { openCheckout, previewLink } from '../support/e2e/content-helpers'
import { expect, expectNoAxeViolations, storeUrl, test } from '../support/e2e/fixtures'
import { SPEC_SUPPORT_ARTICLE_SLUGS } from '../support/fixtures/support-articles'

/**
 * Every route of spec section 2, in Moonlit (support flag on, the default store) and
 * Sunbeam (support flag off): what each answers, and axe at a phone's 390 px and a
 * desktop's 1280 px.
 */

const MOONLIT = null
const SUNBEAM = 'sunbeam'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const SUPPORT_ARTICLES = SPEC_SUPPORT_ARTICLE_SLUGS

interface RouteCase {
  path: string
  /** The page's first-level heading. */
  heading: string | RegExp
  status?: number
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

/** Loads a page at desktop width, checks what it shows, then runs axe there and at phone width. */
async function visit(page: Page, store: string | null, route: RouteCase): Promise<void> {
  await page.setViewportSize(DESKTOP)
  const response = await page.goto(storeUrl(store, route.path))
  expect(response?.status(), route.path).toBe(route.status ?? 200)
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading)
  await hydrated(page)
  await expectNoAxeViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoAxeViolations(page)
}

const SHARED_ROUTES: [store: string | null, RouteCase][] = [
  [MOONLIT, { path: '/', heading: 'Made for the hours after dark' }],
  [SUNBEAM, { path: '/', heading: 'Good mornings, made by hand' }],
  [MOONLIT, { path: '/search?searchterm=moon', heading: 'Type keywords to search' }],
  [SUNBEAM, { path: '/search?searchterm=sun', heading: 'Type keywords to search' }],
  [MOONLIT, { path: '/listing/phases-of-the-moon', heading: 'Phases of the Moon' }],
  [MOONLIT, { path: '/phases-of-the-moon', heading: 'Phases of the Moon' }],
  [SUNBEAM, { path: '/listing/good-morning-sunshine', heading: 'Good Morning Sunshine' }],
  [SUNBEAM, { path: '/good-morning-sunshine', heading: 'Good Morning Sunshine' }],
  [MOONLIT, { path: '/apparel', heading: 'Apparel' }],
  [MOONLIT, { path: '/apparel/tees', heading: 'Tees & Tanks' }],
  [SUNBEAM, { path: '/apparel', heading: 'Clothing' }],
  [SUNBEAM, { path: '/apparel/sweats', heading: 'Sweats' }],
  [MOONLIT, { path: '/cart', heading: 'My Cart' }],
  [SUNBEAM, { path: '/cart', heading: 'My Cart' }],
  [MOONLIT, { path: '/thankyou', heading: 'Thank you for your order!' }],
  [SUNBEAM, { path: '/thankyou', heading: 'Thank you for your order!' }],
  [MOONLIT, { path: '/privacy-policy', heading: 'Privacy Policy' }],
  [SUNBEAM, { path: '/privacy-policy', heading: 'Privacy Policy' }],
  [MOONLIT, { path: '/terms-of-use', heading: 'Terms of Use' }],
  [SUNBEAM, { path: '/terms-of-use', heading: 'Terms of Use' }],
  [MOONLIT, { path: '/listing/total-eclipse-hoodie/preorder', heading: 'Pre-order' }],
  [MOONLIT, { path: '/localization?returnTo=%2Fcart', heading: 'Region and currency' }],
  [SUNBEAM, { path: '/localization', heading: 'Region and currency' }],
  [MOONLIT, { path: '/track', heading: 'Track your order' }],
  [SUNBEAM, { path: '/track', heading: 'Track your order' }],
  [MOONLIT, { path: '/track/recover', heading: 'Recover your order number' }],
  [SUNBEAM, { path: '/track/recover', heading: 'Recover your order number' }],
  [MOONLIT, { path: '/404', heading: 'Page not found', status: 404 }],
  [SUNBEAM, { path: '/404', heading: 'Page not found', status: 404 }],
  [MOONLIT, { path: '/no/such/page', heading: 'Page not found', status: 404 }],
  [SUNBEAM, { path: '/no/such/page', heading: 'Page not found', status: 404 }],
  [MOONLIT, { path: '/listing-not-found', heading: 'Listing not found', status: 404 }],
  [SUNBEAM, { path: '/listing-not-found', heading: 'Listing not found', status: 404 }],
  [MOONLIT, { path: '/about', heading: 'About Moonlit Supply' }],
  [SUNBEAM, { path: '/about', heading: 'Page not found', status: 404 }],
  [MOONLIT, { path: '/contact', heading: 'Contact Us' }],
  [SUNBEAM, { path: '/contact', heading: 'Contact Us' }],
  [MOONLIT, { path: '/contact-success', heading: 'Your message has been sent.' }],
  [SUNBEAM, { path: '/contact-success', heading: 'Your message has been sent.' }],
  [MOONLIT, { path: '/support', heading: 'How can we help?' }],
  [MOONLIT, { path: '/live-chat', heading: 'Live chat' }],
  [MOONLIT, { path: '/size-guide', heading: 'Size guide' }],
  ...SUPPORT_ARTICLES.map((slug): [string | null, RouteCase] => [MOONLIT, { path: `/support/${slug}`, heading: /\S/ }]),
]

test.describe('every route of the spec, with axe at 390 and 1280 px', () => {
  // A route is four steps at each of two widths (load, hydration, the heading, an axe scan):
  // 13–27 s on a busy two-core CI machine, past Playwright's 30 s default at its peaks.
  test.describe.configure({ timeout: 60_000 })
  for (const [store, route] of SHARED_ROUTES) {
    test(`${store ?? 'moonlit'} ${route.path}`, async ({ page }) => {
      await visit(page, store, route)
    })
  }

  test('sunbeam sends the support area and live chat home', async ({ page }) => {
    for (const path of ['/support', `/support/${SUPPORT_ARTICLES[0]}`, '/live-chat']) {
      await page.goto(storeUrl(SUNBEAM, path))
      await expect(page, path).toHaveURL(storeUrl(SUNBEAM, '/'))
    }
  })

  test('a public store sends /login home', async ({ page }) => {
    for (const store of [MOONLIT, SUNBEAM]) {
      await page.goto(storeUrl(store, '/login'))
      await expect(page).toHaveURL(storeUrl(store, '/'))
    }
  })

  test('the express checkout with an empty cart goes to the cart', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/checkout/express?method=afterpay'))
    await expect(page).toHaveURL(storeUrl(MOONLIT, '/cart'))
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible()
  })

  test('a checkout opens by its id, before any payment', async ({ page, request }) => {
    const id = await openCheckout(request, 'phases-of-the-moon')
    await page.setViewportSize(DESKTOP)
    await page.goto(storeUrl(MOONLIT, `/checkout/${id}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Phases of the Moon')
    await hydrated(page)
    await expectNoAxeViolations(page)
    await page.setViewportSize(PHONE)
    await expectNoAxeViolations(page)
  })

  test('/checkout-complete/{cartId} lands on the thank-you page', async ({ page }) => {
    await page.goto(storeUrl(MOONLIT, '/checkout-complete/no-such-cart'))
    await expect(page).toHaveURL(/\/thankyou/)
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible()
  })

  test('the newsletter form posts EMAIL to the theme’s service in a new tab', async ({ page, context }) => {
    let posted = ''
    await context.route('https://newsletter.example.com/**', async (route) => {
      posted = route.request().postData() ?? ''
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Subscribed</title><p>Subscribed</p>' })
    })
    await page.goto(storeUrl(MOONLIT, '/'))
    await hydrated(page)
    const footer = page.getByRole('contentinfo')
    await footer.getByLabel('Email').fill('night-owl@example.com')
    const [tab] = await Promise.all([context.waitForEvent('page'), footer.getByRole('button', { name: /Subscribe/ }).click()])
    await tab.waitForLoadState()
    expect(tab.url()).toBe('https://newsletter.example.com/moonlit/subscribe')
    expect(new URLSearchParams(posted).get('EMAIL')).toBe('night-owl@example.com')
  })
})

test.describe('store owner modes across the routes', () => {
  test('the gated store opens after its access code, and its login is centred', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(storeUrl('vault', '/apparel'))
    await expect(page).toHaveURL(storeUrl('vault', '/login'))
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
    const field = await page.getByLabel('Access code').boundingBox()
    const centre = (box: { x: number; width: number } | null) => (box ? box.x + box.width / 2 : Number.NaN)
    expect(Math.abs(centre(heading) - DESKTOP.width / 2)).toBeLessThan(2)
    expect(Math.abs(centre(field) - DESKTOP.width / 2)).toBeLessThan(2)
    await expectNoAxeViolations(page)
    await page.setViewportSize(PHONE)
    await expectNoAxeViolations(page)
    await page.getByLabel('Access code').fill('letmein')
    await page.getByRole('button', { name: 'Enter store' }).click()
    await expect(page.getByRole('banner')).toContainText('The Vault')
    await page.goto(storeUrl('vault', '/terms-of-use'))
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible()
  })

  test('on a phone the preview badge sits above the header and covers nothing', async ({ page }) => {
    // The link comes from the real CLI, which reads the store's key from D1 through wrangler.
    test.setTimeout(60_000)
    await page.setViewportSize(PHONE)
    await page.goto(previewLink('moonlit'))
    const badge = page.getByRole('complementary', { name: 'Preview' })
    await expect(badge).toBeVisible()
    const header = page.getByRole('banner')
    const badgeBox = await badge.boundingBox()
    const headerBox = await header.boundingBox()
    expect(badgeBox && headerBox && badgeBox.y + badgeBox.height <= headerBox.y).toBe(true)
    // Still true once scrolled: the bar scrolls away with the page instead of floating over it.
    await page.mouse.wheel(0, 600)
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await page.goto(storeUrl('moonlit', '/listing/night-shift-supporters-tee'))
    await expect(page.getByRole('heading', { level: 1, name: 'Night Shift Supporters Tee' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('support tables on a phone', () => {
  for (const slug of ['shipping-costs', 'shipping-time-frames']) {
    test(`/support/${slug} fits every column in 390 px`, async ({ page }) => {
      await page.setViewportSize(PHONE)
      await page.goto(storeUrl(MOONLIT, `/support/${slug}`))
      const table = page.locator('.support-table').first()
      const cells = table.locator('td')
      for (const cell of await cells.all()) {
        const box = await cell.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true)
      }
      await expectNoAxeViolations(page)
    })
  }
})
