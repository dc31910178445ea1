/**
 * US sales tax. The rate is the state's, in basis points (725 = 7.25%); the base is what
 * the shopper pays for goods after the discount plus delivery, since most states tax
 * delivery charged by the seller of taxable goods (see docs/decisions/007-payments.md).
 */
export function salesTax(taxableCents: number, rateBasisPoints: number): number {
  if (taxableCents <= 0 || rateBasisPoints <= 0) return 0
  // Integer half-up rounding to a whole cent, free of floating-point drift.
  return Math.floor((taxableCents * rateBasisPoints + 5000) / 10000)
}

export function taxableBase({ items, discount, shipping }: { items: number; discount: number; shipping: number }): number {
  return Math.max(0, items - discount) + shipping
}
