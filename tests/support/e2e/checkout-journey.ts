import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { expect, readJson, storeUrl } from './fixtures'

/**
 * The steps the cart and checkout journeys share on the moonlit store: a cart cookie as
 * the listing page writes it, the way to the checkout, the customer details and the card.
 */

export const HOODIE = 'midnight-hoodie'
/** Steps that wait on the server and a page load: generous, as CI machines are shared. */
export const SLOW = { timeout: 20_000 }

interface ListingAnswer {
  listing: {
    itemGroupId: string
    products: { productId: number; variations: { variationId: number; color: string; sizes: { id: number; label: string }[] }[] }[]
  }
}

/**
 * Sets the stock of one sku on the e2e server (development only). Setting is idempotent, so
 * a request the server's connection reset on is sent once more.
 */
export async function setStock(request: APIRequestContext, sku: string, count: number): Promise<void> {
  const send = () => request.post(storeUrl(null, '/dev/stock'), { data: { sku, count }, headers: { connection: 'close' } })
  const response = await send().catch(send)
  expect(response.ok()).toBe(true)
}

/** The sku of a colour and size of a listing, read from the catalogue API. */
async function skuOf(request: APIRequestContext, slug: string, color: string, size: string) {
  const response = await request.get(storeUrl(null, `/api/v1/listings?slug=${slug}&storeSlug=moonlit&currency=USD&region=USA`))
  const { listing } = (await response.json()) as ListingAnswer
  for (const product of listing.products) {
    const variation = product.variations.find((candidate) => candidate.color === color)
    const sizeId = variation?.sizes.find((candidate) => candidate.label === size)?.id
    if (variation && sizeId) {
      return {
        slug,
        productId: product.productId,
        colorId: variation.variationId,
        sizeId,
        itemGroupId: String(product.productId),
        sku: `${product.productId}_${variation.variationId}_${sizeId}`,
      }
    }
  }
  throw new Error(`${slug} has no ${color} ${size}`)
}

export async function storeId(page: Page): Promise<number> {
  await page.goto(storeUrl(null, '/404'))
  return page.evaluate(() => (JSON.parse(document.getElementById('__shell')?.textContent ?? '{}') as { store: { id: number } }).store.id)
}

/** Puts lines in the cart cookie (with the given cart id, else a new one), as the listing page would. */
export async function fillCart(
  page: Page,
  context: BrowserContext,
  lines: { color: string; size: string; quantity: number; slug?: string }[],
  cartId = `cart-${crypto.randomUUID()}`,
) {
  const id = await storeId(page)
  const entries = await Promise.all(
    lines.map(async (line) => ({ ...(await skuOf(page.request, line.slug ?? HOODIE, line.color, line.size)), quantity: line.quantity })),
  )
  const cart = { id: cartId, region: 'USA', items: Object.fromEntries(entries.map((entry) => [entry.sku, entry])) }
  await context.addCookies([{ name: `cart_${id}`, value: encodeURIComponent(JSON.stringify(cart)), url: storeUrl(null) }])
  return entries
}

export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
}

export async function checkoutFromCart(page: Page) {
  await page.goto(storeUrl(null, '/cart'))
  await hydrated(page)
  await page.getByRole('button', { name: 'Checkout', exact: true }).click()
  await expect(page).toHaveURL(/\/checkout\/ck_/, SLOW)
  await hydrated(page)
}

/** Types Ada's details into the customer form (the checkout's or the hosted checkout's). */
export async function typeCustomerDetails(page: Page, { email = 'ada@example.com', phone = '(415) 555-0100' } = {}) {
  await page.getByLabel('First name').fill('Ada')
  await page.getByLabel('Last name').fill('Lovelace')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Street address').fill('1 Market St')
  await page.getByLabel('City').fill('San Francisco')
  await page.getByLabel('State').selectOption('CA')
  // The storefront's form says Zipcode; the hosted checkout, open to every country, ZIP / postal code.
  await page.getByLabel(/^(Zipcode|ZIP \/ postal code)$/).fill('94105')
  await page.getByLabel('Phone').fill(phone)
}

/** The customer details saved, up to the delivery options with standard delivery chosen. */
export async function fillAddress(page: Page, details: { email?: string } = {}) {
  await typeCustomerDetails(page, details)
  await page.getByRole('button', { name: 'Continue to delivery' }).click()
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked(SLOW)
}

export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByLabel('Name on card').fill('Ada Lovelace')
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry date').fill('12 / 34')
  await page.getByLabel('CVC').fill('123')
}

export async function payByCard(page: Page, number: string) {
  await fillCard(page, number)
  await page.getByRole('button', { name: 'Place order' }).click()
}

/** The thank-you page for Ada; answers its order number. */
export async function expectThankYou(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/thankyou(\?|$)/, SLOW)
  // The cart id is the shopper's secret: never in the thank-you page's address.
  expect(new URL(page.url()).searchParams.has('cart')).toBe(false)
  await expect(page.getByRole('heading', { name: 'Thank you, Ada!' })).toBeVisible(SLOW)
  const orderNumber = page.getByText(/^Order number: ORD-/)
  await expect(orderNumber).toBeVisible()
  return ((await orderNumber.textContent()) ?? '').replace('Order number: ', '').trim()
}

/** The cost rows of an order summary as the shopper reads them, e.g. 'Sales Tax $4.80'. */
export async function costRowsIn(scope: Locator): Promise<string[]> {
  const rows = await scope.locator('.cost-lines__row').allInnerTexts()
  return rows.map((row) => row.replace(/\s+/g, ' ').trim())
}

interface OutboxAnswer {
  messages: { kind: string; recipient: string; subject: string }[]
}

/** How many e-mails of a kind the store's outbox (development only) holds for an address. */
async function mailsTo(request: APIRequestContext, email: string, kind = 'order-confirmation'): Promise<number> {
  const outbox = await readJson<OutboxAnswer>(request, storeUrl(null, '/dev/outbox'))
  return outbox.messages.filter((message) => message.kind === kind && message.recipient === email).length
}

/** The order confirmations the store sent an address. */
export const confirmationsTo = (request: APIRequestContext, email: string) => mailsTo(request, email)

/**
 * The order API's answer for a cart. Misses count toward the order-lookup limit of the
 * client's address (every e2e test shares 127.0.0.1), so the tests wait on the outbox and
 * ask this only once the order exists.
 */
export async function ordersOfCart(request: APIRequestContext, cartId: string): Promise<string | null> {
  const response = await request.get(storeUrl(null, `/api/v1/orders?cartId=${encodeURIComponent(cartId)}`))
  return response.ok() ? ((await response.json()) as { lookupNumber: string }).lookupNumber : null
}
