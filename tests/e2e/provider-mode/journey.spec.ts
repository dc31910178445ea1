import { expect, expectNoAxeViolations, test } from '../../support/e2e/fixtures'
import { hydrated, SLOW, typeCustomerDetails } from '../../support/e2e/checkout-journey'
import { providerUrl, referenceUrl, serverErrors, writesOn } from '../../support/e2e/provider-fixtures'

/**
 * A shopper on the storefront in provider mode, in front of the reference backend of the
 * spec's API (tests/support/reference-backend): two processes over real sockets, the backend
 * answering only with the spec's fields, its prices in dollars. Nothing here knows the
 * storefront's own /api dialect.
 */

test.describe('provider mode in front of a spec backend', () => {
  test('a shopper browses, searches, picks a size (one is sold out), checks out with a promo code, pays on a redirect page and tracks the order', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const errors = serverErrors(page)
    const email = `harbor-${Date.now()}@example.com`

    // Browse: the home page in the store's own theme, its products priced from dollars.
    await page.goto(providerUrl(null, '/'))
    await expect(page.getByRole('heading', { name: 'Made by the sea' })).toBeVisible()
    const tee = page.getByRole('link', { name: /Harbor Tee/ }).first()
    await expect(tee).toBeVisible()
    await expect(page.getByText('$25.00').first()).toBeVisible()
    await hydrated(page)
    await expectNoAxeViolations(page)

    // A collection from the main menu.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Apparel' }).first().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Apparel' })).toBeVisible(SLOW)
    await expect(page.getByText('Harbor Hoodie')).toBeVisible()
    await expect(page.getByText('Tide Poster')).toHaveCount(0)

    // Search.
    await page.goto(providerUrl(null, '/search?searchterm=tide'))
    await expect(page.getByRole('link', { name: /Tide Poster/ }).first()).toBeVisible(SLOW)

    // The listing: Navy in L is sold out, M is not.
    await page.goto(providerUrl(null, '/listing/harbor-tee'))
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor Tee' })).toBeVisible()
    await page.getByRole('radio', { name: 'Navy' }).click()
    await expect(page.getByRole('radio', { name: 'L (unavailable)' })).toBeDisabled()
    await page.getByRole('radio', { name: 'M', exact: true }).click()
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    const added = page.getByRole('dialog', { name: '1 item(s) added to my cart' })
    await expect(added).toBeVisible()
    await added.getByRole('button', { name: 'Continue shopping' }).click()

    // The cart, then the checkout the backend makes for it.
    await page.goto(providerUrl(null, '/cart'))
    await hydrated(page)
    await expect(page.getByRole('heading', { name: 'Harbor Tee' })).toBeVisible()
    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    await expect(page).toHaveURL(/\/checkout\/c-\d+/, SLOW)
    const checkoutId = new URL(page.url()).pathname.split('/').pop() ?? ''
    await hydrated(page)
    await typeCustomerDetails(page, { email })
    await page.getByRole('button', { name: 'Continue to delivery' }).click()
    await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
    await expect(page.getByText('$5.99').first()).toBeVisible()

    // The store's own promo code (a refused one is in tests/worker/reference-backend.test.ts).
    await page.getByLabel('Promo code').fill('HARBOR10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Promo code HARBOR10 applied')).toBeVisible(SLOW)
    // $25 less 10 %, $5.99 delivery and California's 7.25 % on $22.50.
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('$30.12')

    // A redirect payment: the provider's page, approved, and back to the store.
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    await expect(page.getByRole('heading', { name: 'Approve your payment' })).toBeVisible(SLOW)
    await expect(page.getByText('$30.12')).toBeVisible()
    await page.getByRole('button', { name: 'Approve' }).click()
    await expect(page).toHaveURL(/\/thankyou\?/, SLOW)
    await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible(SLOW)
    const orderNumber = page.getByText(/^Order number: HB-\d+/)
    await expect(orderNumber).toBeVisible()
    const lookup = ((await orderNumber.textContent()) ?? '').replace('Order number: ', '').trim()
    await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('Cart · 0')

    // One click, one write: one checkout, one update for each of the address, the delivery
    // tier and the promo code, one payment, one submit, one order.
    const written = await writesOn(request, { checkoutId })
    expect(written).toEqual(['checkout', 'checkout-update', 'checkout-update', 'checkout-update', 'payment-initiate', 'submit', 'order'])

    // Another browser holding only the checkout's address: no shopper, no change, no order.
    const stranger = await browser.newContext()
    const other = await stranger.newPage()
    const origin = providerUrl(null, '').replace(/\/$/, '')
    const seen = await other.request.get(providerUrl(null, `/api/checkout?id=${checkoutId}&storeSlug=harbor`))
    expect(seen.status()).toBe(200)
    expect(await seen.json()).toMatchObject({ id: checkoutId, customer: null, orderLookupNumber: null })
    const changed = await other.request.put(providerUrl(null, '/api/v1/checkout'), {
      headers: { origin },
      data: { id: checkoutId, data: { storeSlug: 'harbor', marketingOptIn: true } },
    })
    expect(changed.status()).toBe(404)
    expect(await writesOn(request, { checkoutId })).toEqual(written)
    const byCart = await other.request.get(providerUrl(null, `/api/v1/orders?cartId=${checkoutId}`))
    expect(byCart.status()).toBe(404)
    await other.goto(providerUrl(null, `/thankyou?cart=${checkoutId}`))
    await expect(other).toHaveURL(/\/thankyou$/)
    // The checkout's own page, finished: it settles on a thank-you page with no order on it.
    await other.goto(providerUrl(null, `/checkout/${checkoutId}`))
    await expect(other).toHaveURL(/\/thankyou(\?|$)/, SLOW)
    await expect(other.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible(SLOW)
    await expect(other.getByText(/Order number/)).toHaveCount(0)
    for (const visited of [await other.content(), JSON.stringify(await byCart.json())]) {
      expect(visited).not.toContain(email)
      expect(visited).not.toContain('Lovelace')
      expect(visited).not.toContain(lookup)
    }
    await stranger.close()

    // Tracking, then recovery by email.
    await page.goto(providerUrl(null, '/track'))
    await hydrated(page)
    const main = page.getByRole('main')
    await main.getByLabel('Order number').fill(lookup)
    await main.getByRole('button', { name: 'Track order' }).click()
    await expect(main.getByRole('heading', { name: `Order number: ${lookup}` })).toBeVisible(SLOW)
    await expect(main).toContainText('Status: Processing')
    await expect(main).toContainText('Harbor Tee')

    await page.goto(providerUrl(null, '/track/recover'))
    await hydrated(page)
    await main.getByLabel('Email').fill(email)
    await main.getByRole('button', { name: 'Send my order numbers' }).click()
    await expect(main.getByText('We sent you an email listing your orders from the past 60 days.')).toBeVisible(SLOW)
    expect(await writesOn(request, { email })).toEqual(['order', 'recover'])

    expect(errors).toEqual([])
  })

  test('an unknown store sends the browser to the external store-not-found page', async ({ page }) => {
    await page.goto(providerUrl('nowhere', '/'))
    await expect(page).toHaveURL(referenceUrl('/store-not-found'))
    await expect(page.getByRole('heading', { name: 'Store not found' })).toBeVisible()
  })

  test('a store its theme service gates (401) asks for the access code on /login, then opens', async ({ page }) => {
    const errors = serverErrors(page)
    await page.goto(providerUrl('cove', '/'))
    await expect(page).toHaveURL(/\/login$/)
    await page.getByLabel('Access code').fill('guess')
    await page.getByRole('button', { name: 'Enter store' }).click()
    await expect(page.getByText('That access code is not right. Please try again.')).toBeVisible(SLOW)
    await page.getByLabel('Access code').fill('opensesame')
    await page.getByRole('button', { name: 'Enter store' }).click()
    await expect(page.getByRole('heading', { name: 'Members only' })).toBeVisible(SLOW)
    await expect(page.getByRole('link', { name: /Cove Tee/ }).first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('a store whose theme is not found (404) shows in the default theme', async ({ page }) => {
    const errors = serverErrors(page)
    await page.goto(providerUrl('drift', '/'))
    await expect(page.getByRole('banner')).toContainText('Drift Studio')
    await expect(page.getByRole('link', { name: /Drift Tee/ }).first()).toBeVisible()
    await expectNoAxeViolations(page)
    expect(errors).toEqual([])
  })
})
