import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { checkLedger, formatLedger } from '../../../worker/commerce/builtin/db/ledger'
import type { LedgerReport } from '../../../worker/commerce/port/operations'
import { tokenizeCard } from '../../../worker/commerce/builtin/payments/sandbox/tokenize'
import { body } from '../../support/harness/reliability/shopper'
import { adminCall, payingShopper, uniqueEmail } from '../../support/harness/operations'

/**
 * Claim: the ledger check finds every way the books can disagree (a capture without its
 * order, an order without its capture, amounts that differ, a canceled order that kept
 * the money, refunds beyond the capture, the sandbox provider's charges against ours),
 * for one store or all, and is clean after honest purchases.
 */

async function purchase() {
  const card = await tokenizeCard(env.DB, { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' }, new Date())
  if (!card.ok) throw new Error(card.message)
  const shopper = await payingShopper({}, { method: 'card', paymentMethodId: card.paymentMethod.id }, { email: uniqueEmail('ledger') })
  const answer = await shopper.submit()
  expect(answer.state).toBe('success')
  const payment = await env.DB.prepare('SELECT id, provider_ref FROM payments WHERE checkout_id = ?1')
    .bind(shopper.checkout.id)
    .first<{ id: string; provider_ref: string }>()
  if (!payment) throw new Error('no payment')
  return { ...shopper, lookupNumber: answer.orderLookupNumber ?? '', paymentId: payment.id, intentId: payment.provider_ref }
}

const kinds = (report: LedgerReport) => report.mismatches.map((mismatch) => mismatch.kind)
const run = (sql: string, ...values: (string | number)[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run()

describe('the ledger check', () => {
  it('is clean after honest purchases, for the store and through the admin API', async () => {
    const first = await purchase()
    const report = await checkLedger(env.DB, first.storeSlug)
    expect(report).toEqual({ store: first.storeSlug, captures: 1, orders: 1, mismatches: [] })
    expect(formatLedger(report)).toBe(
      `ledger (store ${first.storeSlug}): 1 captured payments, 1 orders: every capture has exactly one order of its amount, every order one capture.`,
    )
    expect(body<LedgerReport>(await adminCall(`/ledger?store=${first.storeSlug}`, {}))).toEqual(report)
  })

  it('names a capture with no order, and an order whose payment was never captured', async () => {
    const { storeSlug, paymentId, checkout, lookupNumber } = await purchase()
    await run("UPDATE payments SET state = 'authorized' WHERE id = ?1", paymentId)
    const orphan = await payingShopper({}, { method: 'paypal' })
    await run("UPDATE payments SET state = 'succeeded' WHERE checkout_id = ?1", orphan.checkout.id)
    const report = await checkLedger(env.DB, storeSlug)
    expect(report.mismatches).toEqual([
      expect.objectContaining({
        kind: 'order-without-capture',
        lookupNumber,
        detail: `order ${lookupNumber} is processing but its payment is authorized`,
      }),
      // The sandbox charged the first payment, which our books no longer call captured.
      expect.objectContaining({ kind: 'provider-capture-not-recorded', paymentId }),
    ])
    const other = await checkLedger(env.DB, orphan.storeSlug)
    expect(kinds(other)).toEqual(['capture-without-order', 'recorded-capture-not-at-provider'])
    expect(other.mismatches[0].detail).toContain(`for checkout ${orphan.checkout.id}, which has no order for it`)
    expect(checkout.id).not.toBe(orphan.checkout.id)
  })

  it('names an order whose total differs from its capture', async () => {
    const { storeSlug, lookupNumber } = await purchase()
    await run('UPDATE orders SET total_cents = total_cents + 1 WHERE lookup_number = ?1', lookupNumber)
    expect((await checkLedger(env.DB, storeSlug)).mismatches).toEqual([
      expect.objectContaining({
        kind: 'amount-mismatch',
        lookupNumber,
        detail: expect.stringMatching(/^order total \d+ USD, captured \d+ USD$/),
      }),
    ])
  })

  it('names a canceled order that kept the money, and refunds beyond the capture', async () => {
    const { storeSlug, lookupNumber, paymentId } = await purchase()
    await run("UPDATE orders SET status = 'canceled' WHERE lookup_number = ?1", lookupNumber)
    expect(kinds(await checkLedger(env.DB, storeSlug))).toEqual(['canceled-order-kept-money'])

    const order = await env.DB.prepare('SELECT id, total_cents FROM orders WHERE lookup_number = ?1')
      .bind(lookupNumber)
      .first<{ id: number; total_cents: number }>()
    await run(
      `INSERT INTO refunds (id, order_id, payment_id, amount_cents, currency, state, source, idempotency_key)
       VALUES ('rf_test_over', ?1, ?2, ?3, 'USD', 'succeeded', 'operator', 'over-refund')`,
      order?.id ?? 0,
      paymentId,
      (order?.total_cents ?? 0) + 100,
    )
    expect(kinds(await checkLedger(env.DB, storeSlug))).toEqual(['refunded-more-than-captured'])
  })

  it("names a capture our books record that the sandbox provider's books do not have", async () => {
    const { storeSlug, intentId, paymentId } = await purchase()
    await run('DELETE FROM sandbox_charges WHERE intent_id = ?1', intentId)
    expect((await checkLedger(env.DB, storeSlug)).mismatches).toEqual([
      expect.objectContaining({ kind: 'recorded-capture-not-at-provider', paymentId }),
    ])
  })

  it('checks every store at once when no store is named, and refuses a store name that is not a slug', async () => {
    const report = await checkLedger(env.DB)
    expect(report.store).toBeNull()
    expect(report.captures).toBeGreaterThan(0)
    expect(new Set(report.mismatches.map((mismatch) => mismatch.store)).size).toBeGreaterThan(1)
    await expect(checkLedger(env.DB, "x' OR '1'='1")).rejects.toThrow('Not a store slug')
  })
})
