import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, Page, Request } from '@playwright/test'
import type { Listing } from '../../../domain/schemas/catalog'
import { readJson, storeUrl } from './fixtures'
import { testCustomer } from '../factories/customer'

const port = Number(process.env.E2E_PORT ?? 8799)

/** The local D1/KV folder of the e2e server (scripts/e2e-server.mjs writes it down). */
function e2eStateFolder(): string {
  return readFileSync(join(tmpdir(), `storefront-e2e-${port}.state`), 'utf8').trim()
}

const previewLinks = new Map<string, string>()

/**
 * A store-owner preview link, printed by the real CLI against the e2e server's database;
 * one per store for this test process (a link is good for hours). The CLI runs wrangler,
 * which now and then fails to start while another worker's wrangler is starting: it is
 * tried up to three times.
 */
export function previewLink(store: string): string {
  const known = previewLinks.get(store)
  if (known) return known
  let failure: unknown
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const out = execFileSync(
        process.execPath,
        ['scripts/preview-link.mjs', '--store', store, '--port', String(port), '--persist-to', e2eStateFolder()],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      )
      const url = out.trim().split('\n').at(-1) ?? ''
      if (!url.includes('#preview=')) throw new Error(`preview-link printed no link: ${out}`)
      previewLinks.set(store, url)
      return url
    } catch (error) {
      failure = error
    }
  }
  throw failure
}

// Node cannot resolve {store}.localhost, so API calls go to the default store on localhost.
const STORE = 'moonlit'

const jsonOf = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

const apiHeaders = () => ({ origin: storeUrl(null, ''), 'content-type': 'application/json', accept: 'application/json' })

/** Opens a checkout of the default store for one unit of a listing, as the cart page does; answers its id. */
export async function openCheckout(request: APIRequestContext, listingSlug: string): Promise<string> {
  const store = STORE
  const origin = storeUrl(null, '')
  const { listing } = await jsonOf<{ listing: Listing }>(
    await request.get(`${origin}/api/v1/listings?slug=${listingSlug}&storeSlug=${store}`),
  )
  const product = listing.products[0]
  const variation = product.variations.find((v) => v.inventoryCount > 0 && v.availableSizesWithId.length > 0)
  if (!variation) throw new Error(`${listingSlug} has nothing in stock`)
  const sku = `${product.productId}_${variation.variationId}_${variation.availableSizesWithId[0].id}`
  const checkout = await jsonOf<{ id: string }>(
    await request.post(`${origin}/api/checkout`, { headers: apiHeaders(), data: { storeSlug: store, lineItems: [{ sku, quantity: 1 }] } }),
  )
  return checkout.id
}

/**
 * Buys one unit of a listing of the default store through the same-origin API, as the
 * checkout page does, with the sandbox's test card; answers the order's lookup number.
 */
export async function placeOrder(request: APIRequestContext, listingSlug: string, email: string): Promise<string> {
  const store = STORE
  const origin = storeUrl(null, '')
  const headers = apiHeaders()
  const checkoutId = await openCheckout(request, listingSlug)
  await jsonOf(
    await request.put(`${origin}/api/v1/checkout`, {
      headers,
      data: { id: checkoutId, data: { storeSlug: store, customer: testCustomer(email), deliveryOption: 'standard' } },
    }),
  )
  const card = await jsonOf<{ id: string }>(
    await request.post(`${origin}/api/v1/payments/sandbox/tokenize`, {
      headers,
      data: { number: '4242424242424242', expMonth: 1, expYear: 2036, cvc: '123' },
    }),
  )
  const payment = await jsonOf<{ paymentId: string; paymentToken: string }>(
    await request.post(`${origin}/api/v1/initiatePayment`, {
      headers,
      data: { checkoutId, paymentMethod: 'card', paymentMethodId: card.id },
    }),
  )
  const submitted = await jsonOf<{ orderLookupNumber: string | null }>(
    await request.post(`${origin}/api/v1/checkout/submit`, {
      headers,
      data: { checkoutId, storeSlug: store, paymentId: payment.paymentId, paymentToken: payment.paymentToken, returnUrl: '/' },
    }),
  )
  if (!submitted.orderLookupNumber) throw new Error('The order was not placed')
  return submitted.orderLookupNumber
}

/** Moves an order one fulfilment step on (development helper): processing → shipped → delivered. */
export async function advanceOrder(request: APIRequestContext, lookupNumber: string): Promise<void> {
  const response = await request.post(storeUrl(null, `/dev/orders/${encodeURIComponent(lookupNumber)}/advance`))
  if (!response.ok()) throw new Error(`advance answered ${response.status()}: ${await response.text()}`)
}

interface OutboxMail {
  recipient: string
  subject: string
  body: string
  /** How its delivery through the mail queue went: queued, sending, delivered or failed. */
  status: string
}

/** The development outbox: every email the stores have written, with how its delivery went. */
export async function outbox(request: APIRequestContext): Promise<OutboxMail[]> {
  return (await readJson<{ messages: OutboxMail[] }>(request, storeUrl(null, '/dev/outbox'))).messages
}

/** The pixel ids the analytics tests give a store's theme (spec sections 3 and 7). */
const TEST_PIXELS = { gaToken: 'G-TEST12345', facebookPixel: '123456789012' }

const SHELL_SCRIPT = /(<script type="application\/json" id="__shell">)([\s\S]*?)(<\/script>)/

/**
 * Gives the store's theme a Google Analytics id and a Facebook pixel for this page only:
 * the document's shell data is changed in transit, so no other test's pages load pixels.
 * The pixels' scripts are stand-ins served here that record what the page hands them in
 * `window.__pixelEvents` (as `ga:{name}` and `fb:{name}`, and Google's Consent Mode calls as
 * `consent:{default|update}:{analytics_storage}/{ad_storage}/{ad_user_data}/{ad_personalization}`),
 * so nothing leaves the machine. `flags` changes the store's flags the same way.
 */
/**
 * Node cannot resolve `{store}.localhost`: a document of another store is fetched from
 * localhost with the store's name in the Host header, which is how the worker tells stores apart.
 */
function nodeReachable(request: Request): { url?: string; headers?: Record<string, string>; maxRedirects: number } {
  // A redirect (a gate's /login) goes back to the browser, which follows it as it would.
  const url = new URL(request.url())
  if (url.hostname === 'localhost') return { maxRedirects: 0 }
  const host = url.host
  url.hostname = 'localhost'
  return { url: url.toString(), headers: { ...request.headers(), host }, maxRedirects: 0 }
}

export async function withTestPixels(page: Page, { flags = {} }: { flags?: Record<string, boolean> } = {}): Promise<void> {
  await page.route(
    (url) => url.hostname === 'localhost' || url.hostname.endsWith('.localhost'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch(nodeReachable(route.request()))
      const html = await response.text()
      const body = html.replace(SHELL_SCRIPT, (_, open: string, json: string, close: string) => {
        const shell = JSON.parse(json) as { theme: { meta: Record<string, unknown> }; store: { flags: Record<string, boolean> } }
        shell.theme.meta = { ...shell.theme.meta, ...TEST_PIXELS }
        shell.store.flags = { ...shell.store.flags, ...flags }
        return `${open}${JSON.stringify(shell).replaceAll('<', '\\u003c')}${close}`
      })
      await route.fulfill({ response, body })
    },
  )
  await page.route('https://www.googletagmanager.com/gtag/js**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const events = (window.__pixelEvents ??= [])
        const record = (entry) => {
          if (entry && entry[0] === 'event') events.push('ga:' + entry[1])
          if (entry && entry[0] === 'consent') {
            const mode = entry[2]
            events.push('consent:' + entry[1] + ':' + [mode.analytics_storage, mode.ad_storage, mode.ad_user_data, mode.ad_personalization].join('/'))
          }
        }
        const layer = (window.dataLayer ??= [])
        for (const entry of layer) record(entry)
        const push = layer.push.bind(layer)
        layer.push = (...entries) => { entries.forEach(record); return push(...entries) }
      })()`,
    }),
  )
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const events = (window.__pixelEvents ??= [])
        const fbq = window.fbq
        fbq.callMethod = (method, name) => { if (method === 'track' || method === 'trackCustom') events.push('fb:' + name) }
        for (const args of fbq.queue.splice(0)) fbq.callMethod(...args)
      })()`,
    }),
  )
}

/** What the stand-in pixels have been handed so far. */
export function pixelEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __pixelEvents?: string[] }).__pixelEvents ?? [])
}
