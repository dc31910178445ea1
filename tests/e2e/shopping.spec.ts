import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, storeUrl, test } from './fixtures'

/** Opens a page and waits until React has hydrated it, so clicks and choices are handled. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

/** The prices of the tiles in a list, as shown. */
async function tilePrices(page: Page, scope: string): Promise<string[]> {
  return page.locator(scope).getByRole('article').locator('.tile__price').allInnerTexts()
}

test.describe('themes', () => {
  test('Moonlit renders header 1, hero 2 with its search box, footer 1 and a paginated feed', async ({ page }) => {
    await open(page, storeUrl(null))
    await expect(page.getByRole('banner')).toHaveAttribute('data-template', '1')
    await expect(page.locator('.hero')).toHaveAttribute('data-template', '2')
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-template', '1')
    await expect(page.getByRole('heading', { level: 1, name: 'Made for the hours after dark' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('search')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Shop the New Moon Drop' })).toHaveAttribute('href', '/new-moon')
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toContainText('The New Moon Drop is live')
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible()
    await expect(page.locator('#featured-products').getByRole('heading', { name: 'Featured Products' })).toBeVisible()
    await expect(page.locator('#featured-products').getByRole('article')).toHaveCount(12)
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Cart, / })).toContainText('Cart · 0')
    await expect(page.getByRole('contentinfo').getByText('Powered by')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('Sunbeam renders header 2, hero 4, footer 2 and an infinite feed', async ({ page }) => {
    await open(page, storeUrl('sunbeam'))
    await expect(page.getByRole('banner')).toHaveAttribute('data-template', '2')
    await expect(page.locator('.hero')).toHaveAttribute('data-template', '4')
    await expect(page.getByRole('contentinfo')).toHaveAttribute('data-template', '2')
    await expect(page.getByRole('main').getByRole('search')).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
    const feed = page.locator('#featured-products').getByRole('article')
    await expect(feed).toHaveCount(12)
    await feed.last().scrollIntoViewIfNeeded()
    await expect(feed).not.toHaveCount(12)
    await expectNoAxeViolations(page)
  })

  test('a product tile cycles through its other images every second while hovered', async ({ page }) => {
    await page.clock.install()
    await open(page, storeUrl(null))
    const tile = page.locator('#featured-products').getByRole('article').first()
    const current = tile.locator('img.is-current')
    const first = await current.getAttribute('src')
    await tile.hover()
    await page.clock.runFor(1000)
    await expect(current).not.toHaveAttribute('src', first ?? '')
    const second = await current.getAttribute('src')
    await page.clock.runFor(1000)
    await expect(current).not.toHaveAttribute('src', second ?? '')
    await page.mouse.move(0, 0)
    await expect(current).toHaveAttribute('src', first ?? '')
  })

  test('the mobile menu opens as a dialog, traps focus and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, storeUrl(null))
    const menuButton = page.getByRole('button', { name: 'Open menu' })
    await menuButton.click()
    const dialog = page.getByRole('dialog', { name: 'Moonlit Supply' })
    await expect(dialog.getByRole('link', { name: 'Apparel' })).toBeVisible()
    for (let i = 0; i < 20; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(menuButton).toBeFocused()
  })
})

test.describe('search', () => {
  test('suggests up to 5 products, moves with the arrow keys and opens one with Enter', async ({ page }) => {
    await open(page, storeUrl(null, '/search'))
    await expect(page.getByRole('heading', { level: 1, name: 'Type keywords to search' })).toBeVisible()
    const box = page.getByRole('combobox', { name: 'Search' })
    await box.fill('mo')
    await expect(page.getByRole('listbox')).toBeHidden()
    await box.fill('moon')
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')
    await expect(options.first()).toBeVisible()
    expect(await options.count()).toBeLessThanOrEqual(5)
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await box.press('ArrowUp')
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
    const name = ((await options.nth(0).locator('.search-box__name').textContent()) ?? '').trim()
    await box.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('Enter without a suggestion shows the result grid; no match says so; Close goes home', async ({ page }) => {
    await open(page, storeUrl(null, '/search'))
    const box = page.getByRole('combobox', { name: 'Search' })
    await box.fill('hoodie')
    await box.press('Enter')
    await expect(page).toHaveURL(/searchterm=hoodie/)
    await expect(page.getByRole('heading', { level: 2, name: /results? for "hoodie"/ })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Hoodie/i)
    await expectNoAxeViolations(page)

    await page.getByRole('combobox', { name: 'Search' }).fill('xylophone')
    await page.getByRole('combobox', { name: 'Search' }).press('Enter')
    await expect(page.getByRole('heading', { name: 'No results for "xylophone"' })).toBeVisible()

    await page.getByRole('link', { name: 'Close' }).click()
    await expect(page).toHaveURL(storeUrl(null))
  })

  test('the hero search box on the home page suggests products', async ({ page }) => {
    await open(page, storeUrl(null))
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search the store' })
    await box.fill('tee')
    await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible()
  })
})

test.describe('listing', () => {
  test('colours and sizes change the address; sold-out sizes are disabled; a sold-out colour is out of stock', async ({ page }) => {
    await open(page, storeUrl(null, '/listing/midnight-hoodie'))
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Hoodie' })).toBeVisible()
    await expect(page.getByRole('group', { name: /Color/ })).toContainText('Midnight Navy')

    await page.getByRole('radio', { name: 'Charcoal' }).click()
    await expect(page.getByRole('radio', { name: 'Charcoal' })).toBeChecked()
    await expect(page).toHaveURL(/variation=\d+/)
    await expect(page.getByRole('radio', { name: 'XS (unavailable)' })).toBeDisabled()
    await page.getByRole('radio', { name: 'M', exact: true }).click()
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await expect(page).toHaveURL(/size=\d+/)
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled()

    await page.getByRole('radio', { name: 'Dusk Plum' }).click()
    await expect(page.getByRole('button', { name: 'Out of stock' })).toBeDisabled()
    await expectNoAxeViolations(page)
  })

  test('adding to the cart opens the confirmation and updates the header count', async ({ page }) => {
    await open(page, storeUrl(null, '/listing/midnight-hoodie'))
    await page.getByRole('radio', { name: 'Heather Grey' }).click()
    await expect(page.getByRole('radio', { name: 'Heather Grey' })).toBeChecked()
    await page.getByRole('radio', { name: 'L', exact: true }).click()
    await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked()
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const dialog = page.getByRole('dialog', { name: '2 item(s) added to my cart' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('Heather Grey')
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toContainText('Cart · 2')
    await dialog.getByRole('button', { name: 'Continue shopping' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the quantity list ends in 10+, which switches to a number field', async ({ page }) => {
    await open(page, storeUrl(null, '/listing/midnight-hoodie'))
    await page.getByLabel('Quantity').selectOption('10')
    const field = page.getByRole('spinbutton', { name: 'Quantity' })
    await expect(field).toBeFocused()
    await field.fill('1000')
    await expect(field).toHaveValue('10')
    await field.fill('')
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
  })

  test('the size chart opens in inches and switches to centimetres', async ({ page }) => {
    await open(page, storeUrl(null, '/listing/midnight-hoodie'))
    await page.getByRole('button', { name: 'Size chart' }).click()
    const dialog = page.getByRole('dialog', { name: 'Size chart' })
    await expect(dialog.getByRole('table')).toBeVisible()
    const firstCell = dialog.getByRole('cell').first()
    const inches = (await firstCell.textContent()) ?? ''
    await dialog.getByRole('radio', { name: 'Centimeters' }).click()
    await expect(firstCell).not.toHaveText(inches)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a pre-order listing collects the address in the pre-order form', async ({ page }) => {
    await open(page, storeUrl(null, '/listing/total-eclipse-hoodie'))
    await page.getByRole('button', { name: 'Pre-order', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Pre-order' })
    const submit = dialog.getByRole('button', { name: 'Pre-order', exact: true })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await dialog.getByLabel('Email').fill('ada@example.com')
    await dialog.getByLabel('Full name').fill('Ada Lovelace')
    await dialog.getByLabel('Street', { exact: true }).fill('1 Market St')
    await dialog.getByLabel('City').fill('San Francisco')
    await dialog.getByLabel('State').selectOption('CA')
    await dialog.getByLabel('Zip').fill('9410')
    await expect(dialog.getByText('Please enter a 5-digit zip')).toBeVisible()
    await dialog.getByLabel('Country').selectOption('CA')
    await expect(dialog.getByLabel('Region*')).toBeVisible()
    await dialog.getByLabel('Region*').fill('Ontario')
    await dialog.getByLabel('Zip').fill('94105')
    await submit.click()
    await expect(dialog.getByText("Thanks! We'll be in touch as soon as it's ready.")).toBeVisible()
  })

  test('a digital product has no sizes and says how it is delivered; an NFT shows how many are left', async ({ page }) => {
    await open(page, storeUrl(null, '/listing/constellation-wallpaper-pack'))
    await expect(page.getByRole('group', { name: /Size/ })).toHaveCount(0)
    await expect(page.getByText("Instant download: you'll get a download link once your order is processed.")).toBeVisible()
    await open(page, storeUrl(null, '/listing/moonlit-genesis-pass'))
    await expect(page.getByText(/^\d+ left$/)).toBeVisible()
  })

  test('an unknown listing shows Listing not found with status 404', async ({ page }) => {
    const response = await page.goto(storeUrl(null, '/listing/no-such-listing'))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible()
  })

  test('a listing also answers at /{listing-slug}', async ({ page }) => {
    await open(page, storeUrl(null, '/midnight-hoodie'))
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Hoodie' })).toBeVisible()
  })
})

test.describe('collections and pagination', () => {
  test('the home feed pages through 12 products at a time', async ({ page }) => {
    await open(page, storeUrl(null))
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    const prices = page.locator('#featured-products .tile__price')
    const first = await prices.allInnerTexts()
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
    const names = await page.locator('#featured-products').getByRole('heading', { level: 3 }).allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.length).toBeLessThanOrEqual(12)
    await pagination.getByRole('link', { name: 'First' }).click()
    await expect(page).not.toHaveURL(/page=/)
    await expect(prices).toHaveText(first)
  })

  test('a nested collection page lists its products under its name', async ({ page }) => {
    await open(page, storeUrl(null, '/apparel/hoodies'))
    await expect(page.getByRole('heading', { level: 1, name: 'Hoodies & Sweats' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Apparel' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test.describe('localization', () => {
  test('switching the currency to EUR re-prices the home page', async ({ page }) => {
    await open(page, storeUrl(null))
    const before = await tilePrices(page, '#featured-products')
    expect(before[0]).toContain('$')
    await page.getByRole('button', { name: /Change shipping region and currency/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Region and currency' })
    await dialog.getByLabel('Currency').selectOption('EUR')
    await dialog.getByLabel('Shipping region').selectOption('EU')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByRole('button', { name: /Change shipping region and currency/ })).toContainText('EU · EUR')
    const after = await tilePrices(page, '#featured-products')
    expect(after[0]).toContain('€')
    expect(after).not.toEqual(before)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'buyerLocalization')
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toMatchObject({ buyer_currency: 'EUR', buyer_region: 'EU' })
    expect(await page.evaluate(() => localStorage.getItem('buyerLocalization'))).toContain('EUR')
  })

  test('Cancel closes the modal and keeps the choice', async ({ page }) => {
    await open(page, storeUrl(null))
    await page.getByRole('button', { name: /Change shipping region and currency/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Region and currency' })
    await dialog.getByLabel('Currency').selectOption('GBP')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: /Change shipping region and currency/ })).toContainText('USA · USD')
  })
})
