import type { Page } from '@playwright/test'
import { SLOW } from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * ADRs 162, 163 and 164: the store's frame (header, footer, the notification, where consent is
 * asked), the home page below its hero and the listing's gallery and what is below its form
 * hydrate after the page. The server's HTML stays in
 * place and works meanwhile; their code is asked for only once the page has hydrated, and the
 * document is marked `data-hydrated` once they have hydrated too.
 */

const FRAME_CHUNK = /\/assets\/frame-(top|bottom)-[^/]+\.js$/
const BELOW_HERO_CHUNK = /\/assets\/below-hero-[^/]+\.js$/
const LISTING_LATER_CHUNK = /\/assets\/hydrated-later-[^/]+\.js$/

/** Holds the chunks `pattern` matches until `release`; notes when the page marked itself hydrated, on its clock. */
async function holdChunks(page: Page, pattern: RegExp): Promise<{ release: () => void; asked: () => string[] }> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.pageHydrated !== 'true') return
      ;(window as unknown as { pageHydratedAt: number }).pageHydratedAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-hydrated'] })
  })
  const asked: string[] = []
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    asked.push(new URL(route.request().url()).pathname)
    await released
    await route.continue()
  })
  return { release, asked: () => asked }
}

/** Whether each chunk `pattern` matches was first asked for after the page had hydrated, by the page's resource timings. */
async function askedAfterPageHydrated(page: Page, pattern: RegExp): Promise<boolean[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source)
    const hydratedAt = (window as unknown as { pageHydratedAt?: number }).pageHydratedAt ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((entry) => pattern.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime > hydratedAt)
  }, pattern.source)
}

/** Whether React has hydrated the element (it keeps its props on each node it has hydrated). */
function hydratedByReact(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))
}

const MIDNIGHT_TILE = 'main a[href="/listing/midnight-hoodie"]'

test.describe('The frame hydrates after the page', () => {
  test('the header, footer and the home below its hero are served in place, their code comes after the page hydrated, then they work', async ({
    page,
  }) => {
    const frame = await holdChunks(page, FRAME_CHUNK)
    await page.goto(storeUrl(null, '/'))
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true', SLOW)
    await expect.poll(() => frame.asked().length).toBe(2)
    // The server's header and footer, still there while their code is on its way.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apparel' }).first()).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')

    frame.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    expect(await askedAfterPageHydrated(page, FRAME_CHUNK)).toEqual([true, true])
    expect(await askedAfterPageHydrated(page, BELOW_HERO_CHUNK)).toEqual([true])
    // Hydrated, Cookie settings opens the settings on the page instead of following its link.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/')
  })

  test('a tile tapped before the frame has hydrated opens its listing once the frame’s code is in', async ({ page }) => {
    const frame = await holdChunks(page, FRAME_CHUNK)
    await page.goto(storeUrl(null, '/'))
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true', SLOW)
    // The tile is below the hero, which hydrates after the page too: tapped once it has.
    await expect.poll(() => hydratedByReact(page, MIDNIGHT_TILE), SLOW).toBe(true)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page
      .getByRole('main')
      .getByRole('link', { name: /Midnight Hoodie/ })
      .first()
      .click()
    frame.release()
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Hoodie' })).toBeVisible(SLOW)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    // Inside the app, not a document load, and the header is still there.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Apparel' }).first()).toBeVisible()
  })

  test('a tile tapped while the home below its hero waits for its code opens its listing as a link', async ({ page }) => {
    const belowHero = await holdChunks(page, BELOW_HERO_CHUNK)
    await page.goto(storeUrl(null, '/'))
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true', SLOW)
    await expect.poll(() => belowHero.asked().length).toBe(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Products' })).toBeVisible()
    expect(await hydratedByReact(page, MIDNIGHT_TILE)).toBe(false)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })

    // Its code still on the way, the tile is the server's link: the tap loads the listing.
    await page.locator(MIDNIGHT_TILE).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Hoodie' })).toBeVisible(SLOW)
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined()
    belowHero.release()
  })

  test('a listing’s size chart and details work as served while their code waits; Add to cart works at once and leaves the gallery in place', async ({
    page,
  }) => {
    const later = await holdChunks(page, LISTING_LATER_CHUNK)
    await page.goto(storeUrl(null, '/listing/midnight-hoodie'))
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true', SLOW)
    await expect.poll(() => later.asked().length).toBe(1)
    expect(await hydratedByReact(page, '.gallery__canvas')).toBe(false)

    // The size chart is the server's popover dialog, the details its <details>.
    await page.getByRole('button', { name: 'Size chart' }).click()
    const chart = page.getByRole('dialog', { name: 'Size chart' })
    await expect(chart.getByRole('table')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(chart).toBeHidden()
    await expect(page.getByText('Description', { exact: true })).toBeVisible()

    // The form hydrated with the page: the cart confirmation opens without the later code,
    // and the server's gallery stays where it is.
    const firstImage = page.locator('.gallery__stage').getByRole('img', { name: 'Midnight Hoodie, image 1' })
    await page.getByRole('radio', { name: 'M', exact: true }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const added = page.getByRole('dialog', { name: '1 item(s) added to my cart' })
    await expect(added).toBeVisible(SLOW)
    await added.getByRole('button', { name: 'Continue shopping' }).click()
    await expect(added).toBeHidden()
    await expect(firstImage).toBeVisible()
    expect(await hydratedByReact(page, '.gallery__canvas')).toBe(false)

    later.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    expect(await askedAfterPageHydrated(page, LISTING_LATER_CHUNK)).toEqual([true])
    // Hydrated, Next image moves the gallery in place.
    await page.locator('.gallery__stage').getByRole('link', { name: 'Next image' }).first().click()
    await expect(page.locator('.gallery__canvas').getByRole('img', { name: 'Midnight Hoodie, image 2' })).toBeVisible()
  })
})

test.describe('a router update while a later part waits for its code', () => {
  test('an arrow and a colour tapped before the gallery’s code is in keep the gallery on screen; then it hydrates', async ({ page }) => {
    const later = await holdChunks(page, LISTING_LATER_CHUNK)
    await page.goto(storeUrl(null, '/listing/midnight-hoodie'))
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true', SLOW)
    await expect.poll(() => later.asked().length).toBe(1)
    const stage = page.locator('.gallery__stage')

    // A hash link: React Router updates its location above the dehydrated gallery.
    await stage.getByRole('link', { name: 'Next image' }).first().click()
    await expect(page).toHaveURL(/#gallery-image-2$/)
    await expect(stage.getByRole('img', { name: 'Midnight Hoodie, image 2' })).toBeVisible()

    // Another colour remounts the gallery: the served one stays until the code is in.
    await page.getByRole('radio', { name: 'Charcoal' }).click()
    await expect(page.getByRole('radio', { name: 'Charcoal' })).toBeChecked()
    await expect(stage.getByRole('img', { name: /Midnight Hoodie, image \d/ }).first()).toBeVisible()
    expect(await hydratedByReact(page, '.gallery__canvas')).toBe(false)

    later.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await expect.poll(() => hydratedByReact(page, '.gallery__canvas')).toBe(true)
    await expect(page.locator('.gallery__canvas').getByRole('img', { name: /Midnight Hoodie, image \d/ })).toBeVisible()
    await expect(page.locator('[data-later-part] > .later-part')).toHaveCount(0)
  })
})

test.describe('a later part whose code could not be fetched', () => {
  test('the served HTML stays and nothing throws; back online, the part loads and hydrates', async ({ page, context }) => {
    let asked = 0
    await page.route(LISTING_LATER_CHUNK, (route) => {
      asked += 1
      return asked === 1 ? route.abort('internetdisconnected') : route.continue()
    })
    await page.goto(storeUrl(null, '/listing/midnight-hoodie'))
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true', SLOW)
    await expect.poll(() => asked).toBe(1)
    await expect(page.locator('.gallery__stage').getByRole('img', { name: 'Midnight Hoodie, image 1' })).toBeVisible()
    expect(await hydratedByReact(page, '.gallery__canvas')).toBe(false)

    await context.setOffline(true)
    await context.setOffline(false)
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    expect(asked).toBe(2)
    expect(await hydratedByReact(page, '.gallery__canvas')).toBe(true)
  })
})
