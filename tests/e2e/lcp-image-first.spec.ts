import type { Page } from '@playwright/test'
import { BOOT_CAP_MS } from '../../worker/render/boot-after-paint'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test.describe('the LCP image before the scripts (ADR 074)', () => {
  for (const { path, image } of [
    { path: '/', image: 'img.hero__cover' },
    { path: '/listing/midnight-hoodie', image: 'img.gallery__image' },
  ]) {
    test(`${path} on a phone asks for its first script only once its LCP image has arrived, then hydrates`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(storeUrl(null, path))
      await hydrated(page)
      const timing = await page.evaluate((selector) => {
        const src = (document.querySelector(selector) as HTMLImageElement).currentSrc
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        return {
          imageArrived: resources.find((entry) => entry.name === src)?.responseEnd ?? null,
          firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        }
      }, image)
      expect(timing.scripts).toBeGreaterThan(0)
      expect(timing.imageArrived).not.toBeNull()
      expect(timing.firstScriptAsked).toBeGreaterThanOrEqual(timing.imageArrived ?? Number.POSITIVE_INFINITY)
    })
  }

  test('a first-screen image that never arrives holds hydration back by the cap only; the page then works', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // Every product image hangs: the browser neither loads nor fails it.
    await page.route('**/mockups/**', () => undefined)
    await page.goto(storeUrl(null, '/'), { waitUntil: 'commit' })
    await hydrated(page)
    // The cap counts from the first paint the shopper saw, not from the end of the HTML: a
    // late first frame must not let the scripts take the connection before anything is shown.
    const { firstPaint, firstScriptAsked } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const scripts = resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      return {
        firstPaint: Math.min(...performance.getEntriesByType('paint').map((entry) => entry.startTime)),
        firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      }
    })
    expect(firstScriptAsked).toBeGreaterThanOrEqual(firstPaint + BOOT_CAP_MS)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.locator('header a[href="/cart"]').first().click()
    await expect(page).toHaveURL(/\/cart$/)
    // The browser router took the click: the same document, not a page load.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })
})
