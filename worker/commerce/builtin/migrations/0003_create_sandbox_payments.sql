-- The sandbox payment provider's own books, kept apart from the store's payments as a
-- real provider's would be. Card numbers are never stored: a tokenized card keeps its
-- brand, last four digits, expiry and what charging it does.

CREATE TABLE sandbox_payment_methods (
  id TEXT PRIMARY KEY,
  brand TEXT NOT NULL,
  last4 TEXT NOT NULL,
  exp_month INTEGER NOT NULL,
  exp_year INTEGER NOT NULL,
  outcome TEXT NOT NULL CHECK (outcome IN ('succeed', 'decline', 'insufficient-funds', 'authenticate', 'not-a-test-card')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE sandbox_intents (
  id TEXT PRIMARY KEY,
  method TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  payment_method_id TEXT,
  status TEXT NOT NULL CHECK (status IN ('created', 'requires_action', 'authorized', 'captured', 'failed', 'canceled')),
  failure_message TEXT,
  return_url TEXT,
  cancel_url TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The money actually taken: at most one capture per intent.
CREATE TABLE sandbox_charges (
  intent_id TEXT PRIMARY KEY REFERENCES sandbox_intents(id),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Wallet domains registered through POST /v1/payments/verifyDomain.
CREATE TABLE sandbox_wallet_domains (
  domain TEXT PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
