import type { LedgerMismatch, LedgerReport } from '../../port/operations'
/**
 * The ledger check: every captured payment has exactly one order of the same amount, and
 * every order exactly one capture; a canceled order kept no money; nothing was refunded
 * beyond its capture; and the sandbox provider's own books (its charges) agree with ours.
 * Plain SQL, so the same text runs in the worker (the admin API, the tests) and through
 * `wrangler d1 execute` (`npm run ledger`, after `npm run stress`).
 */

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/

/** A store filter as SQL: the slug is checked against the slug pattern before it is written in. */
function storeFilter(column: string, storeSlug: string | null): string {
  if (storeSlug === null) return '1'
  if (!SLUG.test(storeSlug)) throw new Error(`Not a store slug: ${storeSlug}`)
  return `${column} = '${storeSlug}'`
}

const REFUNDED = (payment: string) =>
  `(SELECT COALESCE(SUM(r.amount_cents), 0) FROM refunds r WHERE r.payment_id = ${payment}.id AND r.state <> 'failed')`

/** Counts of captures and orders looked at, as one row { captures, orders }. */
export function ledgerCountsSql(storeSlug: string | null = null): string {
  return `SELECT
  (SELECT COUNT(*) FROM payments p JOIN checkouts c ON c.id = p.checkout_id JOIN stores s ON s.id = c.store_id
   WHERE p.state = 'succeeded' AND ${storeFilter('s.slug', storeSlug)}) AS captures,
  (SELECT COUNT(*) FROM orders o JOIN stores s ON s.id = o.store_id WHERE ${storeFilter('s.slug', storeSlug)}) AS orders`
}

/**
 * One query per kind of mismatch (D1 caps compound SELECTs, so they are not one UNION),
 * each answering rows of kind, store, lookup_number, payment_id, detail.
 */
export function ledgerMismatchQueries(storeSlug: string | null = null): string[] {
  const checks = [
    `SELECT 'capture-without-order' AS kind, s.slug AS store, NULL AS lookup_number, p.id AS payment_id,
       printf('%s captured %d %s for checkout %s, which has no order for it', p.provider, p.amount_cents, p.currency, p.checkout_id) AS detail
     FROM payments p JOIN checkouts c ON c.id = p.checkout_id JOIN stores s ON s.id = c.store_id
     WHERE p.state = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id)`,
    `SELECT 'order-without-capture' AS kind, s.slug AS store, o.lookup_number, o.payment_id,
       printf('order %s is %s but its payment is %s', o.lookup_number, o.status, COALESCE(p.state, 'missing')) AS detail
     FROM orders o JOIN stores s ON s.id = o.store_id LEFT JOIN payments p ON p.id = o.payment_id
     WHERE o.status <> 'canceled' AND (p.id IS NULL OR p.state <> 'succeeded')`,
    `SELECT 'amount-mismatch' AS kind, s.slug AS store, o.lookup_number, p.id AS payment_id,
       printf('order total %d %s, captured %d %s', o.total_cents, o.currency, p.amount_cents, p.currency) AS detail
     FROM orders o JOIN stores s ON s.id = o.store_id JOIN payments p ON p.id = o.payment_id
     WHERE p.state = 'succeeded' AND (o.total_cents <> p.amount_cents OR o.currency <> p.currency)`,
    `SELECT 'canceled-order-kept-money' AS kind, s.slug AS store, o.lookup_number, p.id AS payment_id,
       printf('order %s was canceled but %d of its %d %s captured were not refunded', o.lookup_number,
              p.amount_cents - ${REFUNDED('p')}, p.amount_cents, p.currency) AS detail
     FROM orders o JOIN stores s ON s.id = o.store_id JOIN payments p ON p.id = o.payment_id
     WHERE o.status = 'canceled' AND p.state = 'succeeded' AND ${REFUNDED('p')} < p.amount_cents`,
    `SELECT 'refunded-more-than-captured' AS kind, s.slug AS store, NULL AS lookup_number, p.id AS payment_id,
       printf('%d refunded of %d %s captured', ${REFUNDED('p')}, CASE WHEN p.state = 'succeeded' THEN p.amount_cents ELSE 0 END, p.currency) AS detail
     FROM payments p JOIN checkouts c ON c.id = p.checkout_id JOIN stores s ON s.id = c.store_id
     WHERE ${REFUNDED('p')} > CASE WHEN p.state = 'succeeded' THEN p.amount_cents ELSE 0 END`,
    `SELECT 'provider-capture-not-recorded' AS kind, s.slug AS store, NULL AS lookup_number, p.id AS payment_id,
       printf('the sandbox charged %d %s on %s but our payment is %s for %d', ch.amount_cents, ch.currency, ch.intent_id,
              COALESCE(p.state, 'missing'), COALESCE(p.amount_cents, 0)) AS detail
     FROM sandbox_charges ch
     LEFT JOIN payments p ON p.provider = 'sandbox' AND p.provider_ref = ch.intent_id
     LEFT JOIN checkouts c ON c.id = p.checkout_id LEFT JOIN stores s ON s.id = c.store_id
     WHERE p.id IS NULL OR p.state <> 'succeeded' OR p.amount_cents <> ch.amount_cents`,
    `SELECT 'recorded-capture-not-at-provider' AS kind, s.slug AS store, NULL AS lookup_number, p.id AS payment_id,
       printf('payment %s is captured but the sandbox has no charge for %s', p.id, COALESCE(p.provider_ref, '(no reference)')) AS detail
     FROM payments p JOIN checkouts c ON c.id = p.checkout_id JOIN stores s ON s.id = c.store_id
     WHERE p.provider = 'sandbox' AND p.state = 'succeeded'
       AND NOT EXISTS (SELECT 1 FROM sandbox_charges ch WHERE ch.intent_id = p.provider_ref)`,
  ]
  const inStore = storeFilter('store', storeSlug)
  return checks.map((check) => `SELECT * FROM (${check}) WHERE ${inStore} ORDER BY store, lookup_number, payment_id`)
}

interface MismatchRow {
  kind: LedgerMismatch['kind']
  store: string | null
  lookup_number: string | null
  payment_id: string | null
  detail: string
}

/** The report from the queries' rows (from D1 or from `wrangler d1 execute --json`). */
export function ledgerReport(
  storeSlug: string | null,
  counts: { captures: number; orders: number } | undefined,
  rows: readonly MismatchRow[],
): LedgerReport {
  return {
    store: storeSlug,
    captures: counts?.captures ?? 0,
    orders: counts?.orders ?? 0,
    mismatches: rows.map((row) => ({
      kind: row.kind,
      store: row.store,
      lookupNumber: row.lookup_number,
      paymentId: row.payment_id,
      detail: row.detail,
    })),
  }
}

export async function checkLedger(db: D1Database, storeSlug: string | null = null): Promise<LedgerReport> {
  const [counts, ...checks] = await db.batch(
    [ledgerCountsSql(storeSlug), ...ledgerMismatchQueries(storeSlug)].map((sql) => db.prepare(sql)),
  )
  const [totals] = counts.results as { captures: number; orders: number }[]
  return ledgerReport(
    storeSlug,
    totals,
    checks.flatMap((check) => check.results as MismatchRow[]),
  )
}

/** The report as an operator reads it in a terminal. */
export function formatLedger(report: LedgerReport): string {
  const scope = report.store ? `store ${report.store}` : 'all stores'
  const head = `ledger (${scope}): ${report.captures} captured payments, ${report.orders} orders`
  if (report.mismatches.length === 0) return `${head}: every capture has exactly one order of its amount, every order one capture.`
  const lines = report.mismatches.map(
    (mismatch) => `  ${mismatch.kind}  ${mismatch.store ?? '-'}  ${mismatch.lookupNumber ?? mismatch.paymentId ?? '-'}  ${mismatch.detail}`,
  )
  return [`${head}: ${report.mismatches.length} mismatch${report.mismatches.length === 1 ? '' : 'es'}`, ...lines].join('\n')
}
