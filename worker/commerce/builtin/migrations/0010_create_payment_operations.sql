-- What keeps money out of limbo and lets an operator run the built-in backend: provider
-- webhook deliveries (idempotent by event id), refunds, disputes, the sandbox provider's
-- refunds and settings, and the indexes the reconciliation clock and the ledger read by.

-- One row per provider event we accepted. A repeated delivery of an event id changes
-- nothing twice; processed_at stays NULL until the event's work finished, so a delivery
-- whose work failed is done again when the provider sends it again.
CREATE TABLE webhook_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  event_type TEXT NOT NULL,
  -- The event as we read it (provider-neutral JSON), so the clock can finish its work.
  payload TEXT NOT NULL,
  payment_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  processed_at TEXT,
  PRIMARY KEY (provider, event_id)
);

-- Money given back on an order. An operator's refund is written (pending) before the
-- provider is asked, under its idempotency key, so a repeat asks the provider with the
-- same key; refunds made at the provider (its dashboard) arrive by webhook as 'provider'.
CREATE TABLE refunds (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id),
  payment_id TEXT NOT NULL REFERENCES payments(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('pending', 'succeeded', 'failed')),
  source TEXT NOT NULL CHECK (source IN ('operator', 'provider')),
  provider_refund_id TEXT,
  failure_message TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX refunds_by_payment ON refunds (payment_id);
CREATE INDEX refunds_by_order ON refunds (order_id);

-- A shopper's bank disputing a charge (a chargeback), as the provider reported it.
CREATE TABLE disputes (
  provider TEXT NOT NULL,
  dispute_id TEXT NOT NULL,
  payment_id TEXT NOT NULL REFERENCES payments(id),
  amount_cents INTEGER NOT NULL,
  reason TEXT,
  status TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (provider, dispute_id)
);
CREATE INDEX disputes_by_payment ON disputes (payment_id);

CREATE INDEX webhook_events_unprocessed ON webhook_events (processed_at, received_at);

-- When the reconciliation clock last looked at a payment: it takes the ones it looked at
-- longest ago first, so a few payments waiting for hours never crowd out a fresh one.
ALTER TABLE payments ADD COLUMN checked_at TEXT;

-- Webhooks name the provider's object; the clock walks the payments still open.
CREATE INDEX payments_by_provider_ref ON payments (provider_ref);
CREATE INDEX payments_open_by_check ON payments (state, checked_at);
CREATE INDEX orders_by_payment ON orders (payment_id);
CREATE INDEX orders_by_store_and_age ON orders (store_id, created_at);

-- The sandbox provider's refunds (never more than the charge) and its own settings (the
-- secret its webhooks are signed with when SANDBOX_WEBHOOK_SECRET is not set).
CREATE TABLE sandbox_refunds (
  id TEXT PRIMARY KEY,
  intent_id TEXT NOT NULL REFERENCES sandbox_intents(id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sandbox_refunds_by_intent ON sandbox_refunds (intent_id);

CREATE TABLE sandbox_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
