import type { Listing, Product, Variation } from '../../../domain/schemas/catalog'

/**
 * A listing as the catalogue port answers it, built in memory for the worker's pure modules
 * (structured data, the product feed): a hoodie in EUR with sizes S and XL, drawn mockups.
 */

export const size = (id: number, label: string, price: number) => ({ id, label, price })
export function variation(id: number, color: string, overrides: Partial<Variation> = {}): Variation {
  const sizes = [size(1, 'S', 4500), size(2, 'XL', 4900)]
  return {
    variationId: id,
    productId: 10,
    productType: 'Hoodie',
    title: 'Pullover Hoodie',
    color,
    attributes: { hex: '#111111' },
    currency: 'EUR',
    price: 4500,
    images: [{ label: 'front', src: `/mockups/hoodie/front/${id}.svg`, small: '', full: '', thumbsmall: '', thumblarge: '' }],
    inventoryCount: 5,
    sizes,
    availableSizesWithId: sizes,
    visibility: 'public',
    ...overrides,
  }
}
export function product(variations: Variation[], overrides: Partial<Product> = {}): Product {
  return {
    productId: 10,
    productType: 'Hoodie',
    productName: 'Pullover Hoodie',
    price: 4500,
    currency: 'EUR',
    thumbnail: '',
    deliveryDetails: { type: 'physical', estimatedShipDate: null },
    details: { description: '', materials: '', fit: '', comparableBrands: '', sizeChart: null, sizeChartUrl: null },
    variations,
    listingThumbnails: [],
    ...overrides,
  }
}
export function listing(products: Product[], overrides: Partial<Listing> = {}): Listing {
  return {
    listingId: 1,
    slug: 'night-hoodie',
    url: '/listing/night-hoodie',
    title: 'Night Hoodie',
    description: 'A warm hoodie under the stars.',
    itemGroupId: '101',
    primaryProductId: 10,
    products,
    price: 4500,
    currency: 'EUR',
    visibility: 'public',
    checkout_flow: 0,
    holidayDeliveryMessage: null,
    storeSlug: 'moonlit',
    ...overrides,
  }
}
