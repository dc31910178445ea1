import { env, SELF } from 'cloudflare:test'
import { REFERENCE_KEY, REFERENCE_URL } from '../support/backend-key'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { importStores, moonlit, VAULT_ACCESS_CODE, vault } from '../support/fixtures/catalog-stores'
import { referenceBackend } from '../support/reference-backend/app'
import { callApp, storeRequest } from '../support/harness/reliability/harness'

const LISTING = '/api/v1/listings?slug=night-owl-tee&storeSlug=moonlit&currency=USD&region=USA'
const get = (path: string, headers: Record<string, string> = {}, host = 'moonlit.localhost') =>
  SELF.fetch(`http://${host}${path}`, { headers })

beforeAll(async () => {
  await importStores(env.DB, moonlit, vault)
})

describe('catalogue answers the browser may keep', () => {
  it('lets the browser keep a listing for a minute and answers 304 when it asks again with the ETag', async () => {
    const first = await get(LISTING)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/"/)
    await first.arrayBuffer()

    const again = await get(LISTING, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('sends the whole answer again when it has changed', async () => {
    const answer = await get(LISTING, { 'if-none-match': 'W/"an-old-version"' })
    expect(answer.status).toBe(200)
    expect((await answer.json()) as object).toHaveProperty('listing')
  })

  it('never lets an answer priced from the cookie, a checkout or a gated store be kept', async () => {
    const fromCookie = await get('/api/v1/listings?slug=night-owl-tee&storeSlug=moonlit')
    expect(fromCookie.headers.get('etag')).toBeNull()
    expect(fromCookie.headers.get('cache-control') ?? '').not.toContain('public')
    await fromCookie.arrayBuffer()

    const entry = await SELF.fetch(`http://vault.localhost/?accessCode=${VAULT_ACCESS_CODE}`, { redirect: 'manual' })
    const cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0]
    await entry.arrayBuffer()
    const gated = await get('/api/v1/stores/collections?slug=vault', { cookie }, 'vault.localhost')
    expect(gated.status).toBe(200)
    expect(gated.headers.get('cache-control') ?? '').not.toContain('public')
    expect(gated.headers.get('etag')).toBeNull()
    await gated.arrayBuffer()
  })

  it('never lets a store whose theme service checks access codes be kept, as its pages are not (one gate rule)', async () => {
    // Provider mode: whether the store is gated shows only when its theme service answers 401.
    const backend = referenceBackend({ apiKey: REFERENCE_KEY })
    vi.stubGlobal('fetch', async (input: Request | string | URL, init?: RequestInit) => backend.fetch(new Request(input, init)))
    const settings = { BACKEND_URL: REFERENCE_URL, BACKEND_API_KEY: REFERENCE_KEY, DEFAULT_STORE: 'harbor' }
    const read = (path: string) => callApp(storeRequest('harbor.localhost', path), settings)
    for (const path of [
      '/api/v1/stores/collections?slug=harbor',
      '/api/v1/listings?slug=harbor-tee&storeSlug=harbor&currency=USD&region=USA',
    ]) {
      const answer = await read(path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('cache-control') ?? '', path).not.toContain('public')
      expect(answer.headers.get('etag'), path).toBeNull()
    }
    const page = await callApp(storeRequest('harbor.localhost', '/about', { headers: { accept: 'text/html' } }), {
      ...settings,
      PAGE_CACHE: 'on',
    })
    expect(page.headers.get('x-edge-cache')).toBe('BYPASS')
  })
})

afterEach(() => {
  vi.unstubAllGlobals()
})
