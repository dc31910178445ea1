import type { Page } from '@playwright/test'
import {
  checkoutFromCart,
  expectThankYou,
  fillAddress,
  fillCart,
  HOODIE,
  hydrated,
  payByCard,
  setStock,
  SLOW,
} from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * The cart's ways into checkout on the moonlit store, in a real Chromium without stubs:
 * the sandbox wallet, the express buttons and their auto-start, one checkout per cart,
 * the hosted checkout for a buyer in Canada, and the unavailable-items modal on the
 * listing page and for listings that answer with errors.
 */

const checkoutIdOf = (page: Page) => new URL(page.url()).pathname.split('/').pop() ?? ''

async function approveOnSandboxPage(page: Page, title: string) {
  await expect(page.getByRole('heading', { name: title })).toBeVisible(SLOW)
  await page.getByRole('button', { name: 'Approve' }).click()
}

test.describe('cart and express checkout', () => {
  test.describe.configure({ timeout: 90_000 })

  test('the cart offers Google Pay in Chromium, and the wallet pays through the sandbox to /thankyou', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await page.goto(storeUrl(null, '/cart'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Pay with Google Pay' }).click()
    // A new shopper has no address yet: the checkout opens on the wallet for it.
    await expect(page).toHaveURL(/\/checkout\/ck_[^?]+\?method=google-pay$/, SLOW)
    await hydrated(page)
    await fillAddress(page)
    await expect(page.getByRole('radio', { name: 'Google Pay' })).toBeChecked()
    await page.getByRole('button', { name: 'Pay with Google Pay' }).click()
    await approveOnSandboxPage(page, 'Pay with Google Pay')
    await expectThankYou(page)
  })

  for (const width of [390, 1280]) {
    test(`the Afterpay price message shows on the listing and in the cart, never at checkout, and only in USD (${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const message = page.getByText(/^or 4 interest-free payments of \$[\d.]+ with Afterpay$/)
      await page.goto(storeUrl(null, `/listing/${HOODIE}`))
      await hydrated(page)
      await expect(page.getByText('or 4 interest-free payments of $13.50 with Afterpay')).toBeVisible()

      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 2 }])
      await page.goto(storeUrl(null, '/cart'))
      await hydrated(page)
      await expect(page.getByRole('complementary').getByText('or 4 interest-free payments of $27.00 with Afterpay')).toBeVisible()

      await page.getByRole('button', { name: 'Checkout', exact: true }).click()
      await expect(page).toHaveURL(/\/checkout\/ck_/, SLOW)
      await hydrated(page)
      await expect(message).toHaveCount(0)

      // Priced in euros, the store does not offer Afterpay's payments.
      await page.goto(storeUrl(null, '/cart'))
      await hydrated(page)
      await page.getByRole('link', { name: /Change shipping region and currency/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Region and currency' })
      await dialog.getByLabel('Currency').selectOption('EUR', SLOW)
      await dialog.getByRole('button', { name: 'Submit' }).click()
      await expect(page.getByRole('complementary').getByText('€').first()).toBeVisible(SLOW)
      await expect(message).toHaveCount(0)
      await page.goto(storeUrl(null, `/listing/${HOODIE}`))
      await hydrated(page)
      await expect(page.locator('.listing__price')).toContainText('€')
      await expect(message).toHaveCount(0)
    })
  }

  test('checking out again keeps the same checkout and the address typed into it', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    const first = checkoutIdOf(page)
    await fillAddress(page)

    await page.getByRole('link', { name: 'Continue shopping' }).click()
    await expect(page).toHaveURL(/\/cart$/, SLOW)
    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    await expect(page).toHaveURL(/\/checkout\/ck_/, SLOW)
    expect(checkoutIdOf(page)).toBe(first)
    await expect(page.getByText('1 Market St')).toBeVisible(SLOW)
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked()

    // A reload of the cart page still knows the checkout.
    await checkoutFromCart(page)
    expect(checkoutIdOf(page)).toBe(first)
  })

  for (const [method, width] of [
    ['PayPal', 390],
    ['PayPal', 1280],
    ['Afterpay', 390],
    ['Afterpay', 1280],
  ] as const) {
    test(`a new shopper's ${method} button goes straight to ${method}, whose address the order takes (${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
      await page.goto(storeUrl(null, '/cart'))
      await hydrated(page)
      await page.getByRole('link', { name: `Pay with ${method}` }).click()
      // No address form on the way: the provider's page collects it.
      await expect(page.getByRole('heading', { name: `Pay with ${method}` })).toBeVisible(SLOW)
      await expect(page.getByText('Estimated: the store adds sales tax for the address you choose.')).toBeVisible()
      const shipTo = page.getByRole('group', { name: 'Ship to' })
      await shipTo.getByLabel('First name').fill('Grace')
      await shipTo.getByLabel('Last name').fill('Hopper')
      await shipTo.getByLabel('Email').fill(`grace-${method.toLowerCase()}-${width}@example.com`)
      await page.getByRole('button', { name: 'Approve' }).click()

      await expect(page).toHaveURL(/\/thankyou\?/, SLOW)
      await expect(page.getByRole('heading', { name: 'Thank you, Grace!' })).toBeVisible(SLOW)
      const summary = page.getByRole('region', { name: 'Order summary' })
      // Delivered to the sandbox account's address in San Francisco: California's sales tax is on the order.
      await expect(summary.getByText('Sales Tax')).toBeVisible()
      await expect(summary.getByText('Delivery')).toBeVisible()
      await expect(page.getByRole('banner').getByRole('link', { name: /Cart, no items/ })).toBeVisible()
    })
  }

  test('a new shopper who cancels at PayPal comes back to the checkout to enter an address', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await page.goto(storeUrl(null, '/cart'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Pay with PayPal' }).click()
    await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible(SLOW)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/checkout\/ck_[^?]+$/, SLOW)
    await hydrated(page)
    await expect(page.getByLabel('First name')).toBeVisible()
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toHaveCount(0)
  })

  test('an express button with the address known goes straight to the PayPal approval page', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'L', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    await page.goto(storeUrl(null, '/cart'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Pay with PayPal' }).click()
    await approveOnSandboxPage(page, 'Pay with PayPal')
    await expectThankYou(page)
  })

  test('an express button pressed while the cart re-checks its lines waits for the check, then goes to the approval page', async ({
    page,
    context,
  }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'L', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    // The cart page's own check of its lines against live stock is held until the click.
    let releaseCheck = () => {}
    const checkHeld = new Promise<void>((resolve) => {
      releaseCheck = resolve
    })
    await page.route('**/api/v1/listings?**', async (route) => {
      await checkHeld
      await route.continue()
    })
    await page.goto(storeUrl(null, '/cart'))
    await hydrated(page)
    await expect(page.getByRole('list', { name: '1 item' })).toHaveAttribute('aria-busy', 'true')
    await page.getByRole('link', { name: 'Pay with PayPal' }).click()
    await expect(page.getByText('Getting your express checkout ready…').first()).toBeVisible()
    releaseCheck()
    await approveOnSandboxPage(page, 'Pay with PayPal')
    await expectThankYou(page)
  })

  test('/checkout/express takes the deviceId as the browser’s token', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await page.goto(storeUrl(null, '/checkout/express?method=paypal&deviceId=device-from-the-app-0001'))
    await expect(page).toHaveURL(/\/dev\/sandbox\/pay\/sbx_/, SLOW)
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBe('device-from-the-app-0001')
  })

  test('a buyer in Canada finishes on the hosted checkout with the address typed on the storefront', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com')
    await page.getByLabel('Street address').fill('100 Queen St W')
    await page.getByLabel('City').fill('Toronto')
    await page.getByLabel('Zipcode').fill('M5H 2N2')
    await page.getByLabel('Phone').fill('416 555 0100')
    await page.getByLabel('Country').selectOption('CA')
    await page.getByRole('button', { name: 'Complete my purchase' }).click()

    await expect(page).toHaveURL(/\/buy\/express_checkout\/ck_/, SLOW)
    await expect(page.getByLabel('Street address')).toHaveValue('100 Queen St W')
    await expect(page.getByLabel('Country')).toHaveValue('CA')
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await expect(page.getByText('Please select your province or state')).toBeVisible()
    await page.getByLabel('State / province').selectOption({ label: 'Ontario' })
    await expect(page.getByLabel('ZIP / postal code')).toHaveValue('M5H 2N2')
    await page.getByRole('button', { name: 'Continue to delivery' }).click()

    await expect(page.getByText('Toronto, ON M5H 2N2')).toBeVisible(SLOW)
    await expect(page.getByText(/Standard delivery · Arrives [A-Z][a-z]{2} \d/)).toBeVisible()
    await payByCard(page, '4242424242424242')
    await expectThankYou(page)
    // The hosted checkout finished on the storefront's own cart: it is empty now.
    await expect(page.getByRole('link', { name: /Cart, no items/ })).toBeVisible()
    await page.goto(storeUrl(null, '/cart'))
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
  })

  test('an item that sold out since it was added is removed on the listing page with the modal', async ({ page, context }) => {
    // Not the sku checkout.spec sells out: the two run at the same time on one server.
    const [soldOut] = await fillCart(page, context, [{ color: 'Heather Grey', size: 'S', quantity: 1 }])
    await setStock(page.request, soldOut.sku, 0)
    try {
      await page.goto(storeUrl(null, `/listing/${HOODIE}`))
      const modal = page.getByRole('dialog', { name: 'Some items are no longer available' })
      await expect(modal).toContainText(
        'The following item(s) were removed from your cart because they are not available at this time.',
        SLOW,
      )
      await expect(modal).toContainText('Heather Grey · S')
      await modal.getByRole('button', { name: 'Close' }).last().click()
      await expect(modal).toBeHidden()
      await page.goto(storeUrl(null, '/cart'))
      await expect(page.getByText('Your cart is empty.')).toBeVisible()
    } finally {
      await setStock(page.request, soldOut.sku, 25)
    }
  })

  test('a line whose listing answers with errors is removed and the cart page loads again', async ({ page, context }) => {
    const [real] = await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    const gone = { ...real, slug: 'a-listing-that-was-deleted', sku: '999999_1_1', itemGroupId: '999999', productId: 999999 }
    const cookies = await context.cookies(storeUrl(null))
    const cartCookie = cookies.find((cookie) => /^cart_\d+$/.test(cookie.name))
    if (!cartCookie) throw new Error('fillCart wrote no cart cookie')
    const cart = JSON.parse(decodeURIComponent(cartCookie.value)) as { items: Record<string, unknown> }
    cart.items[gone.sku] = { ...gone, quantity: 1 }
    await context.addCookies([{ name: cartCookie.name, value: encodeURIComponent(JSON.stringify(cart)), url: storeUrl(null) }])

    await page.goto(storeUrl(null, '/cart'))
    const modal = page.getByRole('dialog', { name: 'Some items are no longer available' })
    await expect(modal).toContainText('Some items were removed from your cart because they are not available at this time.', SLOW)
    const reloaded = page.waitForEvent('load')
    await modal.getByRole('button', { name: 'Close' }).last().click()
    await reloaded
    await hydrated(page)
    await expect(page.getByText('Size: M')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
