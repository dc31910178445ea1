import { env } from 'cloudflare:test'
import type { StoreImportInput } from '../../domain/schemas/store-import'
import { createBuiltinCheckout } from '../../worker/commerce/builtin/checkout'
import type { BuiltinCheckoutDeps } from '../../worker/commerce/builtin/checkout/context'
import type { CheckoutPort, CustomerInput } from '../../worker/commerce/port/checkout'
import { readConfig } from '../../worker/env'
import { testCustomer } from '../factories/customer'
import { skuIn } from '../factories/sku'
import { buildStore, seedStore } from '../factories/store'

/** Fixtures for checkout tests: stores with known stock, skus by name, a customer. */

let stores = 0

/** A fresh store (unique slug) so tests in one file never share stock or orders. */
export async function freshStore(extra: Partial<StoreImportInput> = {}, store: Partial<StoreImportInput['store']> = {}): Promise<string> {
  stores += 1
  const slug = `shop-${stores}-${crypto.randomUUID().slice(0, 8)}`
  await seedStore(env.DB, buildStore({ slug, ...store }, extra))
  return slug
}

/** The sku of a listing's colour and size, as the cart cookie would carry it. */
export const skuOf = (storeSlug: string, listingSlug: string, color: string, size: string): Promise<string> =>
  skuIn(env.DB, storeSlug, listingSlug, color, size)

export async function stockOf(sku: string): Promise<number> {
  const [, colorId, sizeId] = sku.split('_').map(Number)
  const row = await env.DB.prepare('SELECT count FROM inventory WHERE variation_id = ?1 AND size_id = ?2')
    .bind(colorId, sizeId)
    .first<{ count: number }>()
  return row?.count ?? 0
}

export function customer(overrides: Partial<CustomerInput['address']> = {}): CustomerInput {
  return testCustomer('ada@example.com', overrides)
}

/** Monday 2 March 2026, 15:00 UTC. */
export const NOW = new Date('2026-03-02T15:00:00Z')

export function checkoutPort(overrides: Partial<BuiltinCheckoutDeps> = {}): CheckoutPort {
  return createBuiltinCheckout({ db: env.DB, cache: env.CACHE, config: readConfig(env), now: () => NOW, ...overrides })
}

export const ORIGIN = 'http://localhost'

export async function chargesFor(checkoutId: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM sandbox_charges c JOIN payments p ON p.provider_ref = c.intent_id WHERE p.checkout_id = ?1`,
  )
    .bind(checkoutId)
    .first<{ n: number }>()
  return row?.n ?? 0
}

export async function ordersFor(checkoutId: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE checkout_id = ?1').bind(checkoutId).first<{ n: number }>()
  return row?.n ?? 0
}
