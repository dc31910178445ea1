import type { BrowserContext, Page } from '@playwright/test'
import {
  SLOW,
  checkoutFromCart,
  confirmationsTo,
  expectThankYou,
  fillAddress,
  fillCard,
  fillCart,
  hydrated,
  ordersOfCart,
} from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Claim: a shopper whose network drops in the middle of paying comes back to the same
 * checkout and finishes it, and is charged once: whether the connection dropped before
 * "Place order" reached the store or after the store had taken the order and only the
 * answer was lost. The store's outbox (one confirmation email per order) and its order
 * API are the witnesses.
 */

/** One Midnight Navy hoodie in size M in the cart cookie; answers the cart's id. */
async function cartWithHoodie(page: Page, context: BrowserContext): Promise<string> {
  const cartId = `cart-${crypto.randomUUID()}`
  await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }], cartId)
  return cartId
}

/** From the cart to a checkout with Ada's address saved; answers the checkout's path. */
async function toCheckoutWithAddress(page: Page, email: string): Promise<string> {
  await checkoutFromCart(page)
  await fillAddress(page, { email })
  return new URL(page.url()).pathname
}

test.describe('offline on the cart page', () => {
  test.describe.configure({ timeout: 60_000 })

  test("checking out offline says so in the spec's words and keeps the cart, then works once back online", async ({ page, context }) => {
    await cartWithHoodie(page, context)
    await page.goto(storeUrl(null, '/cart'))
    await hydrated(page)
    const cartLink = page.getByRole('link', { name: /^Cart, / })
    await expect(cartLink).toContainText('Cart · 1')
    // The page's own check of the line against live stock is back before the network goes.
    await expect(page.getByRole('list', { name: '1 item' })).not.toHaveAttribute('aria-busy', 'true', SLOW)

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    await expect(page.getByText('Error checking out: Checkout Request retry exceeded limit')).toBeVisible(SLOW)
    await expect(page.getByText('Failed to fetch')).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe('/cart')
    await expect(cartLink).toContainText('Cart · 1')

    await context.setOffline(false)
    await page.getByRole('button', { name: 'Checkout', exact: true }).click()
    await expect(page).toHaveURL(/\/checkout\/ck_/, SLOW)
  })
})

test.describe('losing the network mid-checkout', () => {
  test.describe.configure({ timeout: 90_000 })

  test('offline when placing the order: the shopper is told, comes back online and finishes the same checkout, charged once', async ({
    page,
    context,
  }) => {
    const email = `offline-${crypto.randomUUID().slice(0, 8)}@example.com`
    const cartId = await cartWithHoodie(page, context)
    const checkoutPath = await toCheckoutWithAddress(page, email)
    await fillCard(page)

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Place order' }).click()
    // The shopper is told the order did not go through, in the spec's words for a failed
    // request, never the browser's own 'Failed to fetch'.
    await expect(page.getByRole('alert').filter({ hasText: 'Request retry exceeded limit' }).first()).toBeVisible(SLOW)
    await expect(page.getByText('Failed to fetch')).toHaveCount(0)
    expect(new URL(page.url()).pathname).toBe(checkoutPath)
    expect(await confirmationsTo(page.request, email)).toBe(0)

    await context.setOffline(false)
    await expect(page.getByLabel('Name on card')).toHaveValue('Ada Lovelace')
    await page.getByRole('button', { name: 'Place order' }).click()
    const orderNumber = await expectThankYou(page)

    expect(await ordersOfCart(page.request, cartId)).toBe(orderNumber)
    expect(await confirmationsTo(page.request, email)).toBe(1)
  })

  test('the answer to "Place order" lost after the store took the order: coming back finishes on the same order, charged once', async ({
    page,
    context,
  }) => {
    const email = `lost-${crypto.randomUUID().slice(0, 8)}@example.com`
    const cartId = await cartWithHoodie(page, context)
    const checkoutPath = await toCheckoutWithAddress(page, email)
    await fillCard(page)

    // The store gets the submit and places the order; the connection drops before the answer arrives.
    await page.route('**/api/v1/checkout/submit', async (route) => {
      const response = await route.fetch()
      await response.body()
      await context.setOffline(true)
      await route.abort('internetdisconnected')
    })
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => confirmationsTo(page.request, email), SLOW).toBe(1)
    await expect(page.getByRole('alert').first()).toBeVisible(SLOW)
    await page.unroute('**/api/v1/checkout/submit')
    await context.setOffline(false)

    // Back online, the shopper tries again on the same checkout.
    expect(new URL(page.url()).pathname).toBe(checkoutPath)
    await page.getByRole('button', { name: 'Place order' }).click()
    const orderNumber = await expectThankYou(page)

    expect(await ordersOfCart(page.request, cartId)).toBe(orderNumber)
    expect(await confirmationsTo(page.request, email)).toBe(1)
  })

  test('reloading a checkout that was paid while the network was down shows the order, not a second payment', async ({ page, context }) => {
    const email = `reload-${crypto.randomUUID().slice(0, 8)}@example.com`
    const cartId = await cartWithHoodie(page, context)
    const checkoutPath = await toCheckoutWithAddress(page, email)
    await fillCard(page)
    await page.route('**/api/v1/checkout/submit', async (route) => {
      const response = await route.fetch()
      await response.body()
      await route.abort('internetdisconnected')
    })
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => confirmationsTo(page.request, email), SLOW).toBe(1)
    // The page gives up (its retries lost too) before the shopper reloads: no submit is left
    // in flight for the reload to cut off under the route.
    await expect(page.getByRole('alert').first()).toBeVisible(SLOW)
    await page.unroute('**/api/v1/checkout/submit')

    await page.goto(storeUrl(null, checkoutPath))
    const orderNumber = await expectThankYou(page)
    expect(await ordersOfCart(page.request, cartId)).toBe(orderNumber)
    expect(await confirmationsTo(page.request, email)).toBe(1)
  })
})
