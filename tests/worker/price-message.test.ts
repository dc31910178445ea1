import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore } from '../support/factories/store'
import { callApp, storeRequest } from '../support/harness/reliability/harness'

/**
 * Spec section 7's Afterpay price message on listing and cart pages of a US store: the
 * store's own words in the sandbox, Afterpay's placement (and the origins its script
 * needs in the page's CSP) when the store has an Afterpay merchant account.
 */

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'sunny-usa', name: 'Sunny USA', region: 'USA' }))
  await seedStore(env.DB, buildStore({ slug: 'sunny-eu', name: 'Sunny EU', region: 'EU' }))
})

const page = (store: string, path: string, overrides = {}) => callApp(storeRequest(`${store}.localhost`, path), overrides)
const csp = (answer: { headers: Headers }) => answer.headers.get('content-security-policy') ?? ''

describe('the Afterpay price message', () => {
  it("shows a US store's listing price in 4 payments, in the store's own words without an Afterpay account", async () => {
    const listing = await page('sunny-usa', '/listing/night-hoodie')
    expect(listing.status).toBe(200)
    expect(listing.text.includes('<p class="afterpay-message">or 4 interest-free payments of $11.25 with Afterpay</p>')).toBe(true)
    expect(listing.text.includes('<afterpay-placement')).toBe(false)
    expect(csp(listing)).not.toContain('afterpay')
  })

  it("uses Afterpay's own placement with AFTERPAY_MERCHANT_ID, and lets its script's origins in, never on checkout", async () => {
    const afterpay = { AFTERPAY_MERCHANT_ID: 'merchant-123' }
    const listing = await page('sunny-usa', '/listing/night-hoodie', afterpay)
    const placement = /<afterpay-placement class="afterpay-message" data-locale="en_US" data-currency="USD" data-amount="45.00">/
    expect(placement.test(listing.text)).toBe(true)
    expect(listing.text.includes('<p class="afterpay-message">')).toBe(false)
    expect(csp(listing)).toMatch(/connect-src [^;]*https:\/\/\*\.afterpay\.com/)
    expect(csp(listing)).toMatch(/frame-src [^;]*https:\/\/\*\.afterpay\.com/)
    const checkout = await page('sunny-usa', '/checkout/express?method=paypal', afterpay)
    expect(csp(checkout)).not.toContain('afterpay.com')
  })

  it('is not shown by a store outside the USA', async () => {
    const listing = await page('sunny-eu', '/listing/night-hoodie')
    expect(listing.status).toBe(200)
    expect(listing.text.includes('class="afterpay-message"')).toBe(false)
  })
})
