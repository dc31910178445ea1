import type { StoreImportInput } from '../../../domain/schemas/store-import'
import { StoreImport } from '../../../domain/schemas/store-import'
import { compileStoreImport } from '../../../worker/commerce/builtin/db/store-import-sql'

/** A small but complete store for worker tests; override any part of it. */
export function buildStore(overrides: Partial<StoreImportInput['store']> = {}, extra: Partial<StoreImportInput> = {}): StoreImportInput {
  const slug = overrides.slug ?? 'teststore'
  return {
    store: {
      slug,
      name: 'Test Store',
      sellerId: 'seller-1',
      flags: { checkoutV2: true, legacyCheckout: false, hideCard: false, hidePaypal: false },
      ...overrides,
    },
    theme: { meta: { storeName: overrides.name ?? 'Test Store' }, styles: { primaryColor: '#123456' } },
    collections: [
      { slug: 'apparel', name: 'Apparel' },
      { slug: 'hoodies', name: 'Hoodies', parent: 'apparel' },
    ],
    listings: [
      {
        slug: 'night-hoodie',
        title: 'Night Hoodie',
        collections: ['hoodies'],
        products: [
          {
            productType: 'Hoodie',
            name: 'Pullover Hoodie',
            mockup: 'hoodie',
            artwork: 'NIGHT',
            sizes: [
              { label: 'S', priceCents: 4500 },
              { label: 'M', priceCents: 4500 },
              { label: 'XL', priceCents: 4900 },
            ],
            variations: [
              { color: 'Black', hex: '#111111', inventory: { S: 5, M: 0, XL: 2 } },
              { color: 'Navy', hex: '#1f2a44', inventory: { S: 3, M: 3, XL: 3 } },
            ],
          },
        ],
      },
      {
        slug: 'day-tee',
        title: 'Day Tee',
        collections: ['apparel'],
        products: [
          {
            productType: 'T-Shirt',
            name: 'Classic Tee',
            mockup: 'tee',
            sizes: [{ label: 'M', priceCents: 2500 }],
            variations: [{ color: 'White', hex: '#ffffff', inventory: { M: 10 } }],
          },
        ],
      },
    ],
    promoCodes: [{ code: 'TEN', type: 'percentage', percentage: 10 }],
    ...extra,
  }
}

/** Loads a store into D1 through the same compiler the import CLI uses. */
export async function seedStore(db: D1Database, input: StoreImportInput): Promise<void> {
  const statements = compileStoreImport(StoreImport.parse(input))
  await db.batch(statements.map((sql) => db.prepare(sql)))
}

/** The store with two listings no shopper may see: a private one (secret-drop) and one whose every colour is private (hidden-colours). */
export function withHiddenListings(store: StoreImportInput): StoreImportInput {
  const base = store.listings ?? []
  const [first] = base
  if (!first) throw new Error('the store has a listing to copy')
  return {
    ...store,
    listings: [
      ...base,
      { ...first, slug: 'secret-drop', title: 'Secret Drop', visibility: 'private' },
      {
        ...first,
        slug: 'hidden-colours',
        title: 'Hidden Colours',
        products: (first.products ?? []).map((product) => ({
          ...product,
          variations: product.variations.map((variation) => ({ ...variation, visibility: 'private' as const })),
        })),
      },
    ],
  }
}

/** `count` one-size white tees in the apparel collection, `{prefix}-tee-1` on: a store with many products. */
export function teeListings(count: number, prefix: string): StoreImportInput['listings'] {
  const title = prefix.charAt(0).toUpperCase() + prefix.slice(1)
  return Array.from({ length: count }, (_, i) => ({
    slug: `${prefix}-tee-${i + 1}`,
    title: `${title} Tee ${i + 1}`,
    collections: ['apparel'],
    products: [
      {
        productType: 'T-Shirt',
        name: 'Classic Tee',
        mockup: 'tee',
        artwork: `TEE ${i + 1}`,
        sizes: [{ label: 'M', priceCents: 2500 }],
        variations: [{ color: 'White', hex: '#ffffff', inventory: { M: 10 } }],
      },
    ],
  }))
}
