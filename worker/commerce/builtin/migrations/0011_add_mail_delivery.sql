-- Mail is no longer "sent" by landing in the outbox: the outbox row, written in the same
-- batch as the change it reports, is handed to a Queue, whose consumer delivers it and
-- records the outcome here (docs/decisions/086-mail-through-a-queue.md).
--
-- status: queued (written, not yet delivered), sending (a consumer holds it until
-- claimed_until), delivered, failed (the dead-letter queue's consumer gave up on it).

ALTER TABLE outbox ADD COLUMN status TEXT NOT NULL DEFAULT 'queued'
  CHECK (status IN ('queued', 'sending', 'delivered', 'failed'));
ALTER TABLE outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN claimed_until TEXT;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
ALTER TABLE outbox ADD COLUMN delivered_at TEXT;
-- How it left: 'send_email' (Cloudflare's Email binding) or 'outbox' (no mail service
-- bound: the outbox is the mailbox, as /dev/outbox shows in development).
ALTER TABLE outbox ADD COLUMN delivered_via TEXT;
ALTER TABLE outbox ADD COLUMN provider_message_id TEXT;
ALTER TABLE outbox ADD COLUMN failed_at TEXT;

-- Everything written before this change was already "sent" the only way there was:
-- into the outbox. Mark it so, or the clock would mail it all again.
UPDATE outbox SET status = 'delivered', delivered_via = 'outbox', delivered_at = created_at;

-- The clock's sweep for mail the queue never got, and the operator's list of failures.
CREATE INDEX outbox_by_status ON outbox (status, created_at);
