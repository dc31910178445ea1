import { hydrated } from '../support/e2e/checkout-journey'
import { previewLink } from '../support/e2e/content-helpers'
import { expect, expectNoAxeViolations, test } from '../support/e2e/fixtures'

/**
 * Store-owner preview links, opened as a creator opens one: the link `npm run preview-link`
 * prints, pasted into the address bar.
 */
test.describe('preview links', () => {
  // The link comes from the real CLI, which reads the store's key from D1 through wrangler
  // (tens of seconds on a loaded machine); the gated journey then logs in twice and reloads.
  test.setTimeout(90_000)

  test('a preview link on a gated store keeps its token through /login and opens the preview once the code is in', async ({ page }) => {
    await page.goto(previewLink('vault'))
    await expect(page).toHaveURL(/\/login#preview=/)
    await hydrated(page)
    await expectNoAxeViolations(page)
    // A wrong code first: the token must survive that too.
    await page.getByLabel('Access code').fill('not-the-code')
    await page.getByRole('button', { name: 'Enter store' }).click()
    await expect(page).toHaveURL(/\/login\?error=1#preview=/)
    await hydrated(page)
    await page.getByLabel('Access code').fill('letmein')
    await page.getByRole('button', { name: 'Enter store' }).click()
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
    await expect(page.getByRole('banner')).toContainText('The Vault')
    await expect(page).not.toHaveURL(/#preview=|\/login/)
    await hydrated(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })

  for (const store of ['moonlit', 'sunbeam']) {
    for (const width of [390, 1280]) {
      test(`a ${store} preview opens at the top of the page at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(previewLink(store))
        await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible()
        await hydrated(page)
        // After the frame in which a restored offset or a smooth scroll would show.
        const offset = await page.evaluate(
          () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)))),
        )
        expect(offset).toBe(0)
      })
    }
  }
})
