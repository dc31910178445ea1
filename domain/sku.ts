/**
 * A cart sku names one purchasable thing: a product (item group) in a colour and a size.
 * Shape: `{itemGroupId}_{colorId}_{sizeId}`; item group ids are positive integers here.
 */
export interface SkuParts {
  itemGroupId: string
  colorId: number
  sizeId: number
}

const SKU_PATTERN = /^(\d{1,12})_(\d{1,12})_(\d{1,12})$/

export function makeSku({ itemGroupId, colorId, sizeId }: SkuParts): string {
  return `${itemGroupId}_${colorId}_${sizeId}`
}

export function parseSku(sku: string): SkuParts | null {
  const match = SKU_PATTERN.exec(sku)
  if (!match) return null
  return { itemGroupId: match[1], colorId: Number(match[2]), sizeId: Number(match[3]) }
}
