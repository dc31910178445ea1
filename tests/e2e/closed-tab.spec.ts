import type { Page } from '@playwright/test'
import {
  SLOW,
  checkoutFromCart,
  confirmationsTo,
  expectThankYou,
  fillAddress,
  fillCart,
  ordersOfCart,
  payByCard,
} from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * Claim: a shopper who approves a redirect payment and closes the tab before the provider
 * sends them back still buys exactly once. One pass of the reconciliation clock later
 * there is one order, one capture and one confirmation e-mail (with the sandbox's card and
 * PayPal the provider's webhook has usually made it already; its Afterpay, like Afterpay,
 * sends none), and coming back later through the provider's link shows the thank-you page
 * for that same order.
 */

const METHODS = [
  {
    name: '3-D Secure card',
    title: 'Confirm your card (3-D Secure)',
    pay: (page: Page) => payByCard(page, '4000 0027 6000 3184'),
  },
  {
    name: 'PayPal',
    title: 'Pay with PayPal',
    pay: async (page: Page) => {
      await page.getByRole('radio', { name: 'PayPal' }).check()
      await page.getByRole('button', { name: 'Pay with PayPal' }).click()
    },
  },
  {
    name: 'Afterpay',
    title: 'Pay with Afterpay',
    pay: async (page: Page) => {
      await page.getByRole('radio', { name: 'Afterpay' }).check()
      await page.getByRole('button', { name: 'Pay with Afterpay' }).click()
    },
  },
] as const

test.describe('a closed tab', () => {
  test.describe.configure({ timeout: 60_000 })

  for (const method of METHODS) {
    test(`${method.name}: approved, tab closed, one order and one e-mail after one pass of the clock; coming back shows it`, async ({
      context,
      request,
    }) => {
      const email = `closed-${method.name.replaceAll(/\W/g, '').toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`
      const cartId = `cart-${crypto.randomUUID()}`
      const page = await context.newPage()
      await fillCart(page, context, [{ color: 'Midnight Navy', size: 'M', quantity: 1 }], cartId)
      await checkoutFromCart(page)
      await fillAddress(page, { email })
      await method.pay(page)
      await expect(page.getByRole('heading', { name: method.title })).toBeVisible(SLOW)

      // The shopper approves; the provider records it and answers with the way back, but
      // the tab closes before the browser follows it to the store.
      let wayBack = ''
      await page.route('**/dev/sandbox/pay/*/approve', async (route) => {
        const approved = await route.fetch({ maxRedirects: 0 })
        wayBack = new URL(approved.headers().location ?? '', route.request().url()).toString()
        await route.abort('internetdisconnected')
      })
      await page.getByRole('button', { name: 'Approve' }).click()
      await expect.poll(() => wayBack, SLOW).not.toBe('')
      await page.close()

      // One pass of the clock, as it will run once the payment has been idle a few minutes.
      const pass = await request.post(storeUrl(null, '/dev/reconcile?in=5'))
      expect(pass.ok()).toBe(true)
      expect(await confirmationsTo(request, email)).toBe(1)
      const orderNumber = await ordersOfCart(request, cartId)
      expect(orderNumber).toMatch(/^ORD-/)

      // Later, the shopper opens the provider's link again: the same order, nothing new.
      const later = await context.newPage()
      await later.goto(wayBack)
      expect(await expectThankYou(later)).toBe(orderNumber)
      expect((await request.post(storeUrl(null, '/dev/reconcile?in=10'))).ok()).toBe(true)
      expect(await confirmationsTo(request, email)).toBe(1)
      expect(await ordersOfCart(request, cartId)).toBe(orderNumber)
    })
  }

  test("npm start's scheduled route runs the clock (the Worker's Cron Trigger handler)", async ({ request }) => {
    const answer = await request.get(storeUrl(null, '/__scheduled?cron=*+*+*+*+*'))
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toBe('Ran scheduled event')
  })
})
