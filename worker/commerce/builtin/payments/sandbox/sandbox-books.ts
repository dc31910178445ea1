import type { Currency } from '../../../../../domain/constants'
import type { CardOutcome, TestCard } from './sandbox-cards'
import type { PaymentCustomer, ProviderStatus } from '../provider'

/**
 * The sandbox provider's D1 books: tokenized cards (never their numbers), intents and
 * charges. The hosted approve/cancel/fail pages act on intents through here too.
 */

export interface SandboxIntent {
  id: string
  method: string
  amountCents: number
  currency: Currency
  paymentMethodId: string | null
  status: ProviderStatus
  failureMessage: string | null
  returnUrl: string | null
  cancelUrl: string | null
  /** Begun without an address (express checkout): the approval page collects one, as PayPal and Afterpay do. */
  collectsAddress: boolean
  /** The shopper the approval page was given, once approved. */
  shopper: PaymentCustomer | null
}

interface IntentRow {
  id: string
  method: string
  amount_cents: number
  currency: Currency
  payment_method_id: string | null
  status: ProviderStatus
  failure_message: string | null
  return_url: string | null
  cancel_url: string | null
  collects_address: number
  shopper: string | null
}

const toIntent = (row: IntentRow): SandboxIntent => ({
  id: row.id,
  method: row.method,
  amountCents: row.amount_cents,
  currency: row.currency,
  paymentMethodId: row.payment_method_id,
  status: row.status,
  failureMessage: row.failure_message,
  returnUrl: row.return_url,
  cancelUrl: row.cancel_url,
  collectsAddress: row.collects_address === 1,
  shopper: row.shopper ? (JSON.parse(row.shopper) as PaymentCustomer) : null,
})

const INTENT_COLUMNS =
  'id, method, amount_cents, currency, payment_method_id, status, failure_message, return_url, cancel_url, collects_address, shopper'

export async function saveCard(db: D1Database, id: string, card: TestCard): Promise<void> {
  await db
    .prepare('INSERT INTO sandbox_payment_methods (id, brand, last4, exp_month, exp_year, outcome) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(id, card.brand, card.last4, card.expMonth, card.expYear, card.outcome)
    .run()
}

export async function cardOutcome(db: D1Database, paymentMethodId: string): Promise<CardOutcome | null> {
  const row = await db
    .prepare('SELECT outcome FROM sandbox_payment_methods WHERE id = ?1')
    .bind(paymentMethodId)
    .first<{ outcome: CardOutcome }>()
  return row?.outcome ?? null
}

/** Inserts an intent unless one exists for the idempotency key; answers the key's intent. */
export async function openIntent(
  db: D1Database,
  intent: Omit<SandboxIntent, 'failureMessage' | 'shopper'> & { idempotencyKey: string },
): Promise<SandboxIntent> {
  await db
    .prepare(
      `INSERT INTO sandbox_intents (id, method, amount_cents, currency, payment_method_id, status, return_url, cancel_url, idempotency_key,
         collects_address)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      intent.id,
      intent.method,
      intent.amountCents,
      intent.currency,
      intent.paymentMethodId,
      intent.status,
      intent.returnUrl,
      intent.cancelUrl,
      intent.idempotencyKey,
      intent.collectsAddress ? 1 : 0,
    )
    .run()
  const row = await db
    .prepare(`SELECT ${INTENT_COLUMNS} FROM sandbox_intents WHERE idempotency_key = ?1`)
    .bind(intent.idempotencyKey)
    .first<IntentRow>()
  if (!row) throw new Error('Sandbox intent vanished after insert')
  return toIntent(row)
}

export async function findIntent(db: D1Database, id: string): Promise<SandboxIntent | null> {
  const row = await db.prepare(`SELECT ${INTENT_COLUMNS} FROM sandbox_intents WHERE id = ?1`).bind(id).first<IntentRow>()
  return row ? toIntent(row) : null
}

/**
 * Moves an intent from one of `from` to `to`. Conditional, so of two racing calls one
 * wins and the other sees the winner's result: this is what makes repeats idempotent.
 */
export async function moveIntent(
  db: D1Database,
  id: string,
  from: readonly ProviderStatus[],
  to: { status: ProviderStatus; failureMessage?: string | null; paymentMethodId?: string | null },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE sandbox_intents SET status = ?2, failure_message = ?3, payment_method_id = COALESCE(?4, payment_method_id),
         updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND status IN (SELECT value FROM json_each(?5))`,
    )
    .bind(id, to.status, to.failureMessage ?? null, to.paymentMethodId ?? null, JSON.stringify(from))
    .run()
  return result.meta.changes === 1
}

/** Approves an express intent with the shopper its page collected: once, while it waits. */
export async function approveWithShopper(db: D1Database, id: string, shopper: PaymentCustomer): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE sandbox_intents SET status = 'authorized', shopper = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND status = 'requires_action' AND collects_address = 1`,
    )
    .bind(id, JSON.stringify(shopper))
    .run()
  return result.meta.changes === 1
}

/**
 * The final total of an approved express intent, once its address priced delivery and
 * tax (as an approved PayPal order's amount may be patched before it is captured).
 */
export async function setExpressAmount(db: D1Database, id: string, amountCents: number): Promise<void> {
  await db
    .prepare(
      `UPDATE sandbox_intents SET amount_cents = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE id = ?1 AND status = 'authorized' AND collects_address = 1`,
    )
    .bind(id, amountCents)
    .run()
}

/** Takes the money once: a second capture of the same intent records nothing new (answers false). */
export async function recordCharge(db: D1Database, intent: SandboxIntent, amountCents: number): Promise<boolean> {
  const [, moved] = await db.batch([
    db
      .prepare('INSERT INTO sandbox_charges (intent_id, amount_cents, currency) VALUES (?1, ?2, ?3) ON CONFLICT (intent_id) DO NOTHING')
      .bind(intent.id, amountCents, intent.currency),
    db
      .prepare(
        `UPDATE sandbox_intents SET status = 'captured', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1 AND status = 'authorized'`,
      )
      .bind(intent.id),
  ])
  return moved.meta.changes === 1
}

export async function registerWalletDomain(db: D1Database, domain: string): Promise<void> {
  await db.prepare('INSERT INTO sandbox_wallet_domains (domain) VALUES (?1) ON CONFLICT (domain) DO NOTHING').bind(domain).run()
}

export interface SandboxRefund {
  id: string
  intentId: string
  amountCents: number
}

/**
 * Gives back part of a charge, once per idempotency key, never more than was charged in
 * all: the guard is in the insert, so two racing refunds cannot both pass it. Answers the
 * key's refund, or null when it would exceed the charge.
 */
export async function recordRefund(
  db: D1Database,
  refund: { id: string; intentId: string; amountCents: number; idempotencyKey: string },
): Promise<SandboxRefund | null> {
  await db
    .prepare(
      `INSERT INTO sandbox_refunds (id, intent_id, amount_cents, idempotency_key)
       SELECT ?1, ?2, ?3, ?4
       WHERE ?3 + (SELECT COALESCE(SUM(amount_cents), 0) FROM sandbox_refunds WHERE intent_id = ?2)
             <= (SELECT COALESCE(MAX(amount_cents), 0) FROM sandbox_charges WHERE intent_id = ?2)
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(refund.id, refund.intentId, refund.amountCents, refund.idempotencyKey)
    .run()
  const row = await db
    .prepare('SELECT id, intent_id, amount_cents FROM sandbox_refunds WHERE idempotency_key = ?1')
    .bind(refund.idempotencyKey)
    .first<{ id: string; intent_id: string; amount_cents: number }>()
  return row ? { id: row.id, intentId: row.intent_id, amountCents: row.amount_cents } : null
}

/** Everything refunded of an intent's charge so far. */
export async function refundedTotal(db: D1Database, intentId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COALESCE(SUM(amount_cents), 0) AS total FROM sandbox_refunds WHERE intent_id = ?1')
    .bind(intentId)
    .first<{ total: number }>()
  return row?.total ?? 0
}

/** A sandbox setting (the webhook signing secret), made once with `create` when missing. */
export async function sandboxSetting(db: D1Database, name: string, create: () => string): Promise<string> {
  await db.prepare('INSERT INTO sandbox_settings (name, value) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING').bind(name, create()).run()
  const row = await db.prepare('SELECT value FROM sandbox_settings WHERE name = ?1').bind(name).first<{ value: string }>()
  if (!row) throw new Error(`Sandbox setting ${name} vanished after insert`)
  return row.value
}
