import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { checkoutPort, customer, freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

/** The test database, counting the round trips to D1: each statement run, and each batch as one. */
function countedD1() {
  let roundTrips = 0
  const RUNS = new Set(['first', 'all', 'run', 'raw'])
  const counted = (statement: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, property) {
        const value = Reflect.get(target, property, target)
        if (property === 'bind') return (...values: unknown[]) => counted(target.bind(...values))
        if (typeof property === 'string' && RUNS.has(property)) roundTrips += 1
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'prepare') return (query: string) => counted(target.prepare(query))
      if (property === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          roundTrips += 1
          return target.batch(statements)
        }
      }
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { db, roundTrips: () => roundTrips }
}

async function createdCheckout(storeSlug: string, lines: { sku: string; quantity: number }[]) {
  const port = checkoutPort()
  const created = await port.createCheckout({ storeSlug, lineItems: lines, currency: 'USD', region: 'USA' })
  if (!created.ok) throw new Error(created.failure.message)
  return created.value
}

describe('reading a checkout (the checkout page and GET /checkout)', () => {
  it('reads the checkout, its goods and its payment in one round trip to D1', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'M')
    const { id } = await createdCheckout(storeSlug, [{ sku, quantity: 1 }])
    const { db, roundTrips } = countedD1()

    const read = await checkoutPort({ db }).getCheckout({ id, storeSlug })

    expect(read.ok).toBe(true)
    expect(roundTrips()).toBe(1)
  })

  it('prices every line as the checkout was created, and drops a stored sku that names nothing', async () => {
    const storeSlug = await freshStore()
    const navy = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'M')
    const created = await createdCheckout(storeSlug, [
      { sku: navy, quantity: 2 },
      { sku: await skuOf(storeSlug, 'day-tee', 'White', 'M'), quantity: 1 },
    ])
    const [, colorId, sizeId] = navy.split('_')
    // Lines written before today's checks: a sku of another shape, and one whose colour and size are
    // real but whose product is not theirs.
    await env.DB.prepare(
      `UPDATE checkouts SET line_items = json_insert(line_items, '$[#]', json_object('sku', 'navy-m', 'quantity', 1),
         '$[#]', json_object('sku', ?2, 'quantity', 1)) WHERE id = ?1`,
    )
      .bind(created.id, `999999_${colorId}_${sizeId}`)
      .run()

    const read = await checkoutPort().getCheckout({ id: created.id, storeSlug })

    if (!read.ok) throw new Error(read.failure.message)
    expect(read.value.lineItems).toEqual(created.lineItems)
    expect(read.value.costs).toEqual(created.costs)
  })

  it('prices the saved address and delivery from the same read', async () => {
    const storeSlug = await freshStore()
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Navy', 'M')
    const { id } = await createdCheckout(storeSlug, [{ sku, quantity: 1 }])
    const updated = await checkoutPort().updateCheckout({ id, storeSlug, customer: customer(), deliveryOption: 'standard' })
    if (!updated.ok) throw new Error(updated.failure.message)

    const read = await checkoutPort().getCheckout({ id, storeSlug })

    if (!read.ok) throw new Error(read.failure.message)
    expect(read.value.costs).toEqual(updated.value.costs)
    expect(read.value.deliveryOption).toEqual(updated.value.deliveryOption)
  })
})
