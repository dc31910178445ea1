import { QUANTITY_DROPDOWN_MAX, QUANTITY_INPUT_MAX, QUANTITY_MIN } from '../../domain/constants'

/**
 * Quantity rules (spec section 5): a dropdown of 1..max whose last option, `{max}+`,
 * switches to a numeric input; the input keeps 0..999, treats empty as 0, turns anything
 * below the minimum into 0 and ignores anything above the maximum.
 */

export interface QuantityOption {
  value: number
  /** True for the last option, which opens the numeric input. */
  more: boolean
}

export function quantityOptions(max: number = QUANTITY_DROPDOWN_MAX): QuantityOption[] {
  return Array.from({ length: max }, (_, i) => ({ value: i + 1, more: i + 1 === max }))
}

/** The quantity a typed value stands for, given the value before the edit. */
export function parseQuantityInput(raw: string, previous: number): number {
  const text = raw.trim()
  if (text === '') return QUANTITY_MIN
  if (!/^-?\d+$/.test(text)) return previous
  const value = Number(text)
  if (value < QUANTITY_MIN) return QUANTITY_MIN
  if (value > QUANTITY_INPUT_MAX) return previous
  return value
}

/** A quantity the cart accepts: at least one, at most the input maximum. */
export function isOrderableQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= QUANTITY_INPUT_MAX
}
