import type { ListingSeed, ProductSeed, StoreSeed } from './seed'
import { type Checkout, type Costs, dollars, type Order, type Payment, QUOTES, type Shop, type Tier } from './shop'

/**
 * The answers of spec section 7, shaped as the spec words them (sections 3 and 7) and
 * nothing more: amounts in dollars, ids as the shop keeps them, `null` for what is unset.
 */

/** A photo of a colour as its creator uploaded it, 2,000 px JPEG (absolute URLs, as a real backend's CDN gives; photos.ts). */
function imageUrl(origin: string, product: ProductSeed, hex: string, view: 'front' | 'back' = 'front'): string {
  return `${origin}/photos/${encodeURIComponent(product.productType.toLowerCase())}-${view}-${hex.replace('#', '')}.jpg`
}

function images(origin: string, product: ProductSeed, hex: string) {
  return (['front', 'back'] as const).map((view, index) => {
    const src = imageUrl(origin, product, hex, view)
    return { label: index === 0 ? 'primary' : 'front', src, small: src, full: src, thumbsmall: src, thumblarge: src }
  })
}

const price = (product: ProductSeed) => Math.min(...product.sizes.map((size) => size.price))

/** Product list item / tile: id, listingId, name, productName, title, price, url, imageUrl, images, additionalImages, collections, external_id. */
export function tile(origin: string, store: StoreSeed, listing: ListingSeed) {
  const [product] = listing.products
  const [first, ...others] = product.colours
  return {
    id: product.productId,
    listingId: listing.listingId,
    name: listing.title,
    productName: product.name,
    title: listing.title,
    price: price(product),
    url: `/listing/${listing.slug}`,
    imageUrl: imageUrl(origin, product, first.hex),
    images: [
      { url: imageUrl(origin, product, first.hex), primary: true },
      { url: imageUrl(origin, product, first.hex, 'back'), primary: false },
    ],
    additionalImages: others.map((colour) => ({ src: imageUrl(origin, product, colour.hex) })),
    collections: store.collections
      .filter((collection) => listing.collections.includes(collection.id))
      .map(({ name, slug }) => ({ name, slug })),
    external_id: String(product.productId),
  }
}

/** Product: productId, productType, price, thumbnail, deliveryDetails, variations, listingThumbnails (no details: GET /v1/blanks has them). */
export function product(origin: string, shop: Shop, listing: ListingSeed, seed: ProductSeed) {
  return {
    productId: seed.productId,
    productType: seed.productType,
    price: price(seed),
    thumbnail: imageUrl(origin, seed, seed.colours[0].hex),
    deliveryDetails: { type: 'physical', estimatedShipDate: null },
    variations: seed.colours.map((colour) => {
      const inStock = seed.sizes.filter((size) => shop.inventory(colour.id, size.id) > 0)
      return {
        variationId: colour.id,
        productId: seed.productId,
        productType: seed.productType,
        title: listing.title,
        color: colour.color,
        attributes: { hex: colour.hex },
        currency: 'USD',
        price: price(seed),
        images: images(origin, seed, colour.hex),
        inventoryCount: seed.sizes.reduce((sum, size) => sum + shop.inventory(colour.id, size.id), 0),
        sizes: seed.sizes.map((size) => ({ id: size.id, label: size.label, price: size.price })),
        // The sizes in stock, by id and label (the spec names them so).
        availableSizesWithId: inStock.map((size) => ({ id: size.id, label: size.label })),
        visibility: 'public',
      }
    }),
    listingThumbnails: [],
  }
}

/** GET /v1/listings: listing, primaryProduct (the spec's product), fulfillmentDetails, errors, visibility. */
export function listingAnswer(origin: string, shop: Shop, listing: ListingSeed, productId?: number) {
  const primary = listing.products.find((candidate) => candidate.productId === productId) ?? listing.products[0]
  return {
    listing: {
      slug: listing.slug,
      url: `/listing/${listing.slug}`,
      title: listing.title,
      description: listing.description,
      listingId: listing.listingId,
      itemGroupId: primary.productId,
      primaryProductId: primary.productId,
      price: price(primary),
      currency: 'USD',
      visibility: 'public',
      checkout_flow: 0,
      holidayDeliveryMessage: null,
    },
    primaryProduct: product(origin, shop, listing, primary),
    // Their shape is not shown in the spec: this backend's own.
    fulfillmentDetails: { facility: 'harbor-print-1', shipsFrom: 'US' },
    errors: null,
    visibility: 'public',
  }
}

export const LISTING_NOT_FOUND = {
  listing: null,
  primaryProduct: [],
  fulfillmentDetails: {},
  errors: ['Listing not found'],
  visibility: null,
}

function quote(tier: Tier, now: Date) {
  const { label, price: amount, days } = QUOTES[tier]
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString().slice(0, 10)
  return { id: tier, label, price: amount, estimatedDelivery: { deliveryDate: day(days[0]), arrivalDate: day(days[1]) } }
}

export function quotes(now: Date) {
  return (['standard', 'rush', 'super_rush'] as const).map((tier) => quote(tier, now))
}

function costsAnswer(costs: Costs) {
  return {
    tax: { value: dollars(costs.tax) },
    shipping: { value: dollars(costs.shipping) },
    discount: {
      type: costs.percentage === null ? null : 'percentage',
      percentage: costs.percentage,
      value: { amount: dollars(costs.discount) },
      currency: 'USD',
    },
    total: { value: dollars(costs.total), currency: 'USD' },
    lineItems: { value: dollars(costs.goods) },
  }
}

/** Checkout: id, state, platform, paymentMethod, paymentId, payment, customer, costs, deliveryOption, promoCode, promoCodeErrors, orderLookupNumber, lineItems, redirectUrl, error, marketingOptIn. */
export function checkoutAnswer(origin: string, shop: Shop, checkout: Checkout) {
  const payment: Payment | undefined = checkout.paymentId ? shop.payments.get(checkout.paymentId) : undefined
  return {
    id: checkout.id,
    state: checkout.state,
    platform: payment ? 'reference-pay' : null,
    paymentMethod: checkout.paymentMethod,
    paymentId: checkout.paymentId,
    payment: payment ? { id: payment.id, paymentToken: payment.token, state: payment.state, meta: {} } : null,
    customer: checkout.customer,
    costs: costsAnswer(shop.costs(checkout)),
    deliveryOption: checkout.deliveryOption ? quote(checkout.deliveryOption, new Date()) : null,
    promoCode: checkout.promoCode,
    promoCodeErrors: [],
    orderLookupNumber: checkout.orderLookupNumber,
    // The spec does not word a checkout's lines; these are its cart display item's words.
    lineItems: checkout.lines.map((line) => {
      const colour = line.product.colours.find((candidate) => candidate.id === line.colourId)
      const size = line.product.sizes.find((candidate) => candidate.id === line.sizeId)
      return {
        sku: line.sku,
        quantity: line.quantity,
        title: line.listing.title,
        productType: line.product.productType,
        colorName: colour?.color ?? '',
        selectedSize: { id: line.sizeId, label: size?.label ?? '' },
        price: dollars(line.unitCents),
        totalPrice: dollars(line.unitCents * line.quantity),
        primaryImages: { thumblarge: imageUrl(origin, line.product, colour?.hex ?? '#000000') },
      }
    }),
    redirectUrl: checkout.redirectUrl,
    error: checkout.error,
    marketingOptIn: checkout.marketingOptIn,
  }
}

/** Order: lookupNumber, cartId, status, shippingMethod, created, updated, totalCost, tax.amount, shippingCost.amount, promo, paymentMethod, customer.email, items, shipments. */
export function orderAnswer(order: Order) {
  return {
    lookupNumber: order.lookupNumber,
    cartId: order.cartId ?? order.checkoutId,
    status: 'processing',
    shippingMethod: order.tier,
    created: order.created,
    updated: order.created,
    totalCost: { amount: dollars(order.costs.total), currency: 'USD' },
    tax: { amount: dollars(order.costs.tax) },
    shippingCost: { amount: dollars(order.costs.shipping) },
    promo: order.promo,
    paymentMethod: order.paymentMethod,
    customer: { email: order.email },
    items: order.lines.map((line) => ({
      title: line.listing.title,
      listingId: line.listing.listingId,
      price: { amount: dollars(line.unitCents) },
      color: line.product.colours.find((colour) => colour.id === line.colourId)?.color ?? '',
      size: line.product.sizes.find((size) => size.id === line.sizeId)?.label ?? '',
      productType: line.product.productType,
      quantity: line.quantity,
    })),
    shipments: [],
  }
}

/** GET /v1/localization_details: the spec's fields; the EU is fulfilled from EUR. */
export const LOCALIZATION = {
  buyer_region: 'USA',
  buyer_currency: 'USD',
  buyer_locale: 'en',
  fulfillment_region: 'USA',
  available_locales: [
    { local_code: 'en', local_name: 'English' },
    { local_code: 'de', local_name: 'Deutsch' },
    { local_code: 'fr', local_name: 'Français' },
  ],
  available_currencies: [
    { currency: 'USD', symbol: '$' },
    { currency: 'EUR', symbol: '€' },
  ],
  available_regions: [
    { region: 'USA', fulfillment_region: 'USA' },
    { region: 'EU', fulfillment_region: 'EUR' },
    { region: 'Canada', fulfillment_region: 'USA' },
  ],
}

/** GET /v1/stores: slug, name, sellerId, id, collections, marketingPixels, socialMedia. */
export function storeAnswer(store: StoreSeed) {
  return {
    id: store.id,
    slug: store.slug,
    name: store.name,
    sellerId: store.sellerId,
    collections: store.collections,
    marketingPixels: {},
    socialMedia: [],
  }
}
