import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, storeUrl, test } from '../support/e2e/fixtures'

/**
 * A language at an address of its own (ADR 134), as a shopper meets it: the localization
 * modal leads to the chosen language's address, and links clicked from there stay in it.
 */

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** The modal's words in the page's language: its opener, title, language field and submit button. */
const MODAL = {
  en: [/Change shipping region and currency/, 'Region and currency', 'Language', 'Submit'],
  de: [/Versandregion und Währung ändern/, 'Region und Währung', 'Sprache', 'Übernehmen'],
} as const

async function chooseLanguage(page: Page, from: keyof typeof MODAL, language: string) {
  const [opener, title, field, submit] = MODAL[from]
  await page.getByRole('link', { name: opener }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await dialog.getByLabel(field).selectOption(language)
  await dialog.getByRole('button', { name: submit }).click()
}

test('switching to German in the modal arrives at /de, and clicking through the store stays in it', async ({ page }) => {
  await page.goto(storeUrl(null, '/listing/midnight-hoodie'))
  await hydrated(page)
  await chooseLanguage(page, 'en', 'de')
  await expect(page).toHaveURL(storeUrl(null, '/de/listing/midnight-hoodie'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await hydrated(page)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', storeUrl(null, '/de/listing/midnight-hoodie'))

  // By clicks, in the browser's router: home by the logo, then a product, then the cart.
  await page.getByRole('banner').getByRole('link').first().click()
  await expect(page).toHaveURL(storeUrl(null, '/de'))
  await page
    .getByRole('main')
    .getByRole('link', { name: /Midnight Hoodie/ })
    .first()
    .click()
  await expect(page).toHaveURL(storeUrl(null, '/de/listing/midnight-hoodie'))
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible()
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Warenkorb/ })
    .click()
  await expect(page).toHaveURL(storeUrl(null, '/de/cart'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('switching back to English in the modal arrives at the unprefixed address, the cookie agreeing', async ({ page }) => {
  await page.goto(storeUrl(null, '/de/cart'))
  await hydrated(page)
  await expectNoAxeViolations(page)
  await chooseLanguage(page, 'de', 'en')
  await expect(page).toHaveURL(storeUrl(null, '/cart'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const cookie = (await page.context().cookies()).find((c) => c.name === 'buyerLocalization')
  expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ buyer_locale: 'en' })
})

test('a shopper arriving at a French address from a search engine stays in French by clicks, whatever their cookie', async ({
  page,
  context,
}) => {
  const localization = { buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU', fulfillment_region: 'EU' }
  await context.addCookies([{ name: 'buyerLocalization', value: encodeURIComponent(JSON.stringify(localization)), url: storeUrl(null) }])
  await page.goto(storeUrl(null, '/fr'))
  await hydrated(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page
    .getByRole('main')
    .getByRole('link', { name: /Midnight Hoodie/ })
    .first()
    .click()
  await expect(page).toHaveURL(storeUrl(null, '/fr/listing/midnight-hoodie'))
  await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible()
})
