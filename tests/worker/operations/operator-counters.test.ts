import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Address } from '../../../domain/schemas/checkout'
import { createCommerce } from '../../../worker/commerce/create-commerce'
import { COUNTED_DAYS, countOccurrence, type OperatorCounts, operatorCounts } from '../../../worker/commerce/operator-counters'
import { type Bindings, readConfig } from '../../../worker/env'
import { adminCall } from '../../support/harness/operations'

/**
 * Claim: what the storefront counts for the operator (an address validation service it
 * could not use) is kept in KV, counted exactly under concurrent writes, by day for 30
 * days, and shown by the admin API in either mode, provider mode included.
 */

afterEach(() => {
  vi.unstubAllGlobals()
})

const countOf = (counts: OperatorCounts, name: string) => counts.counters.find((counter) => counter.name === name)

describe('the counters in KV', () => {
  it('counts every occurrence, concurrent ones too, by UTC day; older than 30 days is not counted', async () => {
    const now = new Date('2026-12-01T12:00:00.000Z')
    const yesterday = new Date('2026-11-30T23:59:00.000Z')
    const longAgo = new Date(now.getTime() - (COUNTED_DAYS + 1) * 86_400_000)
    await Promise.all(Array.from({ length: 25 }, () => countOccurrence(env.CACHE, 'test.concurrent', now)))
    await countOccurrence(env.CACHE, 'test.concurrent', yesterday)
    await countOccurrence(env.CACHE, 'test.concurrent', longAgo)

    const counts = await operatorCounts(env.CACHE, now)
    expect(countOf(counts, 'test.concurrent')).toEqual({
      name: 'test.concurrent',
      total: 26,
      days: [
        { day: '2026-11-30', count: 1 },
        { day: '2026-12-01', count: 25 },
      ],
      last: now.toISOString(),
    })
    expect(counts.since).toBe('2026-11-01T12:00:00.000Z')
    expect(counts.complete).toBe(true)
  })

  it('refuses a name that would break its key', async () => {
    await expect(countOccurrence(env.CACHE, 'Address Validation:x')).rejects.toThrow('Counter names are lower-case words')
  })
})

describe('GET /admin/api/counters', () => {
  const PROVIDER = { BACKEND_URL: 'https://backend.test' }

  it('shows the counters in provider mode, where the other admin calls are the backend’s', async () => {
    await countOccurrence(env.CACHE, 'test.admin-view')
    const answer = await adminCall('/counters', PROVIDER)
    expect(answer.status).toBe(200)
    expect(countOf(answer.json as OperatorCounts, 'test.admin-view')).toMatchObject({ total: 1 })
    expect((await adminCall('/orders', PROVIDER)).status).toBe(404)
    expect((await adminCall('/counters', PROVIDER, { token: null })).status).toBe(401)
    expect((await adminCall('/counters', {})).status).toBe(200)
  })

  it('counts an address validation answer the storefront cannot read, once per answer', async () => {
    const typed: Address = {
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'California',
      stateCode: 'CA',
      zip: '94105',
      country: 'United States',
      countryCode: 'US',
    }
    vi.stubGlobal('fetch', async (input: Request | string | URL) => {
      const url = new URL(input instanceof Request ? input.url : input)
      if (url.href !== 'https://validate.test/v1/address/validate') throw new TypeError(`Unexpected fetch to ${url}`)
      return Response.json({ verdict: 'probably' })
    })
    const bindings = { ...env, BACKEND_URL: 'https://backend.test', ADDRESS_VALIDATION_URL: 'https://validate.test' } as Bindings
    const commerce = createCommerce(bindings, readConfig(bindings))
    const before = countOf(await operatorCounts(env.CACHE), 'address-validation.unreadable')?.total ?? 0

    expect(await commerce.validateAddress(typed)).toEqual({ status: 'valid', address: typed })
    expect(await commerce.validateAddress(typed)).toEqual({ status: 'valid', address: typed })

    const shown = (await adminCall('/counters', PROVIDER)).json as OperatorCounts
    expect(countOf(shown, 'address-validation.unreadable')?.total).toBe(before + 2)
  })
})
