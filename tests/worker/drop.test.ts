import { env, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { parseSku } from '../../domain/sku'
import { checkLedger } from '../../worker/commerce/builtin/db/ledger'
import type { StockReservations } from '../../worker/commerce/builtin/stock/stock-reservations'
import type { Bindings } from '../../worker/env'
import { freshStore, skuOf, stockOf } from '../support/fixtures/checkout-fixtures'
import { readyCheckout, sandboxCard, shopperAt, startCardPayment, submitAnswer, submitter } from '../support/harness/reliability/shopper'

/**
 * Claim: a drop's last units are decided in one place. Buyers arrive through several app
 * instances (each with its own bindings object, so its own parsed config and memos) that
 * share only D1 and the STOCK_RESERVATIONS namespace, as isolates at different edges do.
 * 500 buyers holding a payment each for the last 50 units submit at once: exactly 50
 * orders, 450 clear sold-out answers with no money held, D1's stock at 0, the ledger clean.
 * These instances share one isolate; tests/isolates/drop-across-isolates.test.ts runs the
 * same drop with full checkouts through three workerd workers made from the deploy bundle,
 * each its own isolate. (The bench's reservation part times reserve() across three workers.)
 */

const SOLD_OUT = 'Sorry, Night Hoodie (Black, S) is out of stock. Your payment was not taken.'
const BUYERS = 500
const UNITS = 50

const reservationsOf = (storeId: number) => {
  const namespace = env.STOCK_RESERVATIONS as DurableObjectNamespace<StockReservations>
  return namespace.get(namespace.idFromName(`store:${storeId}`))
}

/** Three app instances: separate bindings objects over the same D1 and reservation namespace. */
const instances: Partial<Bindings>[] = [{ PLATFORM_NAME: 'Edge A' }, { PLATFORM_NAME: 'Edge B' }, { PLATFORM_NAME: 'Edge C' }]

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const made: T[] = []
  for (let start = 0; start < count; start += size) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))))
  }
  return made
}

async function dropStore(units: number) {
  const storeSlug = await freshStore()
  const sku = await skuOf(storeSlug, 'night-hoodie', 'Black', 'S')
  const parts = parseSku(sku)
  if (!parts) throw new Error('no sku')
  await env.DB.prepare('UPDATE inventory SET count = ?3 WHERE variation_id = ?1 AND size_id = ?2')
    .bind(parts.colorId, parts.sizeId, units)
    .run()
  const store = await env.DB.prepare('SELECT id FROM stores WHERE slug = ?1').bind(storeSlug).first<{ id: number }>()
  return { storeSlug, sku, storeId: store?.id ?? 0, key: { variationId: parts.colorId, sizeId: parts.sizeId } }
}

/** A buyer on one instance, with a checkout and a payment started, ready to submit. */
async function buyer(storeSlug: string, sku: string, i: number) {
  const shopper = shopperAt(storeSlug, () => instances[i % instances.length])
  const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }], `drop${i}@example.com`)
  const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
  return { checkoutId: checkout.id, submit: submitter(shopper, checkout.id, payment) }
}

describe('a drop across app instances', () => {
  it(`sells the last ${UNITS} units to exactly ${UNITS} of ${BUYERS} buyers and tells the other ${BUYERS - UNITS} it sold out`, async () => {
    const { storeSlug, sku, storeId, key } = await dropStore(UNITS)
    const buyers = await inBatches(BUYERS, 25, (i) => buyer(storeSlug, sku, i))

    const answers = await Promise.all(buyers.map((b) => b.submit()))

    const won = answers.filter((answer) => submitAnswer(answer).state === 'success')
    const lost = answers.filter((answer) => submitAnswer(answer).state !== 'success')
    expect(won).toHaveLength(UNITS)
    expect(lost).toHaveLength(BUYERS - UNITS)
    for (const answer of lost) {
      expect({ status: answer.status, ...submitAnswer(answer) }).toMatchObject({ status: 402, state: 'failure', displayMessage: SOLD_OUT })
    }
    expect(new Set(won.map((answer) => submitAnswer(answer).orderLookupNumber)).size).toBe(UNITS)
    expect(await stockOf(sku)).toBe(0)

    const orders = await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE store_id = ?1').bind(storeId).first<{ n: number }>()
    expect(orders?.n).toBe(UNITS)
    const held = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM sandbox_intents s JOIN payments p ON p.provider_ref = s.id JOIN checkouts c ON c.id = p.checkout_id
       WHERE c.store_id = ?1 AND s.status = 'authorized'`,
    )
      .bind(storeId)
      .first<{ n: number }>()
    expect(held?.n).toBe(0)
    // npm run ledger's check: one order per capture, of its amount; the sandbox's books agree.
    const ledger = await checkLedger(env.DB, storeSlug)
    expect(ledger).toMatchObject({ captures: UNITS, orders: UNITS, mismatches: [] })

    // The object holds nothing afterwards and agrees with D1.
    const reservations = reservationsOf(storeId)
    expect(await reservations.available(key.variationId, key.sizeId)).toBe(0)
    const holds = await runInDurableObject(reservations, (_i, state) => state.storage.sql.exec('SELECT holder FROM holds').toArray())
    expect(holds).toEqual([])
  }, 600_000)

  it('does not sell units held by buyers still paying on other instances, and sells one again once released', async () => {
    const { storeSlug, sku, storeId, key } = await dropStore(2)
    // Two buyers elsewhere hold the last two units while their payments are authorized.
    expect(await reservationsOf(storeId).reserve('elsewhere-1', [{ ...key, quantity: 1 }])).toMatchObject({ ok: true })
    expect(await reservationsOf(storeId).reserve('elsewhere-2', [{ ...key, quantity: 1 }])).toMatchObject({ ok: true })

    const third = await buyer(storeSlug, sku, 0)
    const answer = await third.submit()
    expect({ status: answer.status, ...submitAnswer(answer) }).toMatchObject({ status: 402, state: 'failure', displayMessage: SOLD_OUT })
    expect(await stockOf(sku)).toBe(2)
    // No money is left held for the refused buyer.
    const intent = await env.DB.prepare(
      'SELECT s.status FROM sandbox_intents s JOIN payments p ON p.provider_ref = s.id WHERE p.checkout_id = ?1',
    )
      .bind(third.checkoutId)
      .first<{ status: string }>()
    expect(intent?.status).toBe('canceled')

    // One of them gives up: the unit is for sale again.
    await reservationsOf(storeId).release('elsewhere-1')
    const fourth = await buyer(storeSlug, sku, 1)
    expect(submitAnswer(await fourth.submit()).state).toBe('success')
    expect(await stockOf(sku)).toBe(1)
  })
})
