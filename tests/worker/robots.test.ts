import { env, SELF } from 'cloudflare:test'
import robotsParser from 'robots-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPreviewToken } from '../../worker/security/preview-token'
import { buildStore, seedStore } from '../support/factories/store'

const PREVIEW_KEY = 'moonlit-preview-key-for-robots-0001'

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'moonlit', name: 'Moonlit Test', previewKey: PREVIEW_KEY }))
  await seedStore(env.DB, buildStore({ slug: 'sunbeam', name: 'Sunbeam Test' }))
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
  // The worker's first answer loads its modules: paid here, not inside the first test's time.
  await (await get('moonlit.localhost', '/robots.txt')).text()
}, 60_000)

const get = (host: string, path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual', ...init, headers: { host, origin: `http://${host}`, ...(init.headers ?? {}) } })

async function robotsOf(host: string, init?: RequestInit) {
  const response = await get(host, '/robots.txt', init)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('text/plain')
  return { response, robots: robotsParser(`http://${host}/robots.txt`, await response.text()) }
}

describe('/robots.txt per store', () => {
  it("names each store's own sitemap on its own host, never another store's", async () => {
    const moonlit = await robotsOf('moonlit.localhost')
    const sunbeam = await robotsOf('sunbeam.localhost')
    expect(moonlit.robots.getSitemaps()).toEqual(['http://moonlit.localhost/sitemap.xml'])
    expect(sunbeam.robots.getSitemaps()).toEqual(['http://sunbeam.localhost/sitemap.xml'])
  })

  it('answers for the default store on localhost (the servers’ health check)', async () => {
    const { robots } = await robotsOf('localhost')
    expect(robots.getSitemaps()).toEqual(['http://localhost/sitemap.xml'])
  })

  it('lets crawlers read listings and collections but not the checkout or the cart', async () => {
    const { robots } = await robotsOf('moonlit.localhost')
    expect(robots.isAllowed('http://moonlit.localhost/listing/night-hoodie', 'Googlebot')).toBe(true)
    expect(robots.isAllowed('http://moonlit.localhost/night-hoodie', 'Googlebot')).toBe(true)
    expect(robots.isAllowed('http://moonlit.localhost/apparel/hoodies', 'Googlebot')).toBe(true)
    expect(robots.isDisallowed('http://moonlit.localhost/checkout/c_1', 'Googlebot')).toBe(true)
    expect(robots.isDisallowed('http://moonlit.localhost/cart', 'Googlebot')).toBe(true)
  })

  it('closes all of a gated store, with no sitemap, and its pages say noindex in the header too', async () => {
    const { robots, response } = await robotsOf('vault.localhost')
    expect(robots.isDisallowed('http://vault.localhost/', 'Googlebot')).toBe(true)
    expect(robots.isDisallowed('http://vault.localhost/listing/night-hoodie', 'Googlebot')).toBe(true)
    expect(robots.getSitemaps()).toEqual([])
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const login = await get('vault.localhost', '/login')
    expect(login.headers.get('x-robots-tag')).toBe('noindex')
    expect(await login.text()).toContain('<meta name="robots" content="noindex">')
  })

  it('closes everything to the owner in preview, and marks the previewed pages noindex', async () => {
    const token = await createPreviewToken({ store: 'moonlit', exp: Math.floor(Date.now() / 1000) + 3600 }, PREVIEW_KEY)
    const started = await get('moonlit.localhost', '/api/preview', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    })
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    const { robots } = await robotsOf('moonlit.localhost', { headers: { cookie } })
    expect(robots.isDisallowed('http://moonlit.localhost/listing/night-hoodie', 'Googlebot')).toBe(true)
    const page = await get('moonlit.localhost', '/listing/night-hoodie', { headers: { cookie } })
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    expect(await page.text()).toContain('<meta name="robots" content="noindex">')
  })

  it('leaves a public store’s pages indexable', async () => {
    const page = await get('moonlit.localhost', '/listing/night-hoodie')
    expect(page.headers.get('x-robots-tag')).toBeNull()
    expect(await page.text()).not.toContain('content="noindex"')
  })
})
