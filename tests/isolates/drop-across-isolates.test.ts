import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeSku } from '../../domain/sku'
import { checkLedger } from '../../worker/commerce/builtin/db/ledger'
import { readyCheckout, sandboxCard, startCardPayment, submitAnswer, submitter } from '../support/factories/checkout-steps'
import { buildStore, seedStore } from '../support/factories/store'
import { shopperThrough } from '../support/harness/isolates/edge-shopper'
import { type Edges, startEdges } from '../support/harness/isolates/edges'

/**
 * Claim (issue 16): a drop's last units are decided in one place however many isolates sell
 * them. The deploy bundle runs as three workers, each its own isolate, sharing only D1, KV
 * and the STOCK_RESERVATIONS namespace, as edges in three places do. 500 buyers spread over
 * them, each holding an authorized payment for one of the last 50 units, submit at once:
 * exactly 50 orders, 450 clear sold-out answers with no money held, D1's stock at 0, the
 * ledger clean. (tests/worker/drop.test.ts runs the same drop with app instances inside one
 * isolate, and what happens to held units there.)
 */

const SOLD_OUT = 'Sorry, Night Hoodie (Black, S) is out of stock. Your payment was not taken.'
const BUYERS = 500
const UNITS = 50
const EDGES = ['edge-a', 'edge-b', 'edge-c'] as const
const STORE = 'drop'

let edges: Edges

beforeAll(async () => {
  edges = await startEdges(EDGES)
}, 120_000)

afterAll(async () => {
  await edges?.dispose()
})

/**
 * Makes `count` things, `size` at a time, on a fresh workerd every `perStart`. A long-lived
 * workerd of this version (1.20260426) sometimes stops answering after one to two thousand
 * requests, spinning in V8's incremental sweeping (seen with gdb); edges recycle their
 * isolates too, and state lives in D1 and the object's storage, so nothing else changes.
 */
async function inBatches<T>(
  count: number,
  { size, perStart }: { size: number; perStart: number },
  restart: () => Promise<void>,
  make: (i: number) => Promise<T>,
): Promise<T[]> {
  const made: T[] = []
  for (let start = 0; start < count; start += size) {
    if (start > 0 && start % perStart === 0) await restart()
    made.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, i) => make(start + i)))))
  }
  return made
}

/** The store, with only `units` of the Black S Night Hoodie left. */
async function dropStore(db: D1Database, units: number) {
  await seedStore(db, buildStore({ slug: STORE }))
  const row = await db
    .prepare(
      `SELECT st.id AS store_id, p.id AS product_id, v.id AS variation_id, s.id AS size_id
       FROM stores st JOIN listings l ON l.store_id = st.id JOIN products p ON p.listing_id = l.id
       JOIN variations v ON v.product_id = p.id JOIN sizes s ON s.product_id = p.id
       WHERE st.slug = ?1 AND l.slug = 'night-hoodie' AND v.color = 'Black' AND s.label = 'S'`,
    )
    .bind(STORE)
    .first<{ store_id: number; product_id: number; variation_id: number; size_id: number }>()
  if (!row) throw new Error('The seeded store has no Black S Night Hoodie')
  await db
    .prepare('UPDATE inventory SET count = ?3 WHERE variation_id = ?1 AND size_id = ?2')
    .bind(row.variation_id, row.size_id, units)
    .run()
  return {
    key: { variationId: row.variation_id, sizeId: row.size_id },
    store: { slug: STORE, id: row.store_id },
    sku: makeSku({ itemGroupId: String(row.product_id), colorId: row.variation_id, sizeId: row.size_id }),
  }
}

const countOf = async (db: D1Database, sql: string, storeId: number) => (await db.prepare(sql).bind(storeId).first<number>('n')) ?? -1

describe('a drop across isolates', () => {
  it(`sells the last ${UNITS} units through ${EDGES.length} isolates to exactly ${UNITS} of ${BUYERS} buyers and tells the other ${BUYERS - UNITS} it sold out`, async () => {
    const { store, sku, key } = await dropStore(await edges.database(), UNITS)

    // Each buyer's browser reaches one edge, round robin, and holds an authorized payment.
    const buyers = await inBatches(BUYERS, { size: 25, perStart: 100 }, edges.restart, async (i) => {
      const edge = i % edges.edges.length
      const shopper = shopperThrough(edges.edges[edge], store)
      const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }], `drop${i}@example.com`)
      const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
      return { edge, submit: submitter(shopper, checkout.id, payment) }
    })

    // Every buyer submits at once, to isolates started afresh, as a drop meets them.
    await edges.restart()
    const answers = await Promise.all(buyers.map(async (buyer) => ({ edge: buyer.edge, answer: await buyer.submit() })))

    const won = answers.filter(({ answer }) => submitAnswer(answer).state === 'success')
    const lost = answers.filter(({ answer }) => submitAnswer(answer).state !== 'success')
    expect(won).toHaveLength(UNITS)
    expect(lost).toHaveLength(BUYERS - UNITS)
    for (const { answer } of lost) {
      expect({ status: answer.status, ...submitAnswer(answer) }).toMatchObject({ status: 402, state: 'failure', displayMessage: SOLD_OUT })
    }
    expect(new Set(won.map(({ answer }) => submitAnswer(answer).orderLookupNumber)).size).toBe(UNITS)

    // Every isolate sold and refused: the last units were decided across them, not inside one.
    for (const edge of EDGES.keys()) {
      expect(won.filter((answer) => answer.edge === edge).length, `${EDGES[edge]}'s orders`).toBeGreaterThan(0)
      expect(lost.filter((answer) => answer.edge === edge).length, `${EDGES[edge]}'s sold-out answers`).toBeGreaterThan(0)
    }

    const db = await edges.database()
    const stock = await db
      .prepare('SELECT count FROM inventory WHERE variation_id = ?1 AND size_id = ?2')
      .bind(key.variationId, key.sizeId)
      .first<number>('count')
    expect(stock).toBe(0)
    expect(await countOf(db, 'SELECT COUNT(*) AS n FROM orders WHERE store_id = ?1', store.id)).toBe(UNITS)
    const held = `SELECT COUNT(*) AS n FROM sandbox_intents s JOIN payments p ON p.provider_ref = s.id JOIN checkouts c ON c.id = p.checkout_id
                  WHERE c.store_id = ?1 AND s.status = 'authorized'`
    expect(await countOf(db, held, store.id)).toBe(0)
    // npm run ledger's check: one order per capture, of its amount; the sandbox's books agree.
    expect(await checkLedger(db, store.slug)).toMatchObject({ captures: UNITS, orders: UNITS, mismatches: [] })
  }, 240_000)
})
