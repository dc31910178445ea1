-- A webhook event's work is claimed before it runs: a provider may deliver one event
-- twice at once (or the clock may retry it while a delivery works on it), and only the
-- delivery holding the claim does the work. A claim older than a few minutes belongs to a
-- worker that was cut off; the event's next delivery or the clock takes it over.
ALTER TABLE webhook_events ADD COLUMN claimed_at TEXT;
