import type { Page, Request } from '@playwright/test'
import { ATTACKER_HOST, HOSTILE_CSS_MARKER, HOSTILE_SLUG } from '../support/fixtures/hostile-store'
import { hydrated, SLOW } from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Issue 12's probe in a real browser, in a store whose merchant account an attacker holds
 * (tests/support/fixtures/hostile-store.ts: custom CSS that reads typed values out through url(),
 * a font stylesheet on the attacker's host, three analytics pixels). Every page of the test
 * is also watched for CSP violations (fixtures.ts): CSS the sanitizer let through and the
 * CSP then had to block fails the test too.
 */

const PIXEL_HOSTS = /googletagmanager\.com|google-analytics\.com|facebook\.(net|com)|apis\.google\.com/

/**
 * Requests that would carry something off to the attacker's host, as they leave: all the
 * hostile CSS and font sheet would load is under /leak/. (The store's logo is there too;
 * its pages leave it out, see the last test.)
 */
function attackerRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.hostname.endsWith(ATTACKER_HOST) && url.pathname.startsWith('/leak/')) seen.push(request.url())
  })
  return seen
}

/** The text of every <style> element and the href of every stylesheet link on the page. */
function pageStyles(page: Page): Promise<{ styles: string; links: string[] }> {
  return page.evaluate(() => ({
    styles: [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n'),
    links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  }))
}

async function addTeeToCart(page: Page) {
  await page.goto(storeUrl(HOSTILE_SLUG, '/listing/day-tee'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('dialog', { name: '1 item(s) added to my cart' }).getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/cart$/, SLOW)
  await hydrated(page)
}

test.describe('a store in an attacker’s hands', () => {
  test('its checkout, reached by the Checkout button, is a new document without its CSS, fonts or pixels', async ({ page }) => {
    const leaks = attackerRequests(page)
    const pixelsLoaded = page.waitForRequest((request) => PIXEL_HOSTS.test(request.url()), SLOW)
    await addTeeToCart(page)
    // The store's own pages wear its CSS and load its pixels: the rest of the test is not vacuous.
    expect((await pageStyles(page)).styles).toContain(HOSTILE_CSS_MARKER)
    await pixelsLoaded

    const pixelsAfter: string[] = []
    const checkoutDocument = page.waitForResponse(
      (response) => /\/checkout\/ck_/.test(response.url()) && response.request().resourceType() === 'document',
      SLOW,
    )
    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    const response = await checkoutDocument
    page.on('request', (request) => {
      if (PIXEL_HOSTS.test(request.url())) pixelsAfter.push(request.url())
    })
    await expect(page).toHaveURL(/\/checkout\/ck_/, SLOW)
    await hydrated(page)

    // A document of its own: the navigation that made it is the checkout's URL.
    const navigation = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '')
    expect(navigation).toMatch(/\/checkout\/ck_/)
    await expect(page.locator('html')).toHaveAttribute('data-document', 'checkout')

    const csp = response.headers()['content-security-policy'] ?? ''
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
    expect(scriptSrc).not.toContain('strict-dynamic')
    expect(/style-src ([^;]*)/.exec(csp)?.[1] ?? '').not.toMatch(/https:|fonts\./)
    expect(csp).not.toMatch(PIXEL_HOSTS)

    const { styles, links } = await pageStyles(page)
    expect(styles).not.toContain(HOSTILE_CSS_MARKER)
    expect(links.filter((href) => !href.startsWith(storeUrl(HOSTILE_SLUG, '/')))).toEqual([])

    // The shopper types their details: nothing reaches a pixel or the attacker.
    await page.getByRole('textbox', { name: 'Email' }).fill('ada.lovelace@example.com')
    await page.getByLabel('First name').fill('Ada')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada.lovelace@example.com')
    expect(pixelsAfter).toEqual([])
    expect(leaks).toEqual([])
  })

  test('its checkout under another spelling of the address (/Checkout/{id}) is the checkout, without pixels', async ({ page }) => {
    const pixelsLoaded = page.waitForRequest((request) => PIXEL_HOSTS.test(request.url()), SLOW)
    await addTeeToCart(page)
    // The store's own pages load its pixels: the rest of the test is not vacuous.
    await pixelsLoaded
    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    await expect(page).toHaveURL(/\/checkout\/ck_/, SLOW)
    // Settled first: a visit started while the checkout still loads would cut it off.
    await hydrated(page)
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? ''

    // From here on every pixel, and the code that would load them, is stopped and counted.
    const pixelRequests: string[] = []
    await page.route(PIXEL_HOSTS, (route) => {
      pixelRequests.push(route.request().url())
      return route.abort()
    })
    page.on('request', (request) => {
      if (/\/assets\/load-pixels-/.test(request.url())) pixelRequests.push(request.url())
    })
    const landedOn: string[] = []
    for (const spelling of [`/Checkout/${id}`, `/CHECKOUT/${id}/`, `//checkout//${id}`]) {
      await page.goto(storeUrl(HOSTILE_SLUG, `${spelling}?utm_source=mail`), { waitUntil: 'domcontentloaded' })
      await hydrated(page)
      // The page's analytics decide once it is idle after hydrating (client/analytics/boot.ts): past that moment here.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })))
      const url = new URL(page.url())
      landedOn.push(`${url.pathname}${url.search} ${await page.locator('html').getAttribute('data-document')}`)
    }
    expect(pixelRequests).toEqual([])
    // Each spelling was sent on to the checkout's own address, its campaign tag kept, and is the checkout document.
    expect(landedOn).toEqual(Array(3).fill(`/checkout/${id}?utm_source=mail checkout`))
    await page.getByRole('textbox', { name: 'Email' }).fill('ada.lovelace@example.com')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('ada.lovelace@example.com')
    expect(pixelRequests).toEqual([])
  })

  test('its CSS and font sheet make no request while a shopper types into its forms', async ({ page }) => {
    const leaks = attackerRequests(page)
    const typed = 'aaa.attack@example.com'

    await page.goto(storeUrl(HOSTILE_SLUG, '/contact'))
    await hydrated(page)
    expect((await pageStyles(page)).styles).toContain(HOSTILE_CSS_MARKER)
    expect((await pageStyles(page)).links.filter((href) => href.includes(ATTACKER_HOST))).toEqual([])
    await page.getByLabel('Order number').fill('aaaa')
    await page.getByLabel('Email', { exact: true }).first().fill(typed)
    await page.getByLabel('Full name').fill('Aaaa Aaaa')
    await page.getByLabel('Message').fill('a'.repeat(20))
    await page.getByRole('textbox', { name: 'Email' }).last().fill(typed)

    await page.goto(storeUrl(HOSTILE_SLUG, '/search'))
    await hydrated(page)
    await page.getByRole('combobox', { name: 'Search' }).first().fill('aaa')

    // Let the browser lay out and paint what was typed: a leak would be a request by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(leaks).toEqual([])
  })

  test("its pages show images only from the store's own origins: not even its logo from the attacker's host", async ({ page }) => {
    const toAttacker: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).hostname.endsWith(ATTACKER_HOST)) toAttacker.push(request.url())
    })
    const response = await page.goto(storeUrl(HOSTILE_SLUG, '/'))
    const imageSources = /img-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? ''
    expect(imageSources).toContain("'self'")
    expect(imageSources).not.toContain(ATTACKER_HOST)
    await hydrated(page)
    await expect(page.getByRole('banner')).toBeVisible()
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(toAttacker).toEqual([])
  })
})
