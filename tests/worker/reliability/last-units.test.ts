import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { freshStore, skuOf, stockOf } from '../../support/fixtures/checkout-fixtures'
import { readyCheckout, sandboxCard, shopperAt, startCardPayment, submitAnswer, submitter } from '../../support/harness/reliability/shopper'

/**
 * Claim: stock is never oversold. Twenty shoppers who each hold a paid-for checkout for
 * one of the last five units submit at once: five orders, fifteen clear out-of-stock
 * answers with no money taken, and the stock count never below zero at any moment.
 */

const SOLD_OUT = 'Sorry, Night Hoodie (Black, S) is out of stock. Your payment was not taken.'

describe('20 shoppers racing for the last 5 units', () => {
  it('sells exactly 5, tells the other 15 it is out of stock, takes no money from them, never goes below zero', {
    timeout: 60_000,
  }, async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    // Night Hoodie in Black, size S: 5 in stock.
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Black', 'S')
    expect(await stockOf(sku)).toBe(5)

    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const checkout = await readyCheckout(shopper, [{ sku, quantity: 1 }], `buyer${i}@example.com`)
        const payment = await startCardPayment(shopper, checkout.id, await sandboxCard(shopper))
        return { checkout, submit: submitter(shopper, checkout.id, payment) }
      }),
    )

    let racing = true
    const seen: number[] = []
    const watch = (async () => {
      while (racing) {
        seen.push(await stockOf(sku))
        // A turn of the event loop between reads: in the test pool the reservation object runs in this
        // isolate, and an unbroken chain of D1 reads from here starved it.
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    })()
    const answers = await Promise.all(buyers.map((buyer) => buyer.submit()))
    racing = false
    await watch

    const won = answers.filter((answer) => submitAnswer(answer).state === 'success')
    const lost = answers.filter((answer) => submitAnswer(answer).state !== 'success')
    expect(won).toHaveLength(5)
    expect(lost).toHaveLength(15)
    for (const answer of lost) {
      expect({ status: answer.status, ...submitAnswer(answer) }).toMatchObject({
        status: 402,
        state: 'failure',
        displayMessage: SOLD_OUT,
        error: SOLD_OUT,
      })
    }
    expect(new Set(won.map((answer) => submitAnswer(answer).orderLookupNumber)).size).toBe(5)

    expect(await stockOf(sku)).toBe(0)
    expect(seen.length).toBeGreaterThan(0)
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(0)

    const ids = buyers.map((buyer) => buyer.checkout.id)
    const placeholders = ids.map((_, i) => `?${i + 1}`).join(', ')
    const orders = await env.DB.prepare(`SELECT COUNT(*) AS n FROM orders WHERE checkout_id IN (${placeholders})`)
      .bind(...ids)
      .first<{ n: number }>()
    expect(orders?.n).toBe(5)
    const charges = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM sandbox_charges c JOIN payments p ON p.provider_ref = c.intent_id WHERE p.checkout_id IN (${placeholders})`,
    )
      .bind(...ids)
      .first<{ n: number }>()
    expect(charges?.n).toBe(5)
    // Every loser's authorization was released, not left holding their money.
    const held = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM sandbox_intents s JOIN payments p ON p.provider_ref = s.id
       WHERE p.checkout_id IN (${placeholders}) AND s.status = 'authorized'`,
    )
      .bind(...ids)
      .first<{ n: number }>()
    expect(held?.n).toBe(0)
  })

  it('refuses a new checkout for a sold-out size with the same clear words', async () => {
    const storeSlug = await freshStore()
    const shopper = shopperAt(storeSlug)
    // Night Hoodie in Black, size M: none in stock.
    const sku = await skuOf(storeSlug, 'night-hoodie', 'Black', 'M')
    const answer = await shopper.post('/api/checkout', { lineItems: [{ sku, quantity: 1 }], storeSlug })
    expect(answer.status).toBe(409)
    expect(answer.json).toMatchObject({
      error: 'Sorry, Night Hoodie (Black, M) is out of stock.',
      items: [{ sku, reason: 'out-of-stock' }],
    })
  })
})
