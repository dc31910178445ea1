import { deleteCookie, readCookie, writeCookie } from '../browser-cookie'

/** The local cookie holding the payment id and token of a checkout (spec section 7). */
export const PAYMENT_COOKIE = 'checkout_payment'
const MAX_AGE_S = 24 * 60 * 60

export interface StoredPayment {
  checkoutId: string
  paymentId: string
  paymentToken: string
}

export function parseStoredPayment(raw: string | null): StoredPayment | null {
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<StoredPayment>
    const fields = [value.checkoutId, value.paymentId, value.paymentToken]
    return fields.every((field) => typeof field === 'string' && field.length > 0 && field.length <= 64) ? (value as StoredPayment) : null
  } catch {
    return null
  }
}

export function readStoredPayment(checkoutId: string): StoredPayment | null {
  const stored = parseStoredPayment(readCookie(PAYMENT_COOKIE))
  return stored?.checkoutId === checkoutId ? stored : null
}

export function storePayment(payment: StoredPayment): void {
  writeCookie(PAYMENT_COOKIE, encodeURIComponent(JSON.stringify(payment)), { maxAgeSeconds: MAX_AGE_S })
}

export function clearStoredPayment(): void {
  deleteCookie(PAYMENT_COOKIE)
}
