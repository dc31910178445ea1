/**
 * What Merchant Center must know of an apparel item (Google's product data specification:
 * google_product_category, age_group and gender are asked of clothing in the US, UK, DE, FR,
 * JP and BR), read from the product type the creator's platform names. Only types whose
 * category is certain get one; Google categorises the rest itself from title and description.
 */

export interface ApparelFacts {
  /** A category path of Google's product taxonomy. */
  category: string
  ageGroup: 'adult' | 'kids' | 'toddler' | 'infant'
  /** Print-on-demand blanks are cut for everyone: the platform names no gender. */
  gender: 'unisex'
}

const CATEGORIES: readonly [RegExp, string][] = [
  [
    /\b(?:t-?shirt|tee|shirt|tank|top|sweatshirt|hoodie|crewneck|long ?sleeve|jersey|polo)s?\b/i,
    'Apparel & Accessories > Clothing > Shirts & Tops',
  ],
  [/\b(?:cap|hat|beanie|snapback|bucket hat)s?\b/i, 'Apparel & Accessories > Clothing Accessories > Hats'],
]

function ageGroupOf(productType: string): ApparelFacts['ageGroup'] {
  if (/\b(?:baby|infant|onesie)\b/i.test(productType)) return 'infant'
  if (/\btoddler\b/i.test(productType)) return 'toddler'
  if (/\b(?:kids?|youth|children)\b/i.test(productType)) return 'kids'
  return 'adult'
}

/** The apparel facts of a product type, or null when it is not clothing (a mug, a poster, a sticker). */
export function apparelFacts(productType: string): ApparelFacts | null {
  const match = CATEGORIES.find(([pattern]) => pattern.test(productType))
  return match ? { category: match[1], ageGroup: ageGroupOf(productType), gender: 'unisex' } : null
}
