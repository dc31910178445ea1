/**
 * The reference backend's own catalogue: three stores written for it, not the storefront's
 * demo stores. Prices are in dollars, as the spec shows them. Harbor Goods is a plain store
 * (a tee with a sold-out size, a hoodie, a poster, promo code HARBOR10); Cove Supply is
 * gated by its theme service (access code `opensesame`); Drift Studio has no theme (404,
 * so the storefront's default theme shows) and sells a collectible whose product is the
 * spec's NFT product 1816.
 */

interface SizeSeed {
  id: number
  label: string
  price: number
  /** Units in stock of this size, per colour id. */
  stock: Record<number, number>
}

interface ColourSeed {
  id: number
  color: string
  hex: string
}

export interface ProductSeed {
  productId: number
  productType: string
  name: string
  colours: ColourSeed[]
  sizes: SizeSeed[]
  details: { description: string; materials: string; fit: string; comparableBrands: string }
}

export interface ListingSeed {
  listingId: number
  slug: string
  title: string
  description: string
  collections: number[]
  products: ProductSeed[]
}

export interface StoreSeed {
  id: string
  slug: string
  name: string
  sellerId: string
  collections: { id: number; name: string; slug: string }[]
  listings: ListingSeed[]
  /** The theme service's answer: a theme, or the status it answers with. */
  theme:
    | { kind: 'theme'; theme: Record<string, unknown> }
    | { kind: 'none' }
    | { kind: 'gated'; accessCode: string; theme: Record<string, unknown> }
  promoCodes: Record<string, { percentage: number }>
}

const tee = (productId: number, soldOutLarge: boolean): ProductSeed => ({
  productId,
  productType: 'T-Shirt',
  name: 'Classic Tee',
  colours: [
    { id: productId * 10 + 1, color: 'Navy', hex: '#1b2a4a' },
    { id: productId * 10 + 2, color: 'Sand', hex: '#d8c7a0' },
  ],
  sizes: [
    { id: 1, label: 'S', price: 25, stock: { [productId * 10 + 1]: 20, [productId * 10 + 2]: 20 } },
    { id: 2, label: 'M', price: 25, stock: { [productId * 10 + 1]: 20, [productId * 10 + 2]: 20 } },
    { id: 3, label: 'L', price: 27, stock: { [productId * 10 + 1]: soldOutLarge ? 0 : 20, [productId * 10 + 2]: 20 } },
  ],
  details: {
    description: 'A heavy cotton tee, printed by the harbour.',
    materials: '100% combed cotton',
    fit: 'Regular fit',
    comparableBrands: 'Sits like your favourite tee',
  },
})

const harborTheme = {
  meta: { storeName: 'Harbor Goods', seo: { title: 'Harbor Goods', description: 'Goods from the harbour town.' } },
  brand: { socialMedia: [{ id: 'ig', url: 'https://instagram.com/harborgoods', icon: 'instagram' }] },
  layout: { productFeed: 'pagination' },
  previewMode: false,
  styles: { primaryColor: '#0b6e99', button: { background: '#0b6e99', text: '#ffffff', radius: 4 } },
  content: {
    header: { template: '2', links: [] },
    heroBanner: { template: '3', title: 'Made by the sea', subtitle: 'Harbor Goods', body: null, showSearch: true },
    notification: null,
    footer: { template: '1', about: 'Printed by the harbour since 2019.', newsletter: false },
    categories: [{ title: 'Apparel', imageUrl: null }],
  },
}

export const STORES: StoreSeed[] = [
  {
    id: 'st_harbor',
    slug: 'harbor',
    name: 'Harbor Goods',
    sellerId: 'seller-harbor',
    collections: [
      { id: 11, name: 'Apparel', slug: 'apparel' },
      { id: 12, name: 'Posters', slug: 'posters' },
    ],
    listings: [
      {
        listingId: 501,
        slug: 'harbor-tee',
        title: 'Harbor Tee',
        description: 'Our anchor on a heavy cotton tee.',
        collections: [11],
        products: [tee(7001, true)],
      },
      {
        listingId: 502,
        slug: 'harbor-hoodie',
        title: 'Harbor Hoodie',
        description: 'A warm hoodie for the harbour wind.',
        collections: [11],
        products: [
          {
            productId: 7002,
            productType: 'Hoodie',
            name: 'Pullover Hoodie',
            colours: [{ id: 70021, color: 'Black', hex: '#111111' }],
            sizes: [
              { id: 1, label: 'S', price: 48, stock: { 70021: 10 } },
              { id: 2, label: 'M', price: 48, stock: { 70021: 10 } },
            ],
            details: { description: 'Fleece inside.', materials: '80% cotton, 20% polyester', fit: 'Relaxed fit', comparableBrands: '' },
          },
        ],
      },
      {
        listingId: 503,
        slug: 'tide-poster',
        title: 'Tide Poster',
        description: 'The tide tables of the harbour, as a print.',
        collections: [12],
        products: [
          {
            productId: 7003,
            productType: 'Poster',
            name: 'Matte Poster',
            colours: [{ id: 70031, color: 'White', hex: '#ffffff' }],
            sizes: [{ id: 10, label: '18x24', price: 18.5, stock: { 70031: 50 } }],
            details: { description: 'Printed on heavy matte paper.', materials: 'Matte paper, 200 gsm', fit: '', comparableBrands: '' },
          },
        ],
      },
    ],
    theme: { kind: 'theme', theme: harborTheme },
    promoCodes: { HARBOR10: { percentage: 10 } },
  },
  {
    id: 'st_cove',
    slug: 'cove',
    name: 'Cove Supply',
    sellerId: 'seller-cove',
    collections: [],
    listings: [
      {
        listingId: 601,
        slug: 'cove-tee',
        title: 'Cove Tee',
        description: 'For members of the cove.',
        collections: [],
        products: [tee(8001, false)],
      },
    ],
    theme: {
      kind: 'gated',
      accessCode: 'opensesame',
      theme: {
        meta: { storeName: 'Cove Supply' },
        styles: { primaryColor: '#2e7d32' },
        content: { heroBanner: { title: 'Members only' } },
      },
    },
    promoCodes: {},
  },
  {
    id: 'st_drift',
    slug: 'drift',
    name: 'Drift Studio',
    sellerId: 'seller-drift',
    collections: [],
    listings: [
      {
        listingId: 701,
        slug: 'drift-tee',
        title: 'Drift Tee',
        description: 'Washed up on the beach.',
        collections: [],
        products: [tee(9001, false)],
      },
      {
        // The spec's NFT product, 1816, under a type of this backend's own naming: the
        // storefront must know it as an NFT by the listing's primary product alone.
        listingId: 702,
        slug: 'drift-token',
        title: 'Drift Token',
        description: 'A numbered digital collectible of the tide line.',
        collections: [],
        products: [
          {
            productId: 1816,
            productType: 'Collectible',
            name: 'Digital Collectible',
            colours: [{ id: 18161, color: 'Holographic', hex: '#2b2f5c' }],
            sizes: [{ id: 1, label: 'Edition', price: 12, stock: { 18161: 100 } }],
            details: {
              description: 'A numbered collectible with its certificate of ownership.',
              materials: 'The artwork as an SVG file',
              fit: '',
              comparableBrands: '',
            },
          },
        ],
      },
    ],
    theme: { kind: 'none' },
    promoCodes: {},
  },
]
