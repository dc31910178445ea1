import type { Page, Response } from '@playwright/test'
import { hydrated, SLOW } from '../../support/e2e/checkout-journey'
import { expect, test } from '../../support/e2e/fixtures'
import { providerUrl, referenceUrl, serverErrors } from '../../support/e2e/provider-fixtures'

/**
 * Issue 28 on a phone: the reference backend's product photos are 2,000 px JPEGs (made with
 * Sharp, tests/support/reference-backend/photos.ts); the storefront shows them through its image
 * route, so a 390 px Chromium downloads WebP renditions of about its own width, not the
 * originals, and nothing moves while they load.
 */

interface Downloaded {
  url: string
  type: string
  bytes: number
}

/** Every image the page downloads, with its type and size. */
function imagesOf(page: Page): Downloaded[] {
  const downloaded: Downloaded[] = []
  page.on('response', async (response: Response) => {
    if (response.request().resourceType() !== 'image') return
    const body = await response.body().catch(() => null)
    if (body) downloaded.push({ url: response.url(), type: response.headers()['content-type'] ?? '', bytes: body.length })
  })
  return downloaded
}

/** Sums the document's layout shifts not caused by the shopper's own input (its CLS) into `window.__cls`. */
function recordLayoutShifts(page: Page) {
  return page.addInitScript(() => {
    const scope = window as unknown as { __cls: number; __shifted: string[] }
    scope.__cls = 0
    scope.__shifted = []
    type Rect = { x: number; y: number; width: number; height: number }
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node?: Node | null; previousRect: Rect; currentRect: Rect }[] }
    const at = (rect: Rect) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as unknown as Shift[]) {
        if (shift.hadRecentInput) continue
        scope.__cls += shift.value
        // What moved, so a failure names it (the shift is load-dependent: seen once in CI).
        for (const { node, previousRect, currentRect } of shift.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement
          const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}` : 'a text node'
          scope.__shifted.push(`${name} ${at(previousRect)} → ${at(currentRect)} (viewport ${document.documentElement.clientWidth} wide)`)
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const cumulativeLayoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls)
const shiftedElements = (page: Page) => page.evaluate(() => (window as unknown as { __shifted: string[] }).__shifted)

/** Every image shown on the page has loaded (lazy ones once scrolled to; a tile's hidden ones wait for the pointer). */
async function allImagesLoaded(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => image.checkVisibility() && !(image.complete && image.naturalWidth > 0))
            .map((image) => image.currentSrc || image.src),
        ),
      SLOW,
    )
    .toEqual([])
}

// A phone, as Chromium emulates one: overlay scrollbars, so a page growing past the window
// while it loads does not narrow it (a desktop window's scrollbar would move the header).
test.use({ isMobile: true, viewport: { width: 390, height: 844 } })

test('a listing at 390 px downloads WebP renditions, at most a quarter of the photos’ own bytes, and nothing shifts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = serverErrors(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await recordLayoutShifts(page)
  await page.goto(providerUrl(null, '/'))
  await hydrated(page)
  // The home page's tiles are pictures of WebP renditions too.
  await expect(page.locator('.tile__media picture source[type="image/webp"]').first()).toBeAttached()

  const downloaded = imagesOf(page)
  await page
    .getByRole('link', { name: /Harbor Tee/ })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Harbor Tee' })).toBeVisible(SLOW)
  await allImagesLoaded(page)

  // Only the page's LCP image asks for high priority.
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
  await expect(page.locator('img[fetchpriority="high"]')).toHaveClass(/gallery__image/)

  const photos = downloaded.filter((image) => new URL(image.url).pathname.startsWith('/images/'))
  expect(photos.length).toBeGreaterThan(0)
  // Chromium gets WebP, and never a photo from the backend itself.
  for (const image of photos) expect(image.type).toBe('image/webp')
  expect(downloaded.filter((image) => image.url.startsWith(referenceUrl('/photos/')))).toEqual([])

  // What the same page would have cost with the originals: each photo it shows, whole.
  const originals = [...new Set(photos.map((image) => new URL(image.url).searchParams.get('src') ?? ''))]
  let originalBytes = 0
  for (const src of originals) {
    const original = await request.get(src)
    expect(original.headers()['content-type']).toBe('image/jpeg')
    originalBytes += (await original.body()).length
  }
  const downloadedBytes = photos.reduce((sum, image) => sum + image.bytes, 0)
  expect(originalBytes).toBeGreaterThan(originals.length * 200_000)
  test.info().annotations.push({
    type: 'image bytes',
    description: `${downloadedBytes} downloaded of ${originalBytes} original (${originals.length} photos)`,
  })
  expect(downloadedBytes).toBeLessThanOrEqual(originalBytes / 4)

  expect(await cumulativeLayoutShift(page), `shifted: ${(await shiftedElements(page)).join(', ')}`).toBe(0)
  expect(errors).toEqual([])
})

for (const width of [390, 1280]) {
  test(`at ${width} px a cart line shows its photo beside its title, as a WebP rendition`, async ({ page }) => {
    const errors = serverErrors(page)
    await page.setViewportSize({ width, height: 844 })
    await page.goto(providerUrl(null, '/listing/harbor-tee'))
    await hydrated(page)
    await page.getByRole('radio', { name: 'Navy' }).click()
    await page.getByRole('radio', { name: 'M', exact: true }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const added = page.getByRole('dialog', { name: '1 item(s) added to my cart' })
    await expect(added).toBeVisible()
    await added.getByRole('button', { name: 'Continue shopping' }).click()
    await page.getByRole('link', { name: /Cart/ }).first().click()
    const title = page.locator('.cart-line').getByRole('heading', { name: 'Harbor Tee' })
    await expect(title).toBeVisible(SLOW)

    // A <picture> lays out as its <img> alone: the photo is the line's first cell, the title beside it.
    const photo = page.locator('.cart-line img')
    await expect(photo).toHaveJSProperty('complete', true)
    expect(await photo.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(/^\/images\/\d+\/webp$/)
    const [photoBox, titleBox, lineBox] = await Promise.all([
      photo.boundingBox(),
      title.boundingBox(),
      page.locator('.cart-line').boundingBox(),
    ])
    if (!photoBox || !titleBox || !lineBox) throw new Error('the cart line is not laid out')
    expect(photoBox.x).toBeLessThanOrEqual(lineBox.x + 1)
    expect(titleBox.x).toBeGreaterThanOrEqual(photoBox.x + photoBox.width)
    expect(titleBox.y).toBeLessThan(photoBox.y + photoBox.height)
    expect(errors).toEqual([])
  })
}
