import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBackendOperations } from '../../worker/commerce/create-commerce'
import { type Bindings, readConfig } from '../../worker/env'
import worker from '../../worker/index'
import { MAIL_DEAD_LETTER_QUEUE_NAME, MAIL_QUEUE_NAME } from '../../worker/mail-queue'
import { purchaseByCard } from '../support/harness/worker/card-purchase'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { freshStore, skuOf } from '../support/fixtures/checkout-fixtures'
import { adminCall, uniqueEmail } from '../support/harness/operations'

/**
 * Outgoing mail through a Queue (docs/decisions/086-mail-through-a-queue.md): the outbox
 * row is written with its change, its id goes to the mail queue, and the worker's queue()
 * consumer delivers it once. The workers project's producer writes to a queue with no
 * consumer (vitest.config.ts), so each delivery here is one the test hands over itself.
 */

const FROM = 'orders@shop.example'

/** Cloudflare Email Sending as the consumer meets it: each send recorded, the next failures thrown with Email Sending's codes. */
function emailSending(...failures: string[]) {
  const sent: { from: string; to: string; subject: string; text: string }[] = []
  const binding = {
    async send(message: { from: string; to: string; subject: string; text: string }) {
      const code = failures.shift()
      if (code) throw Object.assign(new Error('Email Sending refused the message'), { code })
      sent.push(message)
      return { messageId: `<${sent.length}@email.test>` }
    },
  }
  return { sent, bindings: { EMAIL: binding as unknown as SendEmail, MAIL_FROM: FROM } satisfies Partial<Bindings> }
}

const message = (outboxId: number, attempts = 1) => ({
  id: `message-${crypto.randomUUID()}`,
  timestamp: new Date(),
  attempts,
  body: { outboxId },
})

/**
 * One batch through the Worker's queue() handler; answers what it acknowledged and what it
 * asked to retry (with each retry's delay, which getQueueResult leaves out).
 */
async function consume(queue: string, batch: ReturnType<typeof message>[], bindings: Partial<Bindings> = {}) {
  const delivery = createMessageBatch(queue, batch)
  const delays = delivery.messages.map((sent) => vi.spyOn(sent, 'retry'))
  const ctx = createExecutionContext()
  await worker.queue(delivery, { ...env, ...bindings }, ctx)
  const result = await getQueueResult(delivery, ctx)
  const retryDelays = delays.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds))
  return { ...result, retryDelays }
}

interface Row {
  id: number
  kind: string
  recipient: string
  subject: string
  body: string
  status: string
  attempts: number
  last_error: string | null
  delivered_via: string | null
  provider_message_id: string | null
}

const mailTo = async (recipient: string): Promise<Row[]> =>
  (await env.DB.prepare('SELECT * FROM outbox WHERE recipient = ?1 ORDER BY id').bind(recipient).all<Row>()).results

/** A contact message's auto-reply to `email`, written by the store's own API; answers its outbox row. */
async function autoReplyTo(email: string, words = 'Where is my hoodie?'): Promise<Row> {
  const answer = await storeClient(await freshStore()).post('/api/contact', {
    'contact-ordernumber': 'ORD-1234-5678-9ABC',
    'contact-email': email,
    'contact-fullname': 'Mallory Sender',
    'contact-reason': 'order',
    'contact-reason-message': words,
  })
  expect(answer.status).toBe(201)
  const [row] = await mailTo(email)
  return row
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the mail queue’s producer', () => {
  it('gets an order’s confirmation once the order is written: the message names the outbox row, nothing of the mail', async () => {
    const produced = vi.spyOn(env.MAIL_QUEUE as Queue<{ outboxId: number }>, 'sendBatch')
    const storeSlug = await freshStore()
    const email = uniqueEmail('confirm')
    const { submitted } = await purchaseByCard(storeSlug, email, [{ sku: await skuOf(storeSlug, 'day-tee', 'White', 'M'), quantity: 1 }])
    expect(submitted.state).toBe('success')
    const [confirmation] = await mailTo(email)
    expect(confirmation).toMatchObject({ kind: 'order-confirmation', status: 'queued' })
    const bodies = produced.mock.calls.flatMap(([batch]) => [...batch].map((sent) => sent.body))
    expect(bodies).toContainEqual({ outboxId: confirmation.id })
    expect(JSON.stringify(produced.mock.calls)).not.toContain(email)
  })

  it('gets the mail of every form that writes one: an order recovery and a contact auto-reply', async () => {
    const produced = vi.spyOn(env.MAIL_QUEUE as Queue<{ outboxId: number }>, 'sendBatch')
    const storeSlug = await freshStore()
    const recovering = uniqueEmail('recover')
    const recovery = await storeClient(storeSlug).post(`/api/v1/orders/recover?email=${recovering}&slug=${storeSlug}`)
    expect(recovery.status).toBeLessThan(300)
    const replied = await autoReplyTo(uniqueEmail('contact'))
    const [recoveryMail] = await mailTo(recovering)
    expect(recoveryMail).toMatchObject({ kind: 'order-recovery', status: 'queued' })
    const bodies = produced.mock.calls.flatMap(([batch]) => [...batch].map((sent) => sent.body))
    expect(bodies).toEqual(expect.arrayContaining([{ outboxId: recoveryMail.id }, { outboxId: replied.id }]))
  })

  it('gets nothing when the batch that would write the mail fails', async () => {
    const produced = vi.spyOn(env.MAIL_QUEUE as Queue<{ outboxId: number }>, 'sendBatch')
    const api = storeClient(await freshStore())
    const refused = await api.post('/api/contact', { 'contact-email': uniqueEmail('refused') })
    expect(refused.status).toBe(400)
    expect(produced).not.toHaveBeenCalled()
  })
})

describe('the mail queue’s consumer', () => {
  it('delivers the outbox row’s own words through Email Sending, from MAIL_FROM, and acknowledges it', async () => {
    const email = uniqueEmail('deliver')
    const row = await autoReplyTo(email, 'Claim your prize at https://evil.example/now')
    const mail = emailSending()
    const delivery = message(row.id)
    const result = await consume(MAIL_QUEUE_NAME, [delivery], mail.bindings)
    expect(result.explicitAcks).toEqual([delivery.id])
    expect(result.retryMessages).toEqual([])
    expect(mail.sent).toEqual([{ from: FROM, to: email, subject: row.subject, text: row.body }])
    // The stranger's words never reach the address they typed (issue 12).
    expect(JSON.stringify(mail.sent)).not.toMatch(/evil\.example|prize|Mallory/)
    const [after] = await mailTo(email)
    expect(after).toMatchObject({ status: 'delivered', attempts: 1, delivered_via: 'send_email', provider_message_id: '<1@email.test>' })
  })

  it('without a mail service, delivers into the outbox, where /dev/outbox shows it', async () => {
    const email = uniqueEmail('mailbox')
    const row = await autoReplyTo(email)
    const delivery = message(row.id)
    expect((await consume(MAIL_QUEUE_NAME, [delivery])).explicitAcks).toEqual([delivery.id])
    expect((await mailTo(email))[0]).toMatchObject({ status: 'delivered', delivered_via: 'outbox' })
  })

  it('sends nothing twice when a message comes again, one after the other or both at once', async () => {
    const mail = emailSending()
    const first = await autoReplyTo(uniqueEmail('again'))
    const once = message(first.id)
    await consume(MAIL_QUEUE_NAME, [once], mail.bindings)
    const repeat = await consume(MAIL_QUEUE_NAME, [{ ...once, attempts: 2 }], mail.bindings)
    expect(repeat.explicitAcks).toEqual([once.id])
    expect(mail.sent).toHaveLength(1)

    const second = await autoReplyTo(uniqueEmail('together'))
    await Promise.all([
      consume(MAIL_QUEUE_NAME, [message(second.id)], mail.bindings),
      consume(MAIL_QUEUE_NAME, [message(second.id)], mail.bindings),
    ])
    expect(mail.sent.map((sent) => sent.to)).toEqual([first.recipient, second.recipient])
  })

  it('retries a send that failed for now after a pause, then delivers it once', async () => {
    const mail = emailSending('E_INTERNAL_SERVER_ERROR')
    const email = uniqueEmail('retry')
    const row = await autoReplyTo(email)
    const firstTry = message(row.id, 1)
    const failed = await consume(MAIL_QUEUE_NAME, [firstTry], mail.bindings)
    expect(failed.explicitAcks).toEqual([])
    expect(failed.retryMessages).toHaveLength(1)
    expect(failed.retryMessages[0].msgId).toBe(firstTry.id)
    // A pause of up to 15 s before the second try (full jitter), growing with each try.
    expect(failed.retryDelays).toEqual([expect.any(Number)])
    expect(failed.retryDelays[0]).toBeGreaterThanOrEqual(1)
    expect(failed.retryDelays[0]).toBeLessThanOrEqual(15)
    expect((await mailTo(email))[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: expect.stringContaining('E_INTERNAL_SERVER_ERROR'),
    })

    const secondTry = { ...firstTry, attempts: 2 }
    expect((await consume(MAIL_QUEUE_NAME, [secondTry], mail.bindings)).explicitAcks).toEqual([firstTry.id])
    expect(mail.sent).toHaveLength(1)
    expect((await mailTo(email))[0]).toMatchObject({ status: 'delivered', attempts: 2, last_error: null })
  })

  it('records a send refused for good (a suppressed address) as failed at once, without retrying', async () => {
    const mail = emailSending('E_RECIPIENT_SUPPRESSED')
    const email = uniqueEmail('suppressed')
    const row = await autoReplyTo(email)
    const delivery = message(row.id)
    const result = await consume(MAIL_QUEUE_NAME, [delivery], mail.bindings)
    expect(result.explicitAcks).toEqual([delivery.id])
    expect(result.retryMessages).toEqual([])
    expect((await mailTo(email))[0]).toMatchObject({ status: 'failed', last_error: expect.stringContaining('E_RECIPIENT_SUPPRESSED') })
  })

  it('acknowledges a message that names no mail, and one that is not a mail message at all', async () => {
    const unknown = message(999_999)
    const garbled = { ...message(1), body: { to: 'someone@example.com' } as unknown as { outboxId: number } }
    const result = await consume(MAIL_QUEUE_NAME, [unknown, garbled])
    expect(result.explicitAcks.sort()).toEqual([unknown.id, garbled.id].sort())
  })
})

describe('the dead-letter queue', () => {
  it('records a mail whose retries ran out as failed, with its last error, in the operator’s list', async () => {
    const email = uniqueEmail('dead')
    const row = await autoReplyTo(email)
    await consume(MAIL_QUEUE_NAME, [message(row.id, 6)], emailSending('E_RATE_LIMIT_EXCEEDED').bindings)
    const dead = message(row.id, 1)
    expect((await consume(MAIL_DEAD_LETTER_QUEUE_NAME, [dead])).explicitAcks).toEqual([dead.id])
    expect((await mailTo(email))[0]).toMatchObject({ status: 'failed', last_error: expect.stringContaining('E_RATE_LIMIT_EXCEEDED') })

    const listed = await adminCall('/mail?status=failed', {})
    expect(listed.status).toBe(200)
    const failed = (listed.json as { mail: Record<string, unknown>[] }).mail.find((entry) => entry.id === row.id)
    expect(failed).toMatchObject({
      recipient: email,
      kind: 'contact-received',
      status: 'failed',
      lastError: expect.stringContaining('E_RATE_LIMIT'),
    })
    // The operator's list says what failed; the mail's body stays in the outbox.
    expect(failed).not.toHaveProperty('body')
  })

  it('leaves a mail delivered meanwhile delivered', async () => {
    const email = uniqueEmail('late-dead')
    const row = await autoReplyTo(email)
    await consume(MAIL_QUEUE_NAME, [message(row.id)])
    await consume(MAIL_DEAD_LETTER_QUEUE_NAME, [message(row.id)])
    expect((await mailTo(email))[0].status).toBe('delivered')
  })

  it('lets the operator send a failed mail again, and only a failed one', async () => {
    const email = uniqueEmail('operator-retry')
    const row = await autoReplyTo(email)
    await consume(MAIL_DEAD_LETTER_QUEUE_NAME, [message(row.id)])
    const produced = vi.spyOn(env.MAIL_QUEUE as Queue<{ outboxId: number }>, 'sendBatch')
    const retried = await adminCall(`/mail/${row.id}/retry`, {}, { method: 'POST' })
    expect(retried.status).toBe(200)
    expect(retried.json).toMatchObject({ id: row.id, status: 'queued', attempts: 0 })
    expect(produced.mock.calls.flatMap(([batch]) => [...batch].map((sent) => sent.body))).toEqual([{ outboxId: row.id }])
    await consume(MAIL_QUEUE_NAME, [message(row.id)])
    const again = await adminCall(`/mail/${row.id}/retry`, {}, { method: 'POST' })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: expect.stringContaining('delivered') })
    expect((await adminCall('/mail/not-a-number/retry', {}, { method: 'POST' })).status).toBe(400)
  })
})

describe('the clock', () => {
  it('hands mail the queue never got to the queue again, and leaves delivered mail alone', async () => {
    const lost = await autoReplyTo(uniqueEmail('lost'))
    const delivered = await autoReplyTo(uniqueEmail('sent'))
    await consume(MAIL_QUEUE_NAME, [message(delivered.id)])
    const produced = vi.spyOn(env.MAIL_QUEUE as Queue<{ outboxId: number }>, 'sendBatch')
    const operations = createBackendOperations(env, readConfig(env), {
      fetch: () => Promise.reject(new Error('offline')),
      waitUntil: () => {},
    })
    const soon = await operations?.reconcile({ asOf: new Date(Date.now() + 60_000) })
    expect(soon?.mailResent).toBe(0)
    const later = await operations?.reconcile({ asOf: new Date(Date.now() + 31 * 60_000) })
    const resent = produced.mock.calls.flatMap(([batch]) => [...batch].map((sent) => (sent.body as { outboxId: number }).outboxId))
    expect(resent).toContain(lost.id)
    expect(resent).not.toContain(delivered.id)
    expect(later?.mailResent).toBe(resent.length)
  })
})
