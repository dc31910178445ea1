import type { BrowserContext, Page } from '@playwright/test'
import {
  checkoutFromCart,
  costRowsIn,
  expectThankYou,
  fillAddress,
  fillCart,
  HOODIE,
  hydrated,
  payByCard,
  setStock,
  SLOW,
  storeId,
  typeCustomerDetails,
} from '../support/e2e/checkout-journey'
import { expect, expectNoAxeViolations, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Cart and checkout journeys on the moonlit store (checkout v2, sandbox payments): card,
 * decline, 3-D Secure, PayPal, Afterpay, a wallet, the Afterpay fallback, an item that
 * sells out in the cart, and the hosted express checkout of legacy stores.
 */

/** A browser without the Payment Request API: no wallet can pay. */
async function browserWithoutWallet(context: BrowserContext) {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'PaymentRequest', { value: undefined, configurable: true })
  })
}

test.describe('checkout page: scroll, card field, loading, promo and resumed address', () => {
  test.describe.configure({ timeout: 90_000 })

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

  test('at 390 px the checkout and the thank-you page open at the top', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    // At once, not scrolled up smoothly from where the cart page was.
    expect(await scrollY(page)).toBe(0)
    await expect(page.getByLabel('First name')).toBeInViewport()

    await fillAddress(page)
    await payByCard(page, '4242 4242 4242 4242')
    await expectThankYou(page)
    expect(await scrollY(page)).toBe(0)
    await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeInViewport()
    // The summary adds up at phone width too: goods, delivery and California's sales tax.
    const rows = await costRowsIn(page.getByRole('region', { name: 'Order summary' }))
    expect(rows.map((row) => row.replace(/ \$[\d,.]+$/, ''))).toEqual(['Subtotal', 'Delivery', 'Sales Tax', 'Total'])
  })

  for (const width of [390, 1280]) {
    test(`the checkout header's logo leads home (${width} px)`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 })
      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
      await checkoutFromCart(page)
      const logo = page.getByRole('banner').getByRole('link', { name: 'Moonlit Supply home' })
      await expect(logo).toHaveAttribute('href', '/')
      await logo.click()
      await expect(page).toHaveURL(storeUrl(null, '/'))
      await expect(page.locator('#featured-products')).toBeVisible(SLOW)
    })
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px each empty part of the card says its own message, with no field names`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 900 })
      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
      await checkoutFromCart(page)
      await fillAddress(page)
      await page.getByLabel('Name on card').fill('Ada Lovelace')
      await page.getByRole('button', { name: 'Place order' }).click()

      for (const [part, text] of [
        ['Card number', 'Please enter your card number'],
        ['Expiry date', "Please enter your card's expiry date"],
        ['CVC', "Please enter your card's security code"],
      ] as const) {
        await expect(page.getByText(text, { exact: true })).toBeVisible(SLOW)
        await expect(page.getByLabel(part, { exact: true })).toHaveAttribute('aria-invalid', 'true')
        await expect(page.getByLabel(part, { exact: true })).toHaveAccessibleDescription(text)
      }
      await expect(page.getByText(/\b(number|expMonth|cvc): /)).toHaveCount(0)
    })
  }

  test('at 390 px the card is one combined field under one label; at 1280 px three labelled fields', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 900 })
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)

    const combined = page.getByRole('group', { name: 'Card details' })
    await expect(combined.getByRole('textbox')).toHaveCount(3)
    // One row: the three parts share a line. Polled, as the payment step may still be opening
    // (its parts move together while it does, and are read one after another).
    const rows = () =>
      Promise.all(
        ['Card number', 'Expiry date', 'CVC'].map(async (name) =>
          Math.round((await combined.getByRole('textbox', { name }).boundingBox())?.y ?? -1),
        ),
      )
    await expect.poll(async () => new Set(await rows()).size).toBe(1)

    await page.setViewportSize({ width: 1280, height: 900 })
    const fields = page.getByRole('group', { name: 'Card details' })
    for (const name of ['Card number', 'Expiry date', 'CVC']) {
      await expect(fields.locator('label', { hasText: name })).toBeVisible()
      await expect(fields.getByRole('textbox', { name, exact: true })).toBeVisible()
    }
    const [number, cvc] = await Promise.all([
      fields.getByRole('textbox', { name: 'Card number' }).boundingBox(),
      fields.getByRole('textbox', { name: 'CVC' }).boundingBox(),
    ])
    // Three fields side by side, each with its own box: the number ends before the CVC starts.
    expect((number?.x ?? 0) + (number?.width ?? 0)).toBeLessThan(cvc?.x ?? 0)
  })

  test('a checkout the cart has just created shows loading for one second', async ({ page, context }) => {
    await page.clock.install()
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    // Installed, the clock still flows with real time: on a busy machine the second would pass
    // before the first look. Paused, it moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 1000)
    await checkoutFromCart(page)
    const steps = page.locator('.checkout__steps')
    await expect(steps).toHaveAttribute('aria-busy', 'true')
    await page.clock.runFor(1000)
    await expect(steps).not.toHaveAttribute('aria-busy', 'true')
  })

  test('Change code and Remove leave the promo field empty, Apply waits for a code', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    const field = page.getByLabel('Promo code')
    const apply = page.getByRole('button', { name: 'Apply' })

    await field.fill('MOON10')
    await apply.click()
    await expect(page.getByText('Promo code MOON10 applied')).toBeVisible(SLOW)
    await page.getByRole('button', { name: 'Change code' }).click()
    await expect(field).toBeFocused(SLOW)
    await expect(field).toHaveValue('')
    await expect(apply).toBeDisabled()

    await field.fill('MOON10')
    await apply.click()
    await expect(page.getByText('Promo code MOON10 applied')).toBeVisible(SLOW)
    await page.getByRole('button', { name: 'Remove' }).click()
    await expect(field).toHaveValue('', SLOW)
    await expect(apply).toBeDisabled()
  })

  test('a resumed checkout with a saved address shows its summary from the first paint', async ({ page, context, browser }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)

    // The server's HTML alone, as the shopper's browser paints it before any script runs.
    const firstPaint = await browser.newContext({ javaScriptEnabled: false })
    await firstPaint.addCookies(await context.cookies())
    try {
      const resumed = await firstPaint.newPage()
      await resumed.goto(page.url())
      await expect(resumed.getByText('1 Market St')).toBeVisible()
      await expect(resumed.getByRole('button', { name: /Edit/ })).toBeVisible()
      await expect(resumed.getByLabel('First name')).toHaveCount(0)
    } finally {
      await firstPaint.close()
    }
  })

  test('another browser holding the checkout’s address sees its lines but none of the shopper’s details', async ({
    page,
    context,
    browser,
  }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    const stranger = await browser.newContext()
    try {
      const seen = await stranger.newPage()
      const answers: string[] = []
      seen.on('response', async (response) => {
        if (response.url().includes('/api/checkout')) answers.push(await response.text())
      })
      await seen.goto(page.url())
      await hydrated(seen)
      await expect(seen.getByText('Midnight Hoodie').first()).toBeVisible()
      await expect(seen.getByText('1 Market St')).toHaveCount(0)
      expect(await seen.content()).not.toMatch(/1 Market St|Lovelace|ada@example\.com/)
      for (const answer of answers) expect(answer).not.toMatch(/1 Market St|Lovelace|ada@example\.com/)
    } finally {
      await stranger.close()
    }
  })
})

test.describe('checkout', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a shopper buys the hoodie in two sizes with MOON10 and the success card and lands on /thankyou', async ({ page }) => {
    await page.goto(storeUrl(null, `/listing/${HOODIE}`))
    await hydrated(page)
    for (const size of ['M', 'L']) {
      // The size lives in the URL: the radio turns checked once the page has navigated.
      const radio = page.getByRole('radio', { name: size, exact: true })
      await radio.click()
      await expect(radio).toBeChecked()
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await expect(page.getByRole('dialog')).toContainText('1 item(s) added to my cart')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()
    }
    await expect(page.getByRole('banner').getByRole('link', { name: /Cart, 2 items/ })).toBeVisible()

    await checkoutFromCart(page)
    await fillAddress(page)
    await page.getByLabel('Promo code').fill('MOON10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Promo code MOON10 applied')).toBeVisible(SLOW)
    await expect(page.getByRole('complementary').getByText('Discount')).toBeVisible()
    const checkoutCosts = await costRowsIn(page.locator('.checkout__summary'))
    expect(checkoutCosts.map((row) => row.replace(/ [−-]?\$[\d,.]+$/, ''))).toEqual([
      'Subtotal',
      'Discount',
      'Delivery',
      'Sales Tax',
      'Total',
    ])
    await payByCard(page, '4242 4242 4242 4242')

    await expectThankYou(page)
    await expect(page.getByText('Midnight Hoodie', { exact: false })).toHaveCount(2)
    // The thank-you page adds up as the checkout did: subtotal, discount, delivery, sales tax, total.
    await expect(page.getByRole('region', { name: 'Order summary' }).locator('.cost-lines__row')).toHaveCount(5)
    expect(await costRowsIn(page.getByRole('region', { name: 'Order summary' }))).toEqual(checkoutCosts)
    await expect(page.getByRole('banner').getByRole('link', { name: /Cart, no items/ })).toBeVisible()
  })

  for (const width of [390, 1280]) {
    test(`'Email me with news and offers' is unchecked by default and, ticked, is kept with the checkout (${width} px)`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
      await checkoutFromCart(page)
      const optIn = page.getByRole('checkbox', { name: 'Email me with news and offers' })
      await expect(optIn).not.toBeChecked()
      await optIn.check()
      await fillAddress(page)
      const step = page.getByRole('region', { name: 'Customer details' })
      await expect(step.getByText('✓ Email me with news and offers')).toBeVisible()
      // Saved with the checkout: a reload shows it, and Edit brings the box back ticked.
      await page.reload()
      await hydrated(page)
      await expect(step.getByText('✓ Email me with news and offers')).toBeVisible(SLOW)
      await step.getByRole('button', { name: 'Edit Customer details' }).click()
      await expect(page.getByRole('checkbox', { name: 'Email me with news and offers' })).toBeChecked()
    })
  }

  test('the decline card shows the payment error and keeps the cart and what was typed', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    await payByCard(page, '4000 0000 0000 0002')

    const error = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
    await expect(error).toBeVisible(SLOW)
    await expect(error.getByText('The payment cannot be authorized.')).toBeVisible()
    // Under the card field, where the shopper looks after Place order.
    const cardBottom = await page.getByLabel('CVC').boundingBox()
    expect((await error.boundingBox())?.y ?? 0).toBeGreaterThan(cardBottom?.y ?? Number.POSITIVE_INFINITY)
    await expect(page.getByText('Payment failed, please try again.')).toBeVisible()
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace')
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002')
    await page.goto(storeUrl(null, '/cart'))
    await expect(page.getByRole('heading', { name: 'Midnight Hoodie' })).toBeVisible()
  })

  test('the 3-D Secure card completes after the sandbox check', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'L', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    await payByCard(page, '4000 0027 6000 3184')
    await expect(page.getByRole('heading', { name: 'Confirm your card (3-D Secure)' })).toBeVisible(SLOW)
    await page.getByRole('button', { name: 'Approve' }).click()
    await expectThankYou(page)
  })

  for (const [method, button, title] of [
    ['PayPal', 'Pay with PayPal', 'Pay with PayPal'],
    ['Afterpay', 'Pay with Afterpay', 'Pay with Afterpay'],
    ['Google Pay', 'Pay with Google Pay', 'Pay with Google Pay'],
  ] as const) {
    test(`sandbox ${method} completes on its approval page`, async ({ page, context }) => {
      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
      await checkoutFromCart(page)
      await fillAddress(page)
      await page.getByRole('radio', { name: method }).check()
      await page.getByRole('button', { name: button }).click()
      await expect(page.getByRole('heading', { name: title })).toBeVisible(SLOW)
      await page.getByRole('button', { name: 'Approve' }).click()
      await expectThankYou(page)
    })
  }

  test('a wallet is offered only when the payment request can pay', async ({ page, context }) => {
    await browserWithoutWallet(context)
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    await expect(page.getByRole('radio', { name: 'Card' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Google Pay' })).toHaveCount(0)
  })

  test('an Afterpay failure apologises, then after 4 s sends the shopper to the card checkout', async ({ page, context }) => {
    await page.clock.install()
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'L', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    await page.getByRole('radio', { name: 'Afterpay' }).check()
    await page.getByRole('button', { name: 'Pay with Afterpay' }).click()
    await page.getByRole('button', { name: 'Fail' }).click()

    await expect(page.getByText("Sorry, we're having difficulty with AfterPay.")).toBeVisible(SLOW)
    await expect(page.getByRole('radio', { name: 'Afterpay' })).toHaveCount(0)
    await page.clock.runFor(4000)
    await expect(page).toHaveURL(/\/checkout\/ck_[^?]+\?method=card$/, SLOW)
    await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked()
  })

  test('an item that sells out while in the cart is removed with the unavailable-items modal', async ({ page, context }) => {
    const [soldOut] = await fillCart(page, context, [
      { color: 'Heather Grey', size: 'XS', quantity: 1 },
      { color: 'Midnight Navy', size: 'M', quantity: 1 },
    ])
    await page.goto(storeUrl(null, '/cart'))
    await expect(page.getByText('Size: XS')).toBeVisible()
    // The page re-checks its lines against live stock once it runs; the list is busy until
    // that check is back. Only then does the item sell out, so that the Checkout click is
    // what finds it (had the page's own check seen it, the modal would open by itself).
    await hydrated(page)
    await expect(page.getByRole('list', { name: '2 items' })).not.toHaveAttribute('aria-busy', 'true', SLOW)

    await setStock(page.request, soldOut.sku, 0)
    try {
      await page.getByRole('button', { name: 'Checkout', exact: true }).click()
      const modal = page.getByRole('dialog', { name: 'Some items are no longer available' })
      await expect(modal).toContainText(
        'The following item(s) were removed from your cart because they are not available at this time.',
        SLOW,
      )
      await expect(modal).toContainText('Heather Grey · XS')
      await modal.getByRole('button', { name: 'Close' }).last().click()
      await expect(page.getByText('Size: XS')).toHaveCount(0)
      await expect(page.getByText('Size: M')).toBeVisible()
      await expect(page).toHaveURL(/\/cart$/)
    } finally {
      await setStock(page.request, soldOut.sku, 25)
    }
  })

  test('the address form shows each message of the spec and sends international buyers to the hosted checkout', async ({
    page,
    context,
  }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    for (const text of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email',
      'Please enter your street address',
      'Please enter your city',
      'Please select your state',
      'Please enter your zipcode',
      'Please enter your phone number',
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('First name')).toBeFocused()
    await page.getByLabel('Phone').fill('12')
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
    await expect(page.getByText('Please enter your address before you enter a promo code.')).toBeVisible()

    await page.getByLabel('Country').selectOption('DE')
    await expect(page.getByText("We noticed you're outside of the United States.", { exact: false })).toBeVisible()
    await page.getByRole('button', { name: 'Complete my purchase' }).click()
    await expect(page).toHaveURL(/\/buy\/express_checkout\/ck_/, SLOW)
    await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  })

  test('a refused promo code is cleared and explained', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await fillAddress(page)
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await page.getByLabel('Promo code').fill('NOPE')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText("Sorry, this promo code isn't valid. Please check and try again.")).toBeVisible(SLOW)
    await expect(page.getByLabel('Promo code')).toHaveValue('')
  })

  test('a store on legacy checkout completes on the hosted express checkout', async ({ page, context }) => {
    const [line] = await fillCart(page, context, [{ color: 'Midnight Navy', size: 'L', quantity: 2 }])
    const id = await storeId(page)
    await page.goto(
      storeUrl(null, `/buy/express_checkout?skus=${line.sku}:2&currency=USD&locale=en&payment_method=card&store_id=${id}&shipping=USA`),
    )
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await expect(page.getByText('Please enter your first name')).toBeVisible()
    await typeCustomerDetails(page, { phone: '4155550100' })
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await payByCard(page, '4242424242424242')
    await expectThankYou(page)
  })

  test('cart and checkout pass axe', async ({ page, context }) => {
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 2 }])
    await page.goto(storeUrl(null, '/cart'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Midnight Hoodie' })).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    await expect(page.getByLabel('First name')).toBeVisible()
    await expectNoAxeViolations(page)
    await fillAddress(page)
    await expectNoAxeViolations(page)
  })

  test('an empty cart says so, and the express checkout sends the shopper back to it', async ({ page }) => {
    await page.goto(storeUrl(null, '/cart'))
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await page.goto(storeUrl(null, '/checkout/express?method=paypal'))
    await expect(page).toHaveURL(/\/cart$/, SLOW)
  })

  test('the mobile order summary opens as a modal', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }])
    await checkoutFromCart(page)
    await page.getByRole('button', { name: /Show order summary/ }).click()
    const modal = page.getByRole('dialog', { name: 'Order summary' })
    await expect(modal.getByText('Total', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
