import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { storeClient } from '../../support/harness/worker/checkout-api-client'
import { freshStore, skuOf } from '../../support/fixtures/checkout-fixtures'

/**
 * Claim: no request can make the worker read, parse or store more than a store needs. Every
 * body is capped (413 past 64 KB, before it is parsed) and a line's fulfilment details are a
 * small JSON value (2 KB, 5 levels). Tried with the probe's bodies: 3 MB, 1.5 MB of details,
 * details nested 50,000 deep.
 */

async function checkoutsOf(storeSlug: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM checkouts c JOIN stores s ON s.id = c.store_id WHERE s.slug = ?1')
    .bind(storeSlug)
    .first<{ n: number }>()
  return row?.n ?? 0
}

describe('request bodies', () => {
  it('are refused with a 413 past 64 KB, and nothing is stored', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const huge = (details: unknown) => ({ storeSlug, lineItems: [{ sku, quantity: 1, fulfillmentDetails: details }] })
    const answers = [
      await api.post('/api/checkout', { ...huge(null), padding: 'x'.repeat(3 * 1024 * 1024) }),
      await api.post('/api/checkout', huge({ note: 'y'.repeat(1.5 * 1024 * 1024) })),
      await api.post(
        '/api/checkout',
        `{"storeSlug":"${storeSlug}","lineItems":[{"sku":"${sku}","quantity":1,"fulfillmentDetails":${'['.repeat(50_000)}${']'.repeat(50_000)}}]}`,
      ),
      await api.post('/api/contact', { 'contact-reason-message': 'z'.repeat(100_000) }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([413, 413, 413, 413])
    expect(answers[0].body).toEqual({ error: 'This request is too large.' })
    expect(await checkoutsOf(storeSlug)).toBe(0)
  })

  it('take fulfilment details as a small JSON value only', async () => {
    const storeSlug = await freshStore()
    const api = storeClient(storeSlug)
    const sku = await skuOf(storeSlug, 'day-tee', 'White', 'M')
    const withDetails = (details: unknown) =>
      api.post('/api/checkout', { storeSlug, lineItems: [{ sku, quantity: 1, fulfillmentDetails: details }] })
    const deep = JSON.parse(`${'{"a":'.repeat(8)}1${'}'.repeat(8)}`)
    expect((await withDetails({ note: 'n'.repeat(5000) })).status).toBe(400)
    expect((await withDetails(deep)).status).toBe(400)
    expect(await checkoutsOf(storeSlug)).toBe(0)
    expect((await withDetails({ region: 'USA', shipsFrom: 'US' })).status).toBe(201)
  })
})
