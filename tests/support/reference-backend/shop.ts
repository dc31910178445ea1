import { type ListingSeed, type ProductSeed, STORES, type StoreSeed } from './seed'

/**
 * The reference backend's shop: checkouts, payments and orders kept in memory, priced in
 * cents inside and answered in dollars. Written from the spec's text alone — it shares no
 * code with the storefront, so the storefront is proven against a backend that only knows
 * the spec.
 */

export const cents = (dollars: number) => Math.round(dollars * 100)
export const dollars = (amount: number) => Math.round(amount) / 100

export interface Line {
  sku: string
  quantity: number
  store: StoreSeed
  listing: ListingSeed
  product: ProductSeed
  colourId: number
  sizeId: number
  unitCents: number
}

type CheckoutState = 'created' | 'pending' | 'success' | 'completed' | 'failure'
export type Tier = 'standard' | 'rush' | 'super_rush'

export interface Checkout {
  id: string
  storeSlug: string
  cartId: string | null
  lines: Line[]
  state: CheckoutState
  customer: Record<string, unknown> | null
  stateCode: string | null
  deliveryOption: Tier | null
  promoCode: string | null
  paymentMethod: string | null
  paymentId: string | null
  orderLookupNumber: string | null
  redirectUrl: string | null
  error: string | null
  marketingOptIn: boolean
  trafficSource: string | null
  affiliate: string | null
}

export interface Payment {
  id: string
  token: string
  checkoutId: string
  method: string
  amountCents: number
  /** Pending until approved on the provider's page (authorized), succeeded once taken. */
  state: 'pending' | 'authorized' | 'succeeded' | 'failed' | 'canceled'
  returnUrl: string | null
  submitted: Record<string, unknown> | null
}

export interface Order {
  lookupNumber: string
  checkoutId: string
  cartId: string | null
  storeSlug: string
  email: string
  created: string
  tier: Tier
  paymentMethod: string
  promo: string | null
  lines: Line[]
  costs: Costs
}

export interface Costs {
  goods: number
  discount: number
  percentage: number | null
  shipping: number
  tax: number
  total: number
}

export const QUOTES: Record<Tier, { label: string; price: number; days: [number, number] }> = {
  standard: { label: 'Standard delivery', price: 5.99, days: [5, 9] },
  rush: { label: 'Rush delivery', price: 12.99, days: [3, 4] },
  super_rush: { label: 'Super rush delivery', price: 24.99, days: [1, 2] },
}

/** California's sales tax on goods after the discount; no tax elsewhere (this is a test shop). */
const TAX_RATE: Record<string, number> = { CA: 0.0725 }

export class Shop {
  readonly checkouts = new Map<string, Checkout>()
  readonly payments = new Map<string, Payment>()
  readonly orders: Order[] = []
  /** Every write, by kind and checkout: what the storefront made happen, and how often. */
  readonly writes: { kind: string; checkoutId?: string; email?: string; at: string }[] = []
  private readonly stock = new Map<string, number>()
  private next = 1

  constructor(readonly stores: StoreSeed[] = STORES) {
    for (const store of stores)
      for (const listing of store.listings)
        for (const product of listing.products)
          for (const size of product.sizes)
            for (const [colourId, count] of Object.entries(size.stock)) this.stock.set(`${colourId}_${size.id}`, count)
  }

  id(prefix: string): string {
    return `${prefix}-${this.next++}`
  }

  record(kind: string, details: { checkoutId?: string; email?: string } = {}): void {
    this.writes.push({ kind, ...details, at: new Date().toISOString() })
  }

  store(slug: string): StoreSeed | undefined {
    return this.stores.find((store) => store.slug === slug.toLowerCase())
  }

  storeById(id: string): StoreSeed | undefined {
    return this.stores.find((store) => store.id === id)
  }

  inventory(colourId: number, sizeId: number): number {
    return this.stock.get(`${colourId}_${sizeId}`) ?? 0
  }

  /** The line a sku names in a store: {itemGroupId}_{colourId}_{sizeId}, the item group being the product. */
  line(store: StoreSeed, sku: string, quantity: number): Line | null {
    const [productId, colourId, sizeId] = sku.split('_').map(Number)
    for (const listing of store.listings) {
      const product = listing.products.find((candidate) => candidate.productId === productId)
      const size = product?.sizes.find((candidate) => candidate.id === sizeId)
      if (product && size && product.colours.some((colour) => colour.id === colourId)) {
        return { sku, quantity, store, listing, product, colourId, sizeId, unitCents: cents(size.price) }
      }
    }
    return null
  }

  costs(checkout: Checkout): Costs {
    const goods = checkout.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
    const promo = checkout.promoCode ? this.store(checkout.storeSlug)?.promoCodes[checkout.promoCode] : undefined
    const discount = promo ? Math.round((goods * promo.percentage) / 100) : 0
    const shipping = checkout.deliveryOption ? cents(QUOTES[checkout.deliveryOption].price) : 0
    const tax = Math.round((goods - discount) * (TAX_RATE[checkout.stateCode ?? ''] ?? 0))
    return { goods, discount, percentage: promo?.percentage ?? null, shipping, tax, total: goods - discount + shipping + tax }
  }

  /** Takes the stock and writes the order; null (and nothing taken) when a line is sold out. */
  placeOrder(checkout: Checkout, payment: Payment): Order | null {
    if (checkout.lines.some((line) => this.inventory(line.colourId, line.sizeId) < line.quantity)) return null
    for (const line of checkout.lines)
      this.stock.set(`${line.colourId}_${line.sizeId}`, this.inventory(line.colourId, line.sizeId) - line.quantity)
    const order: Order = {
      lookupNumber: `HB-${1000 + this.orders.length + 1}`,
      checkoutId: checkout.id,
      cartId: checkout.cartId,
      storeSlug: checkout.storeSlug,
      email: String(checkout.customer?.email ?? ''),
      created: new Date().toISOString(),
      tier: checkout.deliveryOption ?? 'standard',
      paymentMethod: payment.method,
      promo: checkout.promoCode,
      lines: checkout.lines,
      costs: this.costs(checkout),
    }
    this.orders.push(order)
    this.record('order', { checkoutId: checkout.id, email: order.email })
    checkout.state = 'success'
    checkout.orderLookupNumber = order.lookupNumber
    checkout.redirectUrl = null
    return order
  }
}
