import { readFile } from 'node:fs/promises'
import { SLOW, checkoutFromCart, expectThankYou, fillAddress, fillCart, payByCard } from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * A digital product's instant download: bought on the moonlit store, its Download link is on
 * the thank-you page at once and hands over the artwork as an SVG file.
 */

const WALLPAPERS = { slug: 'constellation-wallpaper-pack', color: 'Night Sky', size: 'Digital', quantity: 1 }

test.describe('digital downloads', () => {
  test.describe.configure({ timeout: 90_000 })

  test('the thank-you page of a digital order has a Download link that saves the artwork as an SVG', async ({ page, context, browser }) => {
    await fillCart(page, context, [WALLPAPERS])
    await checkoutFromCart(page)
    await fillAddress(page)
    await payByCard(page, '4242 4242 4242 4242')
    const orderNumber = await expectThankYou(page)

    const downloads = page.getByRole('region', { name: 'Your downloads' })
    await expect(downloads).toContainText('work for 60 days')
    const link = downloads.getByRole('link', { name: 'Download Constellation Wallpaper Pack (Night Sky, Digital)' })
    await expect(link).toBeVisible(SLOW)

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('constellation-wallpaper-pack-night-sky.svg')
    const file = await readFile((await download.path()) ?? '', 'utf8')
    expect(file).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*width="1080" height="1920"/)
    expect(file).toContain('>Constellations</text>')

    const response = await page.request.get((await link.getAttribute('href')) ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
    expect(response.headers()['content-disposition']).toBe('attachment; filename="constellation-wallpaper-pack-night-sky.svg"')

    // The order number alone, in another browser (a shared link, the track form), shows no link.
    const elsewhere = await browser.newContext()
    try {
      const shared = await elsewhere.newPage()
      await shared.goto(storeUrl(null, `/thankyou?orderNumber=${orderNumber}`))
      await expect(shared.getByText(`Order number: ${orderNumber}`)).toBeVisible(SLOW)
      await expect(shared.getByRole('link', { name: /^Download/ })).toHaveCount(0)
    } finally {
      await elsewhere.close()
    }
  })
})
