-- What the shopper chose or told a provider, kept where it is used:
-- an order remembers the checkout's marketing opt-in (its email joins the store's
-- newsletter list when the order is placed), and a sandbox payment started without an
-- address (express checkout) collects one on its approval page, as PayPal and Afterpay do.

ALTER TABLE orders ADD COLUMN marketing_opt_in INTEGER NOT NULL DEFAULT 0;

ALTER TABLE sandbox_intents ADD COLUMN collects_address INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sandbox_intents ADD COLUMN shopper TEXT;
