import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import * as z from 'zod'
import type { AppEnv } from '../env'
import { cookieSecurity } from '../lib/cookies'

/**
 * The payment cookie of spec section 7 ("payment id and token are also stored in a local
 * cookie"). The token is a secret the page never needs to read, so the worker keeps it,
 * HttpOnly: set with each payment it answers, read back for a checkout that names no
 * payment of its own (a provider backend's), cleared once the checkout is finished.
 */
const PAYMENT_COOKIE = 'checkout_payment'
const DAY_SECONDS = 24 * 60 * 60

// Built on first read, not when the isolate starts (docs/decisions/071-worker-startup-cpu.md).
const storedPaymentSchema = () => {
  const Id = z.string().min(1).max(64)
  return z.object({ checkoutId: Id, paymentId: Id, paymentToken: Id })
}
let storedPayment: ReturnType<typeof storedPaymentSchema> | undefined
export type StoredPayment = z.infer<ReturnType<typeof storedPaymentSchema>>

const options = (c: Context<AppEnv>) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'Lax' as const,
  secure: cookieSecurity(c.req.url, c.var.config.ENVIRONMENT).secure,
})

export function rememberPayment(c: Context<AppEnv>, payment: StoredPayment): void {
  setCookie(c, PAYMENT_COOKIE, encodeURIComponent(JSON.stringify(payment)), { ...options(c), maxAge: DAY_SECONDS })
}

/** The payment this browser last started for the checkout, if any. */
export function rememberedPayment(c: Context<AppEnv>, checkoutId: string): StoredPayment | null {
  const raw = getCookie(c, PAYMENT_COOKIE)
  if (!raw) return null
  try {
    storedPayment ??= storedPaymentSchema()
    const parsed = storedPayment.safeParse(JSON.parse(decodeURIComponent(raw)))
    return parsed.success && parsed.data.checkoutId === checkoutId ? parsed.data : null
  } catch {
    return null
  }
}

export function forgetPayment(c: Context<AppEnv>): void {
  if (getCookie(c, PAYMENT_COOKIE) !== undefined) deleteCookie(c, PAYMENT_COOKIE, options(c))
}
