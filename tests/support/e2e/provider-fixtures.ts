import type { APIRequestContext, Page } from '@playwright/test'
import { PROVIDER_E2E } from '../../../scripts/e2e-ports.mjs'
import { expect } from './fixtures'

const { providerPort, referencePort, adminToken, apiKey } = PROVIDER_E2E

/** A store of the provider-mode storefront: Harbor Goods on localhost, the others on {slug}.localhost. */
export function providerUrl(slug: string | null, path = '/'): string {
  return slug ? `http://${slug}.localhost:${providerPort}${path}` : `http://localhost:${providerPort}${path}`
}

/** A page or call of the reference backend itself. */
export function referenceUrl(path: string): string {
  return `http://127.0.0.1:${referencePort}${path}`
}

/** The writes the storefront made happen on the reference backend, for one checkout or email. */
export async function writesOn(request: APIRequestContext, query: { checkoutId?: string; email?: string }): Promise<string[]> {
  const response = await request.get(referenceUrl(`/_reference/writes?${new URLSearchParams(query)}`))
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { kind: string }[]).map((write) => write.kind)
}

/**
 * Every answer of the storefront at 500 or above while the page is open: a provider-mode
 * page must never be a 'We'll be right back'.
 */
export function serverErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 500 && response.url().includes(`:${providerPort}`)) errors.push(`${response.status()} ${response.url()}`)
  })
  return errors
}

/** How often the provider storefront counted `name` (its admin API's GET /counters, as `npm run admin -- counters` reads it). */
export async function operatorCount(request: APIRequestContext, name: string): Promise<number> {
  const response = await request.get(providerUrl(null, '/admin/api/counters'), { headers: { authorization: `Bearer ${adminToken}` } })
  expect(response.ok()).toBe(true)
  const { counters } = (await response.json()) as { counters: { name: string; total: number }[] }
  return counters.find((counter) => counter.name === name)?.total ?? 0
}

/** The street of the address the reference backend holds for a checkout: what the storefront's PUT saved. */
export async function savedStreet(request: APIRequestContext, checkoutId: string): Promise<string | null> {
  const response = await request.get(referenceUrl(`/checkout?id=${checkoutId}&storeSlug=harbor`), { headers: { 'x-api-key': apiKey } })
  expect(response.ok()).toBe(true)
  const { customer } = (await response.json()) as { customer: { address: { address1: string } } | null }
  return customer?.address.address1 ?? null
}
