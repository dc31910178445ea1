-- Commerce: promo codes, tax rates, carts' checkouts, payments, orders, shipments and the
-- after-sales records (outbox, contact messages, pre-orders, newsletter, tracking).

CREATE TABLE promo_codes (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('percentage', 'fixed')),
  percentage INTEGER,
  amount_cents INTEGER,
  min_subtotal_cents INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,
  PRIMARY KEY (store_id, code)
);

CREATE TABLE tax_rates (
  state_code TEXT PRIMARY KEY,
  rate_basis_points INTEGER NOT NULL
);

CREATE TABLE checkouts (
  id TEXT PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  cart_id TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'created' CHECK (state IN ('created', 'pending', 'success', 'completed', 'failure')),
  currency TEXT NOT NULL DEFAULT 'USD',
  region TEXT NOT NULL DEFAULT 'USA',
  line_items TEXT NOT NULL,
  customer TEXT,
  delivery_option TEXT,
  promo_code TEXT,
  payment_method TEXT,
  marketing_opt_in INTEGER NOT NULL DEFAULT 0,
  traffic_source TEXT,
  affiliate TEXT,
  payment_id TEXT,
  redirect_url TEXT,
  display_message TEXT,
  order_lookup_number TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX checkouts_by_cart ON checkouts (cart_id);

-- A payment is authorized first and captured only once its order is written, so stock
-- that runs out between the two is never charged for. `token` is the secret the browser
-- holds for the payment; `idempotency_key` (checkout id, version and method) makes a
-- repeated initiate answer the same payment.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  checkout_id TEXT NOT NULL REFERENCES checkouts(id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('sandbox', 'stripe', 'paypal', 'afterpay')),
  method TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('created', 'requires_action', 'authorized', 'succeeded', 'failed', 'canceled')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  token TEXT NOT NULL,
  provider_ref TEXT,
  payment_method_id TEXT,
  redirect_url TEXT,
  return_url TEXT,
  meta TEXT NOT NULL DEFAULT '{}',
  failure_message TEXT,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX payments_by_checkout ON payments (checkout_id);

-- One order per checkout, enforced by the unique checkout_id: a second submit cannot
-- create a second order.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  checkout_id TEXT NOT NULL UNIQUE REFERENCES checkouts(id),
  lookup_number TEXT NOT NULL UNIQUE,
  cart_id TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'shipped', 'delivered', 'canceled')),
  shipping_method TEXT NOT NULL,
  currency TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  tax_cents INTEGER NOT NULL,
  shipping_cents INTEGER NOT NULL,
  discount_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  promo_code TEXT,
  payment_method TEXT NOT NULL,
  payment_id TEXT NOT NULL REFERENCES payments(id),
  customer_email TEXT NOT NULL,
  customer TEXT NOT NULL,
  arrival_estimate TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX orders_by_cart ON orders (cart_id);
CREATE INDEX orders_by_email ON orders (store_id, customer_email, created_at);

CREATE TABLE order_items (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  sku TEXT NOT NULL,
  variation_id INTEGER NOT NULL,
  size_id INTEGER NOT NULL,
  listing_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  product_type TEXT NOT NULL,
  color TEXT NOT NULL,
  size TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_price_cents INTEGER NOT NULL,
  -- changes() of the guarded stock decrement just before this row in the order batch:
  -- a line whose stock ran out fails the CHECK and so the whole order.
  stock_taken INTEGER NOT NULL CHECK (stock_taken = 1),
  PRIMARY KEY (order_id, position)
);

CREATE TABLE shipments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  carrier TEXT NOT NULL,
  tracking_number TEXT NOT NULL,
  tracking_url TEXT NOT NULL,
  status TEXT NOT NULL,
  shipped_at TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX shipments_by_order ON shipments (order_id);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX outbox_by_recipient ON outbox (recipient, created_at);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL,
  order_number TEXT NOT NULL,
  email TEXT NOT NULL,
  full_name TEXT NOT NULL,
  reason TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE preorders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL,
  listing_id INTEGER,
  color_id INTEGER,
  size_id INTEGER,
  email TEXT NOT NULL,
  fullname TEXT NOT NULL,
  country TEXT NOT NULL,
  street TEXT NOT NULL,
  street2 TEXT,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zip TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE newsletter_signups (
  store_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (store_id, email)
);

CREATE TABLE tracking_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
