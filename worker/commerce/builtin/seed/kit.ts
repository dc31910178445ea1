import { DIGITAL_SIZE_LABEL, DOWNLOAD_LINK_DAYS, NFT_PRODUCT_TYPE } from '../../../../domain/constants'
import { type ImageWidth, type MockupView, mockupUrl } from '../../../../domain/images'
import type { MockupKind, StoreImportInput } from '../../../../domain/schemas/store-import'

/**
 * Building blocks for the demo stores: the print-on-demand blanks (sizes, per-size prices,
 * size charts, material and fit copy) and a deterministic stock pattern, so each store file
 * reads as its designs and brand copy rather than as hundreds of repeated numbers.
 */

type ListingInput = NonNullable<StoreImportInput['listings']>[number]
export type ProductInput = ListingInput['products'][number]
type SizeChart = NonNullable<NonNullable<ProductInput['details']>['sizeChart']>

export interface Colour {
  color: string
  hex: string
  visibility?: 'public' | 'private'
}

interface StockOptions {
  /** Sizes with no stock left, per colour name. */
  soldOut?: Record<string, string[]>
  /** Colours with no stock in any size. */
  soldOutColours?: string[]
  /** Exact counts that win over the pattern, per colour name and size label. */
  counts?: Record<string, Record<string, number>>
}

export interface DesignOptions extends StockOptions {
  artwork: string
  colours: Colour[]
  /** Added to every size's price, in cents: a premium print or a sale. */
  priceDelta?: number
  estimatedShipDate?: string
  /** Replaces the blank's product description with design-specific copy. */
  description?: string
}

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const

/** Typical stock per apparel size: the middle sizes sell most and are stocked deepest. */
const APPAREL_DEPTH = [8, 18, 30, 28, 16, 9, 5]

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** Stock per colour and size: a fixed pattern varied by design, then the overrides. */
function stock(seed: string, colours: Colour[], labels: readonly string[], depth: readonly number[], options: StockOptions) {
  return colours.map((colour, ci) => {
    const inventory: Record<string, number> = {}
    labels.forEach((label, si) => {
      const wobble = hash(`${seed}|${colour.color}|${label}`) % 7
      inventory[label] = Math.max(1, (depth[si] ?? depth[depth.length - 1]) - wobble + ci)
    })
    for (const label of options.soldOut?.[colour.color] ?? []) inventory[label] = 0
    if (options.soldOutColours?.includes(colour.color)) for (const label of labels) inventory[label] = 0
    Object.assign(inventory, options.counts?.[colour.color])
    return { color: colour.color, hex: colour.hex, visibility: colour.visibility ?? 'public', inventory }
  })
}

const cm = (inches: number) => Math.round(inches * 25.4) / 10

function chart(rows: Record<string, Record<string, number>>): SizeChart {
  const out: SizeChart = {}
  for (const [size, dims] of Object.entries(rows)) {
    out[size] = {}
    for (const [dim, inches] of Object.entries(dims)) out[size][dim] = { inches, cm: cm(inches) }
  }
  return out
}

function apparelChart(chest: number[], length: number[], sleeve?: number[]): SizeChart {
  const rows: Record<string, Record<string, number>> = {}
  APPAREL_SIZES.forEach((size, i) => {
    rows[size] = { Chest: chest[i], Length: length[i], ...(sleeve ? { Sleeve: sleeve[i] } : {}) }
  })
  return chart(rows)
}

interface Blank {
  productType: string
  name: string
  mockup: MockupKind
  delivery: 'physical' | 'other'
  /** Size label → price in cents. */
  prices: Array<[string, number]>
  depth: readonly number[]
  details: {
    description: string
    materials: string
    fit: string
    comparableBrands: string
    sizeChart?: SizeChart
  }
}

/** Apparel prices step up for the sizes that take more cloth. */
function apparelPrices(base: number, step: number): Array<[string, number]> {
  return APPAREL_SIZES.map((size) => [size, size === '2XL' ? base + step : size === '3XL' ? base + 2 * step : base])
}

const BLANKS = {
  tee: {
    productType: 'Classic Tee',
    name: 'Classic Tee',
    mockup: 'tee',
    delivery: 'physical',
    prices: apparelPrices(2800, 200),
    depth: APPAREL_DEPTH,
    details: {
      description:
        'A midweight everyday tee with a soft, broken-in feel from the first wear. Printed to order with water-based inks that stay soft and hold their colour wash after wash.',
      materials: '100% combed ring-spun cotton, 5.3 oz/yd² (180 g/m²). Heather colours are 60% cotton, 40% polyester. Pre-shrunk.',
      fit: 'Regular fit with a ribbed crew neck and shoulder-to-shoulder taping. True to size; size up for a relaxed look.',
      comparableBrands: 'Close in weight and fit to Bella+Canvas 3001 and Next Level 3600.',
      sizeChart: apparelChart([16.5, 18, 20, 22, 24, 26, 28], [27, 28, 29, 30, 31, 32, 33], [7.75, 8.25, 8.63, 9, 9.5, 9.88, 10.25]),
    },
  },
  hoodie: {
    productType: 'Pullover Hoodie',
    name: 'Pullover Hoodie',
    mockup: 'hoodie',
    delivery: 'physical',
    prices: apparelPrices(5400, 300),
    depth: APPAREL_DEPTH,
    details: {
      description:
        'A heavyweight fleece hoodie with a double-lined hood, kangaroo pocket and matching drawcords. Warm without being bulky; the print sits square on the chest.',
      materials: '80% ring-spun cotton, 20% polyester fleece, 10 oz/yd² (340 g/m²). Brushed inside, 1×1 rib cuffs and waistband.',
      fit: 'Relaxed fit with dropped shoulders. Take your usual size for room to layer, or size down for a closer fit.',
      comparableBrands: 'Close to Champion Reverse Weave and Independent Trading Co. IND4000.',
      sizeChart: apparelChart([19, 20, 22, 24, 26, 28, 30], [26, 27, 28, 29, 30, 31, 32], [32, 33, 34, 35, 36, 37, 37.5]),
    },
  },
  crewneck: {
    productType: 'Crewneck Sweatshirt',
    name: 'Crewneck Sweatshirt',
    mockup: 'crewneck',
    delivery: 'physical',
    prices: apparelPrices(4800, 300),
    depth: APPAREL_DEPTH,
    details: {
      description: 'A classic crewneck sweatshirt in soft midweight fleece, cut for everyday wear from autumn to spring.',
      materials: '50% cotton, 50% polyester fleece, 8 oz/yd² (270 g/m²). Ribbed collar, cuffs and waistband.',
      fit: 'Classic fit, slightly roomy through the body. True to size.',
      comparableBrands: 'Close to Gildan Heavy Blend 18000 and Hanes EcoSmart.',
      sizeChart: apparelChart([20, 21, 23, 25, 27, 29, 31], [25.5, 27, 28, 29, 30, 31, 32], [32.5, 33.5, 34.5, 35.5, 36.5, 37.5, 38]),
    },
  },
  tank: {
    productType: 'Tank Top',
    name: 'Tank Top',
    mockup: 'tank',
    delivery: 'physical',
    prices: apparelPrices(2600, 200),
    depth: APPAREL_DEPTH,
    details: {
      description: 'A lightweight jersey tank for warm nights, with a scooped armhole and a longer back hem.',
      materials: '100% combed ring-spun cotton jersey, 4.2 oz/yd² (142 g/m²). Heather colours are 52% cotton, 48% polyester.',
      fit: 'Relaxed fit. True to size.',
      comparableBrands: 'Close to Bella+Canvas 3480.',
      sizeChart: apparelChart([16, 18, 20, 22, 24, 26, 28], [27, 28, 29, 30, 31, 32, 33]),
    },
  },
  mug: {
    productType: 'Ceramic Mug',
    name: 'Ceramic Mug',
    mockup: 'mug',
    delivery: 'physical',
    prices: [
      ['11 oz', 1600],
      ['15 oz', 1900],
    ],
    depth: [40, 24],
    details: {
      description:
        'A glossy ceramic mug with the design printed all the way round, so it reads the same for left- and right-handed drinkers.',
      materials: 'White ceramic with a coloured glaze. Dishwasher and microwave safe.',
      fit: '11 oz: 3.8 in tall, 3.2 in across. 15 oz: 4.7 in tall, 3.4 in across.',
      comparableBrands: '',
    },
  },
  poster: {
    productType: 'Matte Poster',
    name: 'Matte Poster',
    mockup: 'poster',
    delivery: 'physical',
    prices: [
      ['12 x 18 in', 2200],
      ['18 x 24 in', 3200],
      ['24 x 36 in', 4400],
    ],
    depth: [30, 24, 12],
    details: {
      description:
        'A museum-grade art print on thick matte paper that shows no glare under gallery lights or a desk lamp. Ships rolled in a sturdy tube; frame not included.',
      materials: '200 gsm (80 lb) archival matte paper, pigment inks.',
      fit: 'Sizes are the paper size. Leave a 0.25 in margin when framing.',
      comparableBrands: '',
    },
  },
  sticker: {
    productType: 'Vinyl Sticker',
    name: 'Vinyl Sticker',
    mockup: 'sticker',
    delivery: 'physical',
    prices: [
      ['3 in', 400],
      ['4 in', 500],
      ['5.5 in', 700],
    ],
    depth: [120, 90, 40],
    details: {
      description: 'A kiss-cut vinyl sticker that survives laptops, water bottles and the odd rainstorm.',
      materials: 'Matte white vinyl with a UV-resistant laminate. Waterproof.',
      fit: 'Sizes are the longest side.',
      comparableBrands: '',
    },
  },
  tote: {
    productType: 'Canvas Tote',
    name: 'Canvas Tote',
    mockup: 'tote',
    delivery: 'physical',
    prices: [['One Size', 2400]],
    depth: [36],
    details: {
      description: 'A roomy everyday tote in heavy cotton canvas, big enough for a laptop, groceries or a library haul.',
      materials: '100% cotton canvas, 12 oz/yd² (400 g/m²). Reinforced 25 in handles.',
      fit: '15 × 16 in with a 3 in gusset.',
      comparableBrands: '',
    },
  },
  cap: {
    productType: 'Dad Cap',
    name: 'Dad Cap',
    mockup: 'cap',
    delivery: 'physical',
    prices: [['One Size', 3000]],
    depth: [45],
    details: {
      description: 'A low-profile six-panel cap with an embroidered front and a curved brim, washed for a worn-in look.',
      materials: '100% chino cotton twill. Adjustable strap with an antique brass buckle.',
      fit: 'One size fits most: adjusts from 21.5 to 23.5 in.',
      comparableBrands: 'Close to Yupoong 6245CM.',
    },
  },
  digital: {
    productType: 'Digital Download',
    name: 'Digital Download',
    mockup: 'digital',
    delivery: 'other',
    prices: [[DIGITAL_SIZE_LABEL, 900]],
    depth: [100_000],
    details: {
      description: `An instant digital download: the link is in your order confirmation and on the thank-you page as soon as your order is processed, and works for ${DOWNLOAD_LINK_DAYS} days.`,
      materials: 'The artwork as a scalable SVG file, sharp at any size.',
      fit: '',
      comparableBrands: '',
    },
  },
  nft: {
    productType: NFT_PRODUCT_TYPE,
    name: 'Digital Collectible',
    mockup: 'nft',
    delivery: 'other',
    prices: [['Edition', 4900]],
    depth: [500],
    details: {
      description:
        'A numbered digital collectible: your download is the artwork with a certificate of ownership naming your order, ready as soon as your order is processed.',
      materials: 'The artwork as a scalable SVG file with its certificate of ownership.',
      fit: '',
      comparableBrands: '',
    },
  },
} satisfies Record<string, Blank>

export type BlankName = keyof typeof BLANKS

/** One product of a listing: a blank printed with a design. */
export function product(
  blankName: BlankName,
  seed: string,
  options: DesignOptions & { prices?: Array<[string, number]>; fixedProductId?: number },
): ProductInput {
  const blank: Blank = BLANKS[blankName]
  const prices = options.prices ?? blank.prices
  const labels = prices.map(([label]) => label)
  return {
    productType: blank.productType,
    name: blank.name,
    mockup: blank.mockup,
    artwork: options.artwork,
    delivery: blank.delivery,
    ...(options.estimatedShipDate ? { estimatedShipDate: options.estimatedShipDate } : {}),
    sizes: prices.map(([label, price]) => ({ label, priceCents: price + (options.priceDelta ?? 0) })),
    variations: stock(`${seed}|${blankName}`, options.colours, labels, blank.depth, options),
    details: { ...blank.details, ...(options.description ? { description: options.description } : {}) },
    ...(options.fixedProductId ? { fixedProductId: options.fixedProductId } : {}),
  }
}

/** A theme image: the mockup of a design, large enough for a hero. */
export function artUrl(kind: MockupKind, hex: string, artwork: string, width: ImageWidth = 1120, view: MockupView = 'front'): string {
  return mockupUrl({ kind, view, hex, artwork, width })
}
