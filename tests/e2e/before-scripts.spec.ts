import type { BrowserContext, Page } from '@playwright/test'
import { cartCookieName, parseCartCookie } from '../../domain/cart-cookie'
import { HOODIE, SLOW } from '../support/e2e/checkout-journey'
import { expect, expectNoAxeViolations, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Issue 32, item 2: a shopper's form works from the first byte. Add to cart is a real form
 * the worker answers (the listing route's action), so a tap before the scripts have arrived,
 * or with scripts off, adds the line once and says so; a refused post says why and keeps
 * what was picked.
 */

const HOODIE_TITLE = 'Midnight Hoodie'

/** How long a slow phone's network takes to bring the scripts, at the least (issue 32). */
const SCRIPTS_DELAY_MS = 3_000

/**
 * Holds every script of the build back, as a slow phone's network would: each one is answered
 * 3 s after it was asked for, and not before `release` is called, so what a test does before
 * `release` happens before the scripts, however slow the machine.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void>; held: () => number }> {
  let held = 0
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  let isReleased = false
  await page.route(/\/assets\/[^/]+\.js(\?.*)?$/, async (route) => {
    const delay = new Promise((resolve) => setTimeout(resolve, SCRIPTS_DELAY_MS))
    if (!isReleased) held += 1
    await Promise.all([delay, released])
    await route.continue()
  })
  return {
    held: () => held,
    release: async () => {
      isReleased = true
      open()
    },
  }
}

/**
 * The cart cookie's quantities by sku, read without leaving the page: the store's id comes
 * from the open page's shell, where `storeId()` would open /404 in it (and a test that goes
 * on with that page would find "Page not found").
 */
async function cartLines(context: BrowserContext, page: Page): Promise<Record<string, number>> {
  const shell = JSON.parse((await page.locator('#__shell').textContent()) ?? '{}') as { store: { id: number } }
  const name = cartCookieName(shell.store.id)
  const cookie = (await context.cookies()).find((candidate) => candidate.name === name)
  const cart = parseCartCookie(cookie?.value)
  return Object.fromEntries(Object.values(cart?.items ?? {}).map((entry) => [entry.sku, entry.quantity]))
}

/** Home → Apparel → the hoodie's tile: arriving at the listing as a shopper does. */
async function openHoodie(page: Page): Promise<void> {
  await page.goto(storeUrl(null, '/'))
  await page.getByRole('banner').getByRole('link', { name: 'Apparel' }).first().click()
  await page
    .getByRole('link', { name: new RegExp(HOODIE_TITLE) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: HOODIE_TITLE })).toBeVisible(SLOW)
}

// Each test is several full document loads the worker renders (no client navigation without
// scripts), or waits for scripts held back: on a busy 2-core machine that is 30-45 s.
test.describe('Add to cart before the scripts', () => {
  test.beforeEach(() => test.setTimeout(60_000))
  test('a tap while the scripts are still on their way adds the hoodie once and confirms it', async ({ page, context }) => {
    const scripts = await holdScripts(page)
    await page.goto(storeUrl(null, `/listing/${HOODIE}`), { waitUntil: 'commit' })
    await expect(page.getByRole('heading', { level: 1, name: HOODIE_TITLE })).toBeVisible()
    await page.getByRole('radio', { name: 'L', exact: true }).check()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    // The worker answered the form: the same listing, the size picked, the confirmation.
    await expect(page.getByRole('status').filter({ hasText: '1 item(s) added to my cart' })).toBeVisible(SLOW)
    await expect(page.getByRole('radio', { name: 'L', exact: true })).toBeChecked()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
    expect(scripts.held()).toBeGreaterThan(0)

    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
    // axe runs in the page, so here, with scripts: the confirmation as the worker rendered it.
    await expectNoAxeViolations(page)
    await page.getByRole('status').getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/cart$/, SLOW)
    await expect(page.getByRole('button', { name: `Remove ${HOODIE_TITLE} from your cart` })).toBeVisible(SLOW)
    expect(Object.values(await cartLines(context, page))).toEqual([1])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(() => test.setTimeout(60_000))

  test('a shopper picks a colour, a size and two, adds them, and the cart has them', async ({ page, context }) => {
    await openHoodie(page)
    await page.getByRole('radio', { name: 'M', exact: true }).check()
    await page.getByLabel('Quantity').selectOption('2')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: '2 item(s) added to my cart' })).toBeVisible(SLOW)
    await expect(page).toHaveURL(/[?&]added=2\b/)

    // Once more: the quantity joins the line, and a reload of the confirmation posts nothing again.
    await page.getByRole('radio', { name: 'M', exact: true }).check()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('status').filter({ hasText: '1 item(s) added to my cart' })).toBeVisible(SLOW)
    await page.reload()
    await page.getByRole('status').getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/cart$/, SLOW)
    await expect(page.getByRole('button', { name: `Remove ${HOODIE_TITLE} from your cart` })).toBeVisible()
    expect(Object.values(await cartLines(context, page))).toEqual([3])
  })

  test('in the cart, a line’s quantity changes with Apply and Remove takes the line out', async ({ page, context }) => {
    await openHoodie(page)
    await page.getByRole('radio', { name: 'S', exact: true }).check()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('status').getByRole('link', { name: 'View cart' }).click()
    await expect(page).toHaveURL(/\/cart$/, SLOW)
    await page.getByRole('combobox', { name: `Change the quantity of ${HOODIE_TITLE}` }).selectOption('4')
    await page.getByRole('button', { name: `Change the quantity of ${HOODIE_TITLE}` }).click()
    await expect(page.getByRole('combobox', { name: `Change the quantity of ${HOODIE_TITLE}` })).toHaveValue('4', SLOW)
    expect(Object.values(await cartLines(context, page))).toEqual([4])
    await page.goto(storeUrl(null, '/cart'))
    await page.getByRole('button', { name: `Remove ${HOODIE_TITLE} from your cart` }).click()
    await expect(page.getByText('Your cart is empty.')).toBeVisible(SLOW)
    expect(await cartLines(context, page)).toEqual({})
  })

  test('a size the colour does not have is refused with the listing’s words, and the cart keeps what it had', async ({ page, context }) => {
    await openHoodie(page)
    const form = page.locator('form.listing-form')
    // A crafted post: a size id of no colour of this listing.
    await form.evaluate((element) => {
      const size = element.querySelector<HTMLInputElement>('input[name="size"]:checked')
      if (size) size.value = '987654'
    })
    await page.getByLabel('Quantity').selectOption('3')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Select a size' })).toBeVisible(SLOW)
    // The form shows again as it was sent: the quantity typed is still there.
    await expect(page.getByLabel('Quantity')).toHaveValue('3')
    expect(await cartLines(context, page)).toEqual({})
  })
})

test('the worker refuses a form another site posts, and a body that is not a selection', async ({ page, request }) => {
  await page.goto(storeUrl(null, `/listing/${HOODIE}`))
  const url = storeUrl(null, `/listing/${HOODIE}`)
  const crossSite = await request.post(url, {
    form: { product: '1', color: '1', size: '1' },
    headers: { origin: 'https://attacker.example' },
  })
  expect(crossSite.status()).toBe(403)
  expect(crossSite.headers()['set-cookie']).toBeUndefined()
  const origin = new URL(url).origin
  const garbage = await request.post(url, { form: { product: '1e3', color: '-2', quantity: '5000' }, headers: { origin }, maxRedirects: 0 })
  expect(garbage.status()).toBe(400)
  expect(await garbage.text()).toContain('Something went wrong. Please try again.')
  expect(garbage.headers()['set-cookie']).toBeUndefined()
})

test.describe('the menu before the scripts', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  test.beforeEach(() => test.setTimeout(60_000))

  test('a tap on the menu at DOMContentLoaded opens it once, and it stays open as the scripts take over', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto(storeUrl(null, '/'), { waitUntil: 'domcontentloaded' })
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.click()
    const menu = page.getByRole('dialog', { name: 'Moonlit Supply' })
    await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()

    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    // Hydration neither closed it nor opened it again: the one tap, still open, still modal.
    await expect(menu.getByRole('link', { name: 'Apparel' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(opener).toBeFocused()
    // Once hydrated, a link in it is followed in the page and closes it.
    await opener.click()
    await menu.getByRole('link', { name: 'Apparel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible(SLOW)
    await expect(menu).toBeHidden()
  })
})

/**
 * The hoodie in L added on its listing and View cart, with the scripts held back: the cart as
 * the worker rendered it, at DOMContentLoaded. Answers how many times the cart's form was posted.
 */
async function cartBeforeScripts(page: Page): Promise<() => number> {
  let posts = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/cart') posts += 1
  })
  await page.goto(storeUrl(null, `/listing/${HOODIE}`), { waitUntil: 'commit' })
  await page.getByRole('radio', { name: 'L', exact: true }).check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByRole('status').getByRole('link', { name: 'View cart' }).click()
  await page.waitForURL(/\/cart$/, { waitUntil: 'domcontentloaded' })
  return () => posts
}

const QUANTITY = `Change the quantity of ${HOODIE_TITLE}`

test.describe('the cart before the scripts', () => {
  test.beforeEach(() => test.setTimeout(60_000))

  test('a quantity changed and applied at DOMContentLoaded is applied once, and the hydrated cart changes it again', async ({
    page,
    context,
  }) => {
    const scripts = await holdScripts(page)
    const posts = await cartBeforeScripts(page)
    await page.getByRole('combobox', { name: QUANTITY }).selectOption('3')
    await page.getByRole('button', { name: QUANTITY }).click()
    // The worker's answer: the cart again, its line at 3 (a count only the server's render can show yet).
    await expect(page.getByRole('list', { name: '3 items' })).toBeVisible(SLOW)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
    expect(scripts.held()).toBeGreaterThan(0)
    expect(Object.values(await cartLines(context, page))).toEqual([3])

    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0)
    // Hydrated, the select applies as it is picked: Apply is gone and nothing more is posted.
    await expect(page.getByRole('button', { name: QUANTITY })).toBeHidden()
    expect(Object.values(await cartLines(context, page))).toEqual([3])
    await page.getByRole('combobox', { name: QUANTITY }).selectOption('5')
    await expect(page.getByRole('list', { name: '5 items' })).toBeVisible(SLOW)
    await expect.poll(async () => Object.values(await cartLines(context, page)), SLOW).toEqual([5])
    expect(posts()).toBe(1)
  })

  test('a quantity picked before the scripts and not applied yet is applied once they hydrate the page', async ({ page, context }) => {
    const scripts = await holdScripts(page)
    const posts = await cartBeforeScripts(page)
    await page.getByRole('combobox', { name: QUANTITY }).selectOption('2')
    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await expect(page.getByRole('list', { name: '2 items' })).toBeVisible(SLOW)
    await expect.poll(async () => Object.values(await cartLines(context, page)), SLOW).toEqual([2])
    await expect(page.getByRole('combobox', { name: QUANTITY })).toHaveValue('2')
    expect(posts()).toBe(0)
  })

  test('a tap on Remove at DOMContentLoaded takes the line out once', async ({ page, context }) => {
    const scripts = await holdScripts(page)
    const posts = await cartBeforeScripts(page)
    await page.getByRole('button', { name: `Remove ${HOODIE_TITLE} from your cart` }).click()
    await expect(page.getByText('Your cart is empty.')).toBeVisible(SLOW)
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
    expect(await cartLines(context, page)).toEqual({})

    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, no items' })).toBeVisible()
    expect(await cartLines(context, page)).toEqual({})
    expect(posts()).toBe(1)
  })
})

test.describe("the listing's widgets before the scripts", () => {
  test.beforeEach(() => test.setTimeout(60_000))

  test('at DOMContentLoaded the size chart opens and the gallery shows image 2; hydration keeps both working', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto(storeUrl(null, `/listing/${HOODIE}`), { waitUntil: 'domcontentloaded' })
    const stage = page.locator('.gallery__stage')
    await stage.getByRole('link', { name: 'Next image' }).click()
    await expect(stage.getByRole('img', { name: `${HOODIE_TITLE}, image 2` })).toBeVisible()

    const dialog = page.getByRole('dialog', { name: 'Size chart' })
    await page.getByRole('button', { name: 'Size chart' }).click()
    await expect(dialog.getByRole('table')).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated ?? null)).toBeNull()
    expect(scripts.held()).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await page.getByRole('button', { name: 'Size chart' }).click()
    await expect(dialog.getByRole('table')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test("a tap on a pre-order listing's Pre-order at DOMContentLoaded opens the pre-order form", async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto(storeUrl(null, '/listing/total-eclipse-hoodie'), { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: 'Pre-order', exact: true }).click()
    await expect(page).toHaveURL(/\/listing\/total-eclipse-hoodie\/preorder\?/, SLOW)
    await expect(page.getByRole('main').getByLabel('Email')).toBeVisible()
    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
    await expectNoAxeViolations(page)
  })
})

test.describe('the localization choice before the scripts', () => {
  test.beforeEach(() => test.setTimeout(60_000))

  test('a tap on the footer’s region and currency at DOMContentLoaded opens the choice, which comes back in it', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto(storeUrl(null, '/'), { waitUntil: 'domcontentloaded' })
    await page.getByRole('banner').getByRole('link', { name: 'Apparel' }).first().click()
    await page.waitForURL(/\/apparel$/, { waitUntil: 'domcontentloaded' })
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Change shipping region and currency/ })
      .click()
    await expect(page).toHaveURL(/\/localization$/, SLOW)
    const main = page.getByRole('main')
    await main.getByLabel('Currency', { exact: true }).selectOption('EUR')
    await main.getByLabel('Shipping region', { exact: true }).selectOption('EU')
    expect(scripts.held()).toBeGreaterThan(0)
    await main.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/apparel$/, SLOW)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /Change shipping region and currency/ })).toContainText('EU · EUR')
    await scripts.release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
  })
})
