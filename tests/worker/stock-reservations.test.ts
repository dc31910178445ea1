import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { parseSku } from '../../domain/sku'
import type { StockReservations } from '../../worker/commerce/builtin/stock/stock-reservations'
import { HOLD_MS, RECHECK_MS } from '../../worker/commerce/builtin/stock/stock-reservations'
import { freshStore, skuOf } from '../support/fixtures/checkout-fixtures'

/**
 * Claim: one store's StockReservations object never lets holds exceed the stock D1 counts,
 * gives units back when a holder releases or its hold expires (by the object's alarm), and
 * keeps its figure equal to D1's after an order is confirmed, restocked or lost in flight.
 */

const namespace = () => env.STOCK_RESERVATIONS as DurableObjectNamespace<StockReservations>

/** A fresh store's Night Hoodie in Black, S (5 in stock), with the object of that store. */
async function hoodies() {
  const storeSlug = await freshStore()
  const parts = parseSku(await skuOf(storeSlug, 'night-hoodie', 'Black', 'S'))
  if (!parts) throw new Error('no sku')
  const key = { variationId: parts.colorId, sizeId: parts.sizeId }
  const reservations = namespace().get(namespace().idFromName(`drop-unit:${storeSlug}`))
  const one = [{ ...key, quantity: 1 }]
  const setStock = (count: number) =>
    env.DB.prepare('UPDATE inventory SET count = ?3 WHERE variation_id = ?1 AND size_id = ?2')
      .bind(key.variationId, key.sizeId, count)
      .run()
  return { key, one, reservations, setStock }
}

/** Moves the object's clock: its holds and figures as if `ms` had passed. */
const age = (reservations: DurableObjectStub<StockReservations>, ms: number) =>
  runInDurableObject(reservations, (_instance, state) => {
    state.storage.sql.exec('UPDATE holds SET expires_at = expires_at - ?', ms)
    state.storage.sql.exec('UPDATE figures SET read_at = read_at - ?', ms)
  })

describe('stock reservations', () => {
  it('holds the last 5 units for 5 checkouts and tells the 6th how many are left', async () => {
    const { key, one, reservations } = await hoodies()
    for (const holder of ['a', 'b', 'c', 'd', 'e']) expect(await reservations.reserve(holder, one)).toMatchObject({ ok: true })
    expect(await reservations.reserve('f', one)).toEqual({ ok: false, short: [{ ...key, available: 0 }] })
    expect(await reservations.reserve('g', [{ ...key, quantity: 2 }])).toEqual({ ok: false, short: [{ ...key, available: 0 }] })
  })

  it('counts a checkout holding again once, however often it asks', async () => {
    const { key, reservations } = await hoodies()
    for (let i = 0; i < 3; i += 1) expect(await reservations.reserve('a', [{ ...key, quantity: 4 }])).toMatchObject({ ok: true })
    expect(await reservations.available(key.variationId, key.sizeId)).toBe(1)
  })

  it('gives a released hold to the next buyer', async () => {
    const { one, key, reservations } = await hoodies()
    expect(await reservations.reserve('a', [{ ...key, quantity: 5 }])).toMatchObject({ ok: true })
    expect(await reservations.reserve('b', one)).toMatchObject({ ok: false })
    await reservations.release('a')
    expect(await reservations.reserve('b', one)).toMatchObject({ ok: true })
    expect(await reservations.available(key.variationId, key.sizeId)).toBe(4)
  })

  it('after an order is confirmed, the figure is D1’s and the unit is not sold twice', async () => {
    const { one, key, reservations, setStock } = await hoodies()
    expect(await reservations.reserve('a', one)).toMatchObject({ ok: true })
    // The order batch takes the unit in D1, then the checkout confirms.
    await setStock(4)
    await reservations.confirm('a')
    expect(await reservations.available(key.variationId, key.sizeId)).toBe(4)
    for (const holder of ['b', 'c', 'd', 'e']) expect(await reservations.reserve(holder, one)).toMatchObject({ ok: true })
    expect(await reservations.reserve('f', one)).toMatchObject({ ok: false })
  })

  it('releases an abandoned hold when its alarm rings', async () => {
    const { one, key, reservations } = await hoodies()
    const held = await reservations.reserve('a', [{ ...key, quantity: 5 }])
    expect(held).toMatchObject({ ok: true })
    const alarm = await runInDurableObject(reservations, (_instance, state) => state.storage.getAlarm())
    expect(held.ok && alarm).toBe(held.ok ? held.expiresAt : false)
    expect(await reservations.reserve('b', one)).toMatchObject({ ok: false })

    await age(reservations, HOLD_MS)
    expect(await runDurableObjectAlarm(reservations)).toBe(true)
    expect(await runInDurableObject(reservations, (_i, state) => state.storage.sql.exec('SELECT * FROM holds').toArray())).toEqual([])
    expect(await reservations.reserve('b', one)).toMatchObject({ ok: true })
  })

  it('an expired hold whose order was written (its confirm lost) is not sold again: the figure is read from D1', async () => {
    const { one, key, reservations, setStock } = await hoodies()
    expect(await reservations.reserve('a', one)).toMatchObject({ ok: true })
    await setStock(4) // the order batch ran; the isolate died before confirm()
    await age(reservations, HOLD_MS)
    expect(await runDurableObjectAlarm(reservations)).toBe(true)
    for (const holder of ['b', 'c', 'd', 'e']) expect(await reservations.reserve(holder, one)).toMatchObject({ ok: true })
    expect(await reservations.reserve('f', one)).toEqual({ ok: false, short: [{ ...key, available: 0 }] })
  })

  it('finds restocked units before answering sold out', async () => {
    const { one, key, reservations, setStock } = await hoodies()
    expect(await reservations.reserve('a', [{ ...key, quantity: 5 }])).toMatchObject({ ok: true })
    expect(await reservations.reserve('b', one)).toMatchObject({ ok: false })
    await setStock(6)
    await age(reservations, RECHECK_MS + 1)
    expect(await reservations.reserve('b', one)).toMatchObject({ ok: true })
  })

  it('holds all of a checkout’s lines or none', async () => {
    const { key, reservations } = await hoodies()
    const storeSlug = await freshStore()
    const tee = parseSku(await skuOf(storeSlug, 'day-tee', 'White', 'M'))
    if (!tee) throw new Error('no sku')
    const teeLine = { variationId: tee.colorId, sizeId: tee.sizeId, quantity: 1 }
    expect(await reservations.reserve('a', [teeLine, { ...key, quantity: 6 }])).toMatchObject({ ok: false })
    expect(await reservations.available(tee.colorId, tee.sizeId)).toBe(10)
  })
})
