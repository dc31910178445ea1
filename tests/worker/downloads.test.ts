import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Order } from '../../domain/schemas/checkout'
import { NFT_PRIMARY_PRODUCT_ID } from '../../domain/constants'
import type { StoreImportInput } from '../../domain/schemas/store-import'
import { createProviderCheckout } from '../../worker/commerce/provider/checkout'
import { providerPaymentOptions } from '../../worker/commerce/provider/payment-options'
import { buildStore } from '../support/factories/store'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { purchaseByCard } from '../support/harness/worker/card-purchase'
import { freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

/** Digital items get an instant download link: in the confirmation email and on the thank-you page. */

type ImportListing = NonNullable<StoreImportInput['listings']>[number]

const zine: ImportListing = {
  slug: 'night-zine',
  title: 'Night Zine',
  collections: ['apparel'],
  products: [
    {
      productType: 'Zine',
      name: 'Digital Zine',
      mockup: 'digital',
      artwork: 'Night Pages',
      delivery: 'other',
      sizes: [{ label: 'Digital', priceCents: 800 }],
      variations: [{ color: 'Midnight Blue', hex: '#1b2a4a', inventory: { Digital: 50 } }],
    },
  ],
}

const pass: ImportListing = {
  slug: 'genesis-pass',
  title: 'Genesis Pass',
  collections: ['apparel'],
  products: [
    {
      productType: 'nft',
      name: 'Digital Collectible',
      mockup: 'nft',
      artwork: 'Genesis',
      delivery: 'other',
      sizes: [{ label: 'Edition', priceCents: 4900 }],
      variations: [{ color: 'Gold', hex: '#d4a72c', inventory: { Edition: 5 } }],
    },
  ],
}

/** An NFT drop known by its primary product 1816 alone: neither product is of type nft. */
const drop: ImportListing = {
  slug: 'founders-drop',
  title: 'Founders Drop',
  collections: ['apparel'],
  products: [
    {
      productType: 'Collectible',
      name: 'Founders Token',
      mockup: 'nft',
      artwork: 'Founders',
      delivery: 'other',
      sizes: [{ label: 'Edition', priceCents: 2900 }],
      variations: [{ color: 'Silver', hex: '#c0c0c0', inventory: { Edition: 5 } }],
      fixedProductId: NFT_PRIMARY_PRODUCT_ID,
    },
    {
      productType: 'Art Card',
      name: 'Founders Art Card',
      mockup: 'nft',
      artwork: 'Founders Card',
      delivery: 'other',
      sizes: [{ label: 'Edition', priceCents: 1900 }],
      variations: [{ color: 'Bronze', hex: '#cd7f32', inventory: { Edition: 5 } }],
    },
  ],
}

type Item = [listing: string, color: string, size: string]

const storeWithDigitalItems = () => freshStore({ listings: [...(buildStore().listings ?? []), zine, pass] })

/** Buys the items with the card that succeeds; answers the order number and the cart id. */
async function buy(storeSlug: string, email: string, items: Item[]): Promise<{ lookup: string; cartId: string }> {
  const lineItems = await Promise.all(items.map(async (item) => ({ sku: await skuOf(storeSlug, ...item), quantity: 1 })))
  const { submitted, cartId } = await purchaseByCard(storeSlug, email, lineItems)
  expect(submitted.state).toBe('success')
  return { lookup: submitted.orderLookupNumber ?? '', cartId }
}

async function confirmationFor(recipient: string): Promise<string> {
  const row = await env.DB.prepare("SELECT body FROM outbox WHERE recipient = ?1 AND kind = 'order-confirmation'")
    .bind(recipient)
    .first<{ body: string }>()
  return row?.body ?? ''
}

const downloadLinks = (body: string) => [...body.matchAll(/https?:\/\/\S+\/downloads\/\S+/g)].map((match) => match[0])

async function grantsOf(lookup: string) {
  const { results } = await env.DB.prepare(
    `SELECT g.token, g.kind, g.download_count, g.created_at, g.expires_at FROM download_grants g
     JOIN orders o ON o.id = g.order_id WHERE o.lookup_number = ?1 ORDER BY g.position`,
  )
    .bind(lookup)
    .all<{ token: string; kind: string; download_count: number; created_at: string; expires_at: string }>()
  return results
}

const download = (url: string, host?: string) => SELF.fetch(url, { headers: host ? { host } : {} })

describe('download links for digital items', () => {
  it('emails a paid digital order its absolute download link, valid for 60 days', async () => {
    const storeSlug = await storeWithDigitalItems()
    const { lookup } = await buy(storeSlug, 'zine@example.com', [['night-zine', 'Midnight Blue', 'Digital']])
    const [grant] = await grantsOf(lookup)
    expect(grant.kind).toBe('file')
    expect(Date.parse(grant.expires_at) - Date.parse(grant.created_at)).toBe(60 * 24 * 60 * 60 * 1000)
    const body = await confirmationFor('zine@example.com')
    expect(body).toContain(`  Night Zine (Midnight Blue, Digital)\n  http://${storeSlug}.localhost/downloads/${grant.token}`)
    expect(body).toContain('works for 60 days')
    expect(body).not.toContain('separate email')
  })

  it('downloads the artwork as an SVG attachment from the emailed link, and counts it', async () => {
    const storeSlug = await storeWithDigitalItems()
    const { lookup } = await buy(storeSlug, 'file@example.com', [['night-zine', 'Midnight Blue', 'Digital']])
    const [link] = downloadLinks(await confirmationFor('file@example.com'))
    const response = await download(link)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('image/svg+xml')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="night-zine-midnight-blue.svg"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const svg = await response.text()
    // The artwork as a portrait art print in its colour.
    expect(svg).toMatch(/^<svg [^>]*width="1080" height="1920"/)
    expect(svg).toContain('>Night Pages</text>')
    expect(svg).toContain('fill="#1b2a4a"')
    expect((await grantsOf(lookup))[0].download_count).toBe(1)
  })

  it('gives an NFT a certificate of ownership naming the order number', async () => {
    const storeSlug = await storeWithDigitalItems()
    const { lookup } = await buy(storeSlug, 'nft@example.com', [['genesis-pass', 'Gold', 'Edition']])
    const body = await confirmationFor('nft@example.com')
    expect(body).toContain('certificate of ownership')
    const response = await download(downloadLinks(body)[0])
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="genesis-pass-gold.svg"')
    const svg = await response.text()
    expect(svg).toContain('Certificate of ownership')
    expect(svg).toContain(`Order ${lookup}`)
  })

  it("gives every product of a listing whose primary product is 1816 a certificate, whatever the product's own type or id", async () => {
    const storeSlug = await freshStore({ listings: [...(buildStore().listings ?? []), drop] })
    const { lookup } = await buy(storeSlug, 'founder@example.com', [['founders-drop', 'Bronze', 'Edition']])
    expect((await grantsOf(lookup)).map((grant) => grant.kind)).toEqual(['certificate'])
    const svg = await (await download(downloadLinks(await confirmationFor('founder@example.com'))[0])).text()
    expect(svg).toContain('Certificate of ownership')
  })

  it('answers 404 with a short text to another store’s host, a made-up token, an expired link or a canceled order', async () => {
    const storeSlug = await storeWithDigitalItems()
    const otherStore = await freshStore()
    const { lookup } = await buy(storeSlug, 'refused@example.com', [['night-zine', 'Midnight Blue', 'Digital']])
    const [link] = downloadLinks(await confirmationFor('refused@example.com'))
    const token = link.split('/downloads/')[1]

    const elsewhere = await download(`http://${otherStore}.localhost/downloads/${token}`)
    expect(elsewhere.status).toBe(404)
    expect(await elsewhere.text()).toBe(
      'This download link is not valid or has expired. Contact the store with your order number for a new one.',
    )
    expect((await download(`http://${storeSlug}.localhost/downloads/dl_${'a'.repeat(24)}`)).status).toBe(404)
    expect((await download(`http://${storeSlug}.localhost/downloads/..%2F..%2Fetc`)).status).toBe(404)

    await env.DB.prepare("UPDATE download_grants SET expires_at = '2000-01-01T00:00:00.000Z' WHERE token = ?1").bind(token).run()
    expect((await download(link)).status).toBe(404)
    await env.DB.prepare("UPDATE download_grants SET expires_at = '2999-01-01T00:00:00.000Z' WHERE token = ?1").bind(token).run()
    expect((await download(link)).status).toBe(200)
    await env.DB.prepare("UPDATE orders SET status = 'canceled' WHERE lookup_number = ?1").bind(lookup).run()
    expect((await download(link)).status).toBe(404)
  })

  it('shows the links to the cart’s own read of the order, not to a lookup by order number', async () => {
    const storeSlug = await storeWithDigitalItems()
    const { lookup, cartId } = await buy(storeSlug, 'owner@example.com', [
      ['day-tee', 'White', 'M'],
      ['night-zine', 'Midnight Blue', 'Digital'],
    ])
    const api = storeClient(storeSlug)
    const [link] = downloadLinks(await confirmationFor('owner@example.com'))
    const own = await api.get<Order>(`/api/v1/orders?cartId=${encodeURIComponent(cartId)}`)
    expect(own.body.downloads).toEqual([{ title: 'Night Zine (Midnight Blue, Digital)', url: link }])
    for (const query of [`lookupNumber=${lookup}`, `lookupNumber=${lookup}&email=owner@example.com`]) {
      const byNumber = await api.get<Order>(`/api/v1/orders?${query}`)
      expect(byNumber.status).toBe(200)
      expect(byNumber.body.downloads).toBeUndefined()
    }
  })

  it('gives a physical-only order no link', async () => {
    const storeSlug = await storeWithDigitalItems()
    const { lookup, cartId } = await buy(storeSlug, 'tee@example.com', [['day-tee', 'White', 'M']])
    expect(await grantsOf(lookup)).toEqual([])
    expect(downloadLinks(await confirmationFor('tee@example.com'))).toEqual([])
    expect((await storeClient(storeSlug).get<Order>(`/api/v1/orders?cartId=${cartId}`)).body.downloads).toBeUndefined()
  })
})

describe('a provider backend’s download links', () => {
  it('reach the storefront through the provider adapter as the backend sent them', async () => {
    const order: Order = {
      lookupNumber: 'ORD-7KQ2-M9XD-4HTP',
      cartId: 'cart-1',
      status: 'processing',
      shippingMethod: 'Standard delivery',
      created: '2026-03-02T15:00:00.000Z',
      updated: '2026-03-02T15:00:00.000Z',
      totalCost: { amount: 800, currency: 'USD' },
      tax: { amount: 0 },
      shippingCost: { amount: 0 },
      promo: null,
      paymentMethod: 'card',
      customer: { email: 'ada@example.com', firstName: 'Ada' },
      items: [],
      shipments: [],
      arrivalEstimate: null,
      downloads: [{ title: 'Night Zine (PDF, Digital)', url: 'https://shop.example/downloads/dl_abc' }],
    }
    const port = createProviderCheckout({
      checkoutUrl: 'https://backend.test/api',
      paymentUrl: 'https://backend.test/api',
      backendUrl: 'https://backend.test/api',
      trackingUrl: 'https://backend.test/api',
      paymentOptions: providerPaymentOptions({}),
      amounts: 'cents',
      fetch: async () => Response.json(order),
    })
    const answer = await port.orderByCart('cart-1', { storeSlug: 'moonlit' })
    expect(answer.ok && answer.value.downloads).toEqual(order.downloads)
  })
})
