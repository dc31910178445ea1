-- One grant per digital or NFT line of an order: the secret token of its download link
-- (/downloads/{token}), written in the same batch as the order. The file is drawn from the
-- line as it was bought (listing slug, colour, mockup, artwork), so a later catalogue
-- import cannot change or break a link already sent. A link works while its order is
-- paid and not canceled, until expires_at.
CREATE TABLE download_grants (
  token TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  listing_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  variation_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  listing_slug TEXT NOT NULL,
  color TEXT NOT NULL,
  hex TEXT NOT NULL,
  mockup TEXT NOT NULL,
  artwork TEXT NOT NULL,
  -- 'file' for a digital product, 'certificate' for an NFT (its artwork plus proof of ownership).
  kind TEXT NOT NULL CHECK (kind IN ('file', 'certificate')),
  download_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX download_grants_by_order ON download_grants (order_id, position);
