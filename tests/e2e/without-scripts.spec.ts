import { parseCartCookie } from '../../domain/cart-cookie'
import { expectThankYou, HOODIE, payByCard, SLOW, storeId, typeCustomerDetails } from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Issue 32 with JavaScript off: every shopper form is a real form the worker answers, and a
 * whole purchase goes through the hosted checkout (docs/without-scripts.md). Each step is a
 * full document load the worker renders: on a busy 2-core machine a test takes 20-45 s.
 */

test.use({ javaScriptEnabled: false })
test.beforeEach(() => test.setTimeout(60_000))

const HOODIE_TITLE = 'Midnight Hoodie'
const NEEDS_SCRIPTS = 'This checkout needs JavaScript, which is turned off in your browser.'

test('a shopper browses, adds a colour, size and quantity, changes it in the cart and pays on the hosted checkout', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(storeUrl(null, '/'))
  await page.getByRole('banner').getByRole('link', { name: 'Apparel' }).first().click()
  await page
    .getByRole('link', { name: new RegExp(HOODIE_TITLE) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 1, name: HOODIE_TITLE })).toBeVisible(SLOW)
  await page.getByRole('radio', { name: 'Charcoal', exact: true }).check()
  await page.getByRole('radio', { name: 'M', exact: true }).check()
  await page.getByLabel('Quantity').selectOption('2')
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: '2 item(s) added to my cart' })).toBeVisible(SLOW)
  await expect(page.getByRole('radio', { name: 'Charcoal', exact: true })).toBeChecked()

  await page.getByRole('status').getByRole('link', { name: 'View cart' }).click()
  await expect(page).toHaveURL(/\/cart$/, SLOW)
  await expect(page.getByText('Color: Charcoal')).toBeVisible()
  const quantity = page.getByRole('combobox', { name: `Change the quantity of ${HOODIE_TITLE}` })
  await quantity.selectOption('3')
  await page.getByRole('button', { name: `Change the quantity of ${HOODIE_TITLE}` }).click()
  await expect(quantity).toHaveValue('3', SLOW)

  // The cart's Checkout is a form: without scripts it opens the hosted checkout with these lines.
  await page.getByRole('button', { name: 'Checkout', exact: true }).click()
  await expect(page).toHaveURL(/\/buy\/express_checkout\/ck_/, SLOW)
  await expect(page.getByText(`${HOODIE_TITLE} · Charcoal · M × 3`)).toBeVisible()
  await typeCustomerDetails(page, { phone: '4155550100' })
  await page.getByRole('button', { name: 'Continue to delivery' }).click()
  await payByCard(page, '4242424242424242')
  await expectThankYou(page)
})

test('the main checkout says it needs scripts, and the way back to the cart leads to the hosted checkout', async ({ page, context }) => {
  await page.goto(storeUrl(null, `/listing/${HOODIE}`))
  await page.getByRole('radio', { name: 'L', exact: true }).check()
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 item(s) added to my cart' })).toBeVisible(SLOW)
  // The checkout the cart's scripts would have made, made through the API with this browser's cookies.
  const name = `cart_${await storeId(page)}`
  const cart = parseCartCookie((await context.cookies()).find((cookie) => cookie.name === name)?.value)
  const lineItems = Object.values(cart?.items ?? {}).map((entry) => ({ sku: entry.sku, quantity: entry.quantity }))
  const created = await page.request.post(storeUrl(null, '/api/checkout'), {
    data: { storeSlug: 'moonlit', cartId: cart?.id, lineItems },
    headers: { origin: new URL(storeUrl(null)).origin },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  for (const path of [`/checkout/${id}`, '/checkout/express?method=paypal']) {
    await page.goto(storeUrl(null, path))
    // Playwright's text matching leaves <noscript> out: the notice is found by its link, its words read as DOM text.
    await expect(page.getByRole('link', { name: 'Back to my cart' })).toBeVisible()
    expect(await page.locator('noscript > .noscript-notice').textContent()).toContain(NEEDS_SCRIPTS)
  }
  await page.getByRole('link', { name: 'Back to my cart' }).click()
  await expect(page).toHaveURL(/\/cart$/, SLOW)
  await page.getByRole('button', { name: 'Checkout', exact: true }).click()
  await expect(page).toHaveURL(/\/buy\/express_checkout\/ck_/, SLOW)
  await expect(page.getByText(`${HOODIE_TITLE} · Midnight Navy · L × 1`)).toBeVisible()
})

test('the recover form says why a bad email is refused, then that the email was sent', async ({ page }) => {
  await page.goto(storeUrl(null, '/track'))
  await page.getByRole('link', { name: 'Forgot your order number?' }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Email').fill('nobody')
  await main.getByRole('button', { name: 'Send my order numbers' }).click()
  await expect(main.getByText('Please enter a valid email', { exact: true })).toBeVisible(SLOW)
  await expect(main.getByLabel('Email')).toHaveValue('nobody')
  await main.getByLabel('Email').fill(`no-script-${Date.now()}@example.com`)
  await main.getByRole('button', { name: 'Send my order numbers' }).click()
  await expect(main.getByRole('status')).toHaveText('We sent you an email listing your orders from the past 60 days.', SLOW)
  await expect(page).toHaveURL(/\/track\/recover\?sent$/)
})

test('the contact form names what is missing, keeps what was typed, then sends the message', async ({ page }) => {
  await page.goto(storeUrl(null, '/'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  const main = page.getByRole('main')
  await main.getByLabel('Email').fill('no-script-contact@example.com')
  await main.getByRole('button', { name: 'Submit' }).click()
  await expect(main.getByText('Please enter your order number', { exact: true })).toBeVisible(SLOW)
  await expect(main.getByText('Please choose a reason', { exact: true })).toBeVisible()
  await expect(main.getByLabel('Email')).toHaveValue('no-script-contact@example.com')
  await main.getByLabel('Order number').fill('ORD-1234-5678-9ABC')
  await main.getByLabel('Full name').fill('Ada Lovelace')
  await main.getByLabel('Reason').selectOption({ label: 'I have a question about my order' })
  await main.getByLabel('Message').fill('Where is my hoodie?')
  await main.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Your message has been sent.')).toBeVisible(SLOW)
  await expect(page).toHaveURL(/\/contact-success$/)
})

test('the track form looks an order up on the worker, and search finds the hoodie', async ({ page }) => {
  await page.goto(storeUrl(null, '/track'))
  const main = page.getByRole('main')
  await main.getByLabel('Order number').fill('ORD-NOPE-0000')
  await main.getByRole('button', { name: 'Track order' }).click()
  await expect(main.getByRole('alert')).toHaveText("We couldn't find an order with that number.", SLOW)
  await expect(page).toHaveURL(/\/track\?orderNumber=ORD-NOPE-0000$/)

  await page.goto(storeUrl(null, '/search'))
  const search = page.getByRole('main').getByRole('search')
  await search.getByRole('combobox').fill('hoodie')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/search\?searchterm=hoodie$/, SLOW)
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(HOODIE_TITLE) })
      .first(),
  ).toBeVisible()
})

test('the localization choice is a page of its own, and the page comes back in the language, currency and region chosen', async ({
  page,
}) => {
  await page.goto(storeUrl(null, `/listing/${HOODIE}`))
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Change shipping region and currency/ })
    .click()
  await expect(page).toHaveURL(/\/localization$/, SLOW)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Region and currency' })).toBeVisible()
  // Cancel goes back where the shopper came from, keeping what was there.
  await main.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { level: 1, name: HOODIE_TITLE })).toBeVisible(SLOW)

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Change shipping region and currency/ })
    .click()
  await main.getByLabel('Language', { exact: true }).selectOption('de')
  await main.getByLabel('Currency', { exact: true }).selectOption('EUR')
  await main.getByLabel('Shipping region', { exact: true }).selectOption('EU')
  await main.getByRole('button', { name: 'Submit' }).click()
  await expect(page).toHaveURL(new RegExp(`/de/listing/${HOODIE}`), SLOW)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Versandregion und Währung ändern/ })).toContainText('EU · EUR')
  await expect(page.locator('.listing__price')).toContainText('€')
})

test('a pre-order listing leads to the pre-order form, which names what is missing, keeps what was typed, then thanks', async ({
  page,
}) => {
  await page.goto(storeUrl(null, '/listing/total-eclipse-hoodie'))
  await page.getByRole('button', { name: 'Pre-order', exact: true }).click()
  await expect(page).toHaveURL(/\/listing\/total-eclipse-hoodie\/preorder\?/, SLOW)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Pre-order' })).toBeVisible()
  await main.getByLabel('Email').fill('no-script-preorder@example.com')
  await main.getByLabel('Full name').fill('Ada Lovelace')
  await main.getByLabel('Street', { exact: true }).fill('1 Market St')
  await main.getByLabel('City').fill('San Francisco')
  await main.getByLabel('State').selectOption('CA')
  await main.getByLabel('Zip').fill('9410')
  await main.getByRole('button', { name: 'Pre-order', exact: true }).click()
  await expect(main.getByText('Please enter a 5-digit zip', { exact: true })).toBeVisible(SLOW)
  await expect(main.getByLabel('Email')).toHaveValue('no-script-preorder@example.com')
  await expect(main.getByLabel('City')).toHaveValue('San Francisco')

  // Outside the United States the state is typed: CSS shows the Region* field for the country picked.
  await main.getByLabel('Country').selectOption('CA')
  await expect(main.getByLabel('State')).toBeHidden()
  await main.getByLabel('Region*').fill('Ontario')
  await main.getByLabel('Zip').fill('94105')
  await main.getByRole('button', { name: 'Pre-order', exact: true }).click()
  await expect(main.getByRole('status')).toHaveText("Thanks! We'll be in touch as soon as it's ready.", SLOW)
  await main.getByRole('link', { name: /Total Eclipse/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Total Eclipse/ })).toBeVisible(SLOW)
})
