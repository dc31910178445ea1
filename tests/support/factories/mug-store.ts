import type { StoreImportInput } from '../../../domain/schemas/store-import'

/** One size as a creator writes it: a label and price or priceCents. */
export type SizeInput = NonNullable<StoreImportInput['listings']>[number]['products'][number]['sizes'][number]

/** A creator's store file with one mug in one colour, 3 of each size in stock; each part replaceable. */
export function mugStoreFile({
  sizes = [{ label: '11oz', priceCents: 1800 }],
  images,
  hero,
  accessCode,
  promoCodes,
}: {
  sizes?: SizeInput[]
  images?: { url: string }[]
  hero?: string
  accessCode?: string
  promoCodes?: StoreImportInput['promoCodes']
} = {}): StoreImportInput {
  return {
    store: { slug: 'mugs', name: 'Mug House', sellerId: 'seller-1', ...(accessCode ? { accessCode } : {}) },
    theme: { meta: { storeName: 'Mug House' }, ...(hero ? { content: { heroBanner: { imageUrl: hero } } } : {}) },
    listings: [
      {
        slug: 'mug',
        title: 'The Mug',
        products: [
          {
            productType: 'Mug',
            name: 'Ceramic Mug',
            mockup: 'mug',
            sizes,
            variations: [
              {
                color: 'White',
                hex: '#ffffff',
                inventory: Object.fromEntries(sizes.map((size) => [size.label, 3])),
                ...(images ? { images } : {}),
              },
            ],
          },
        ],
      },
    ],
    ...(promoCodes ? { promoCodes } : {}),
  }
}
