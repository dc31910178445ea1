-- Catalogue: stores, their domains and themes, collections (nested), listings, products,
-- colour variations, sizes with per-size prices, inventory and size charts.
-- Prices are integer USD cents; other currencies are derived in domain/money.ts.

CREATE TABLE stores (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  seller_id TEXT NOT NULL,
  region TEXT NOT NULL DEFAULT 'USA',
  access_code TEXT,
  preview_key TEXT NOT NULL,
  collections_mode INTEGER NOT NULL DEFAULT 0,
  flags TEXT NOT NULL DEFAULT '{}',
  catalogue_version INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE domains (
  host TEXT PRIMARY KEY,
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE
);

CREATE TABLE themes (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('published', 'draft')),
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (store_id, kind)
);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES collections(id) ON DELETE SET NULL,
  slug TEXT NOT NULL,
  path TEXT NOT NULL,
  name TEXT NOT NULL,
  image_listing_slug TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (store_id, path)
);

CREATE TABLE listings (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  checkout_flow INTEGER NOT NULL DEFAULT 0,
  holiday_delivery_message TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  archived INTEGER NOT NULL DEFAULT 0,
  UNIQUE (store_id, slug)
);

CREATE TABLE listing_collections (
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (listing_id, collection_id)
);
CREATE INDEX listing_collections_by_collection ON listing_collections (collection_id, position);

CREATE TABLE products (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  product_type TEXT NOT NULL,
  name TEXT NOT NULL,
  mockup TEXT NOT NULL,
  artwork TEXT NOT NULL DEFAULT '',
  delivery_type TEXT NOT NULL DEFAULT 'physical' CHECK (delivery_type IN ('physical', 'other')),
  estimated_ship_date TEXT,
  description TEXT NOT NULL DEFAULT '',
  materials TEXT NOT NULL DEFAULT '',
  fit TEXT NOT NULL DEFAULT '',
  comparable_brands TEXT NOT NULL DEFAULT '',
  size_chart TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (listing_id, product_type)
);

CREATE TABLE sizes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  label TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (product_id, label)
);

CREATE TABLE variations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  color TEXT NOT NULL,
  hex TEXT NOT NULL,
  visibility TEXT NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'private')),
  position INTEGER NOT NULL DEFAULT 0,
  UNIQUE (product_id, color)
);

-- Stock per colour and size. count never goes below zero: orders decrement it with a
-- guarded UPDATE in the same batch that writes the order.
CREATE TABLE inventory (
  variation_id INTEGER NOT NULL REFERENCES variations(id) ON DELETE CASCADE,
  size_id INTEGER NOT NULL REFERENCES sizes(id) ON DELETE CASCADE,
  count INTEGER NOT NULL CHECK (count >= 0),
  PRIMARY KEY (variation_id, size_id)
);
CREATE INDEX products_by_listing ON products (listing_id, position);
CREATE INDEX variations_by_product ON variations (product_id, position);
CREATE INDEX listings_by_store ON listings (store_id, position);
