import { type Context, Hono } from 'hono'
import { addressService } from './address-service'
import { checkoutAnswer, LISTING_NOT_FOUND, LOCALIZATION, listingAnswer, orderAnswer, product, quotes, storeAnswer, tile } from './answers'
import { approvalPage, imageSvg, storeNotFoundPage } from './pages'
import type { StoreSeed } from './seed'
import { type Checkout, cents, dollars, type Payment, Shop, type Tier } from './shop'

/**
 * A commerce backend that speaks the API of spec section 7 and nothing else: the calls'
 * paths, query names and bodies as the spec words them, answers with the spec's fields in
 * dollars. Beyond the spec only what a backend needs to be used at all: a payment
 * provider's approval page (the redirect payment), its images, the address validation
 * service the spec names (address-service.ts), and `/_reference/writes`, which tells a
 * test every write the storefront made happen.
 */

export interface ReferenceOptions {
  /** When set, every API call must carry it as x-api-key (as BACKEND_API_KEY is sent). */
  apiKey?: string
  shop?: Shop
  /** Makes the product photos it serves (photos.ts, with Sharp: only in Node); without it /photos answers 404. */
  photos?: (file: string) => Promise<Uint8Array<ArrayBuffer>>
}

const PAGE = 12
const COLLECTION_PAGE = 150
const TIERS: readonly Tier[] = ['standard', 'rush', 'super_rush']
const PROMO_INVALID = "Sorry, this promo code isn't valid. Please check and try again."

type Json = Record<string, unknown>

async function bodyOf(c: Context): Promise<Json> {
  const text = await c.req.text()
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : {}
  } catch {
    return {}
  }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)
const origin = (c: Context) => new URL(c.req.url).origin

export function referenceBackend({ apiKey, shop = new Shop(), photos }: ReferenceOptions = {}) {
  const storeOr404 = (c: Context, slug: string | undefined): StoreSeed | Response => {
    const store = slug ? shop.store(slug) : undefined
    return store ?? c.json({ errors: { store: 'not found' } }, 404)
  }
  const checkoutOf = (id: unknown): Checkout | undefined => (typeof id === 'string' ? shop.checkouts.get(id) : undefined)

  const app = new Hono()

  // Pages and files a browser opens: no key.
  app.get('/images/:file', (c) =>
    c.body(imageSvg(c.req.param('file')), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'max-age=3600' }),
  )
  app.get('/photos/:file{[a-z0-9%-]+-(?:front|back)-[0-9a-f]{6}\\.jpg}', async (c) =>
    photos
      ? c.body(await photos(c.req.param('file')), 200, { 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600' })
      : c.text('Photos are made only by the Node process (tests/support/reference-backend/main.ts)', 404),
  )
  app.get('/store-not-found', (c) => c.html(storeNotFoundPage(), 404))
  app.get('/pay/:paymentId', (c) => {
    const payment = shop.payments.get(c.req.param('paymentId'))
    return payment ? c.html(approvalPage(payment)) : c.text('Payment not found', 404)
  })
  app.post('/pay/:paymentId/:outcome{approve|cancel}', (c) => {
    const payment = shop.payments.get(c.req.param('paymentId'))
    const checkout = payment ? shop.checkouts.get(payment.checkoutId) : undefined
    if (!payment || !checkout) return c.text('Payment not found', 404)
    if (payment.state === 'pending') {
      if (c.req.param('outcome') === 'approve') {
        // Approved, not taken yet: the money is taken (and the order placed) when the
        // storefront asks after the payment, as the spec's GET /v1/payment is asked after a redirect.
        payment.state = 'authorized'
        checkout.redirectUrl = null
      } else {
        payment.state = 'canceled'
        checkout.state = 'pending'
        checkout.redirectUrl = null
        checkout.paymentId = null
      }
    }
    return c.redirect(payment.returnUrl ?? '/', 303)
  })
  app.get('/_reference/writes', (c) => {
    const { checkoutId, email } = c.req.query()
    return c.json(shop.writes.filter((write) => (!checkoutId || write.checkoutId === checkoutId) && (!email || write.email === email)))
  })

  // The API: with the shared key when one is set.
  app.use('*', async (c, next) => {
    if (apiKey && c.req.header('x-api-key') !== apiKey) return c.json({ error: 'A valid x-api-key is needed' }, 401)
    await next()
  })

  app.get('/v1/localization_details', (c) =>
    shop.storeById(c.req.query('storeId') ?? '') ? c.json(LOCALIZATION) : c.json({ error: 'Unknown store' }, 404),
  )

  app.get('/v1/stores', (c) => {
    const store = storeOr404(c, c.req.query('slug'))
    return store instanceof Response ? store : c.json(storeAnswer(store))
  })

  app.get('/v1/stores/collections', (c) => {
    const store = storeOr404(c, c.req.query('slug'))
    return store instanceof Response ? store : c.json({ collections: store.collections })
  })

  app.get('/v1/stores/products', (c) => {
    const store = storeOr404(c, c.req.query('slug'))
    if (store instanceof Response) return store
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1)
    const slug = c.req.query('collection')
    if (slug === undefined) {
      const listings = store.listings.slice((page - 1) * PAGE, page * PAGE)
      return c.json({ products: listings.map((listing) => tile(origin(c), store, listing)) })
    }
    const collection = store.collections.find((candidate) => candidate.slug === slug)
    if (!collection) return c.json({ error: 'Collection not found' }, 404)
    const per = Math.min(COLLECTION_PAGE, Number(c.req.query('per') ?? COLLECTION_PAGE) || COLLECTION_PAGE)
    const listings = store.listings.filter((listing) => listing.collections.includes(collection.id))
    return c.json({
      collection: { name: collection.name },
      products: listings.slice((page - 1) * per, page * per).map((listing) => tile(origin(c), store, listing)),
      total_count: listings.length,
    })
  })

  app.get('/v1/collections', (c) => {
    const store = storeOr404(c, c.req.query('storeSlug'))
    return store instanceof Response ? store : c.json({ collections: store.collections })
  })

  app.get('/v1/collection/:id/items', (c) => {
    const id = Number(c.req.param('id'))
    const store = shop.stores.find((candidate) => candidate.collections.some((collection) => collection.id === id))
    if (!store) return c.json({ error: 'Collection not found' }, 404)
    const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1)
    const listings = store.listings.filter((listing) => listing.collections.includes(id))
    return c.json({ products: listings.slice((page - 1) * PAGE, page * PAGE).map((listing) => tile(origin(c), store, listing)) })
  })

  app.get('/v1/listings', (c) => {
    const store = shop.store(c.req.query('storeSlug') ?? '')
    const listing = store?.listings.find((candidate) => candidate.slug === c.req.query('slug'))
    if (!listing) return c.json(LISTING_NOT_FOUND)
    const productId = Number(c.req.query('productId')) || undefined
    return c.json(listingAnswer(origin(c), shop, listing, productId))
  })

  app.get('/v0/listing/:slug', (c) => {
    const store = shop.store(c.req.query('store_slug') ?? '')
    const listing = store?.listings.find((candidate) => candidate.slug === c.req.param('slug'))
    if (!listing) return c.json({ error: 'Listing not found' }, 404)
    return c.json({ products_payload: listing.products.map((seed) => product(origin(c), shop, listing, seed)) })
  })

  app.get('/v1/blanks', (c) => {
    const id = Number(c.req.query('id'))
    const seed = shop.stores
      .flatMap((store) => store.listings.flatMap((listing) => listing.products))
      .find((candidate) => candidate.productId === id)
    if (!seed) return c.json({ error: 'Blank not found' }, 404)
    return c.json({
      id: seed.productId,
      productType: seed.productType,
      name: seed.name,
      ...seed.details,
      sizeChart: null,
      sizeChartUrl: null,
    })
  })

  app.get('/v1/inventory', (c) => {
    const colorId = Number(c.req.query('colorId'))
    const sizeId = Number(c.req.query('sizeId'))
    if (!colorId || !sizeId) return c.json({ error: 'Give colorId and sizeId' }, 400)
    return c.json({ inventoryCount: shop.inventory(colorId, sizeId) })
  })

  app.get('/v1/availability', (c) => c.json({ error: 'This shop sells no NFTs' }, 404))

  app.get('/theme', (c) => {
    const store = shop.storeById(c.req.query('siteKey') ?? '')
    if (!store || store.theme.kind === 'none') return c.json({ statusCode: 404, error: 'Theme not found' }, 404)
    if (store.theme.kind === 'gated' && c.req.query('accessCode') !== store.theme.accessCode) {
      return c.json({ statusCode: 401, error: 'accessCode required' }, 401)
    }
    return c.json({ statusCode: 200, theme: store.theme.theme })
  })

  app.post('/checkout', async (c) => {
    const body = await bodyOf(c)
    const store = shop.store(text(body.storeSlug) ?? '')
    if (!store) return c.json({ error: 'Unknown store' }, 404)
    const given = Array.isArray(body.lineItems) ? (body.lineItems as Json[]) : []
    if (given.length === 0) return c.json({ error: 'Your cart is empty.' }, 422)
    const lines = given.map((line) => shop.line(store, String(line.sku ?? ''), Number(line.quantity) || 0))
    if (lines.some((line) => line === null || line.quantity < 1)) return c.json({ error: 'Some items are not sold in this store.' }, 422)
    const known = lines.filter((line) => line !== null)
    if (known.some((line) => shop.inventory(line.colourId, line.sizeId) < line.quantity)) {
      return c.json({ error: 'Some items are not available at this time.' }, 422)
    }
    const checkout: Checkout = {
      id: shop.id('c'),
      storeSlug: store.slug,
      cartId: text(body.cartId),
      lines: known,
      state: 'created',
      customer: null,
      stateCode: null,
      deliveryOption: null,
      promoCode: null,
      paymentMethod: null,
      paymentId: null,
      orderLookupNumber: null,
      redirectUrl: null,
      error: null,
      marketingOptIn: false,
      trafficSource: text(body.trafficSource),
      affiliate: text(body.affiliate),
    }
    shop.checkouts.set(checkout.id, checkout)
    shop.record('checkout', { checkoutId: checkout.id })
    return c.json(checkoutAnswer(origin(c), shop, checkout), 201)
  })

  app.get('/checkout', (c) => {
    const checkout = checkoutOf(c.req.query('id'))
    if (!checkout || checkout.storeSlug !== c.req.query('storeSlug')) return c.json({ error: 'Checkout not found' }, 404)
    return c.json(checkoutAnswer(origin(c), shop, checkout))
  })

  app.put('/v1/checkout', async (c) => {
    const body = await bodyOf(c)
    const data = (body.data ?? {}) as Json
    const checkout = checkoutOf(body.id)
    if (!checkout || checkout.storeSlug !== data.storeSlug) return c.json({ error: 'Checkout not found' }, 404)
    if (checkout.state === 'success' || checkout.state === 'completed') return c.json({ error: 'This checkout is paid' }, 409)
    if ('promoCode' in data) {
      const code = text(data.promoCode)?.toUpperCase() ?? null
      if (code && !shop.store(checkout.storeSlug)?.promoCodes[code]) {
        return c.json({ message: { errors: [{ detail: PROMO_INVALID, source: { pointer: '/data/promoCode' } }] } }, 422)
      }
      checkout.promoCode = code
    }
    if (data.customer && typeof data.customer === 'object') {
      const customer = data.customer as Json
      const address = (customer.address ?? {}) as Json
      checkout.customer = { ...customer, address: { ...address, address2: text(address.address2) } }
      checkout.stateCode = text(address.stateCode)
      checkout.state = 'pending'
    }
    const tier = typeof data.deliveryOption === 'object' && data.deliveryOption ? (data.deliveryOption as Json).id : data.deliveryOption
    if (tier !== undefined) {
      if (!TIERS.includes(tier as Tier))
        return c.json({ message: { errors: [{ detail: 'Unknown delivery option', source: { pointer: '/data/deliveryOption' } }] } }, 422)
      checkout.deliveryOption = tier as Tier
    }
    if (text(data.paymentMethod)) checkout.paymentMethod = text(data.paymentMethod)
    if (typeof data.marketingOptIn === 'boolean') checkout.marketingOptIn = data.marketingOptIn
    shop.record('checkout-update', { checkoutId: checkout.id })
    return c.json(checkoutAnswer(origin(c), shop, checkout))
  })

  app.post('/deliveryOptions', async (c) => {
    const body = await bodyOf(c)
    const checkout = checkoutOf(body.id)
    if (!checkout || checkout.storeSlug !== body.storeSlug) return c.json({ error: 'Checkout not found' }, 404)
    if (text(body.countryCode) !== 'US' || !text(body.stateCode)) return c.json({ error: 'We deliver to the United States only' }, 422)
    checkout.stateCode = text(body.stateCode)
    return c.json({ data: { attributes: { quotes: quotes(new Date()) } } })
  })

  /** POST /v1/initiatePayment and /v1/updatePayment: the amount must be the checkout's total, in dollars. */
  async function startPayment(c: Context, kind: 'initiate' | 'update') {
    const body = await bodyOf(c)
    const checkout = checkoutOf(body.checkoutId)
    if (!checkout) return c.json({ error: 'Checkout not found' }, 404)
    if (checkout.state === 'success' || checkout.state === 'completed') return c.json({ error: 'This checkout is paid' }, 409)
    const total = shop.costs(checkout).total
    if (typeof body.amount !== 'number' || cents(body.amount) !== total) {
      return c.json({ error: `The amount is not the checkout's total of ${dollars(total).toFixed(2)}` }, 422)
    }
    const method = text(body.paymentMethod) ?? checkout.paymentMethod ?? 'card'
    const existing = kind === 'update' ? shop.payments.get(String(body.id ?? '')) : undefined
    if (kind === 'update' && (!existing || existing.token !== body.paymentToken)) return c.json({ error: 'Payment not found' }, 404)
    const payment: Payment = existing ?? {
      id: shop.id('p'),
      token: '',
      checkoutId: checkout.id,
      method,
      amountCents: total,
      state: 'pending',
      returnUrl: null,
      submitted: null,
    }
    payment.token = `tok-${crypto.randomUUID()}`
    payment.amountCents = total
    shop.payments.set(payment.id, payment)
    checkout.paymentId = payment.id
    checkout.paymentMethod = method
    shop.record(`payment-${kind}`, { checkoutId: checkout.id })
    return c.json({ paymentToken: payment.token, paymentId: payment.id, meta: {} })
  }
  app.post('/v1/initiatePayment', (c) => startPayment(c, 'initiate'))
  app.post('/v1/updatePayment', (c) => startPayment(c, 'update'))

  app.get('/v1/payment', (c) => {
    const payment = shop.payments.get(c.req.query('paymentId') ?? '')
    const checkout = payment ? shop.checkouts.get(payment.checkoutId) : undefined
    if (!payment || !checkout || payment.checkoutId !== c.req.query('checkoutId')) return c.json({ error: 'Payment not found' }, 404)
    if (payment.state === 'authorized') capture(checkout, payment)
    return c.json({ state: payment.state })
  })

  /** Takes an approved payment: the order is placed, or — sold out meanwhile — the payment fails. */
  function capture(checkout: Checkout, payment: Payment): void {
    payment.state = 'succeeded'
    if (shop.placeOrder(checkout, payment)) return
    payment.state = 'failed'
    checkout.state = 'failure'
    checkout.error = 'Some items sold out while you were paying. You have not been charged.'
  }

  app.post('/v1/payments/verifyDomain', async (c) => {
    const body = await bodyOf(c)
    if (!text(body.domainName)) return c.json({ error: 'Give the domainName' }, 400)
    shop.record('verify-domain')
    return c.json({})
  })

  app.post('/v1/checkout/submit', async (c) => {
    const body = await bodyOf(c)
    const checkout = checkoutOf(body.checkoutId)
    const payment = shop.payments.get(String(body.paymentId ?? ''))
    if (!checkout || checkout.storeSlug !== body.storeSlug || !payment || payment.checkoutId !== checkout.id) {
      return c.json({ displayMessage: 'This checkout or payment was not found.' }, 404)
    }
    if (payment.token !== body.paymentToken) return c.json({ displayMessage: 'This payment has expired. Please try again.' }, 409)
    // The same submit again is the same answer: one order per checkout and payment.
    if (payment.submitted) return c.json(payment.submitted)
    shop.record('submit', { checkoutId: checkout.id })
    payment.returnUrl = text(body.returnUrl)
    let answer: Json
    if (payment.amountCents !== shop.costs(checkout).total) {
      answer = { state: 'failure', redirectUrl: null, displayMessage: 'The total changed. Please review your order and pay again.' }
    } else if (payment.method === 'card' || payment.method === 'basic-card') {
      capture(checkout, payment)
      answer =
        payment.state === 'succeeded'
          ? { state: 'success', redirectUrl: null, displayMessage: null }
          : { state: 'failure', redirectUrl: null, displayMessage: checkout.error }
    } else {
      // PayPal, Afterpay and the wallets approve on the provider's page.
      checkout.state = 'pending'
      checkout.redirectUrl = `${origin(c)}/pay/${payment.id}`
      answer = { state: 'pending', redirectUrl: checkout.redirectUrl, displayMessage: null }
    }
    payment.submitted = answer
    return answer.state === 'failure' ? c.json(answer, 402) : c.json(answer)
  })

  app.get('/v1/orders', (c) => {
    const { cartId, lookupNumber } = c.req.query()
    const storeSlug = c.req.query('storeSlug')
    const order = [...shop.orders]
      .reverse()
      .find(
        (candidate) =>
          (!storeSlug || candidate.storeSlug === storeSlug) &&
          ((cartId && (candidate.cartId === cartId || candidate.checkoutId === cartId)) ||
            (lookupNumber && candidate.lookupNumber === lookupNumber)),
      )
    return order ? c.json({ order: orderAnswer(order) }) : c.json({ error: 'Order not found' }, 404)
  })

  app.post('/v1/orders/recover', (c) => {
    const { email, slug } = c.req.query()
    shop.record('recover', { email })
    const since = Date.now() - 60 * 86_400_000
    const found = shop.orders.some((order) => order.email === email && order.storeSlug === slug && Date.parse(order.created) >= since)
    return c.json(
      found
        ? { success: true, error: null }
        : { success: false, error: 'We could not find any orders for that email address in the last 60 days.' },
    )
  })

  app.post('/tracking/viewed_campaign', async (c) => {
    shop.record('campaign-view')
    await c.req.text()
    return c.body(null, 204)
  })

  addressService(app)

  // Not spec calls; answered as a plain backend would: done, nothing to say.
  for (const path of ['/contact', '/newsletter', '/preorder']) {
    app.post(path, async (c) => {
      const body = await bodyOf(c)
      shop.record(path.slice(1), { email: text(body['contact-email']) ?? text(body.email) ?? undefined })
      return c.body(null, 204)
    })
  }

  app.notFound((c) => c.json({ error: 'Not found' }, 404))
  return app
}
