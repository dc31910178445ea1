import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ListingAnswer } from '../../domain/schemas/catalog'
import { createPreviewToken } from '../../worker/security/preview-token'
import { buildStore, seedStore } from '../support/factories/store'

const PREVIEW_KEY = 'moonlit-preview-key-for-tests-0001'
const SUNBEAM_KEY = 'sunbeam-preview-key-for-tests-0002'

beforeAll(async () => {
  const store = buildStore({ slug: 'moonlit', name: 'Moonlit Test', previewKey: PREVIEW_KEY })
  const secret = { ...store.listings![0], slug: 'secret-drop', title: 'Secret Drop', visibility: 'private' as const }
  await seedStore(env.DB, { ...store, listings: [...store.listings!, secret], draftTheme: { meta: { storeName: 'Moonlit Draft' } } })
  await seedStore(env.DB, buildStore({ slug: 'sunbeam', name: 'Sunbeam Test', previewKey: SUNBEAM_KEY }))
})

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

const request = (path: string, init: RequestInit = {}, host = 'moonlit.localhost') =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual', ...init, headers: { host, origin: `http://${host}`, ...(init.headers ?? {}) } })

const startPreview = (token: string, host = 'moonlit.localhost') =>
  request('/api/preview', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }, host)

const hiddenListing = (cookie?: string) =>
  request('/api/v1/listings?slug=secret-drop&storeSlug=moonlit&visibility=any', cookie ? { headers: { cookie } } : {})

describe('store-owner preview', () => {
  it('turns a valid link token into an HttpOnly, SameSite=Lax cookie that lasts as long as the token', async () => {
    const response = await startPreview(await createPreviewToken({ store: 'moonlit', exp: inAnHour() }, PREVIEW_KEY))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true })
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^store_preview_\d+=v1\./)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(Number(/Max-Age=(\d+)/i.exec(cookie)?.[1])).toBeGreaterThan(3590)
  })

  it('shows hidden products only with a valid preview cookie, and never lets a cache keep them', async () => {
    const hidden = await hiddenListing()
    expect(((await hidden.json()) as ListingAnswer).listing).toBeNull()

    const started = await startPreview(await createPreviewToken({ store: 'moonlit', exp: inAnHour() }, PREVIEW_KEY))
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]
    const shown = await hiddenListing(cookie)
    expect(shown.headers.get('cache-control')).toBe('no-store')
    expect(((await shown.json()) as ListingAnswer).listing).toMatchObject({ slug: 'secret-drop', visibility: 'private' })
  })

  it('answers the draft theme in preview and the published one otherwise', async () => {
    const started = await startPreview(await createPreviewToken({ store: 'moonlit', exp: inAnHour() }, PREVIEW_KEY))
    const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]
    const draft = await request('/api/theme?siteKey=moonlit&preview=true', { headers: { cookie } })
    expect(await draft.json()).toMatchObject({ meta: { storeName: 'Moonlit Draft' }, previewMode: true })
    const published = await request('/api/theme?siteKey=moonlit&preview=true')
    expect(await published.json()).toMatchObject({ meta: { storeName: 'Moonlit Test' } })
  })

  it("refuses expired, forged and other stores' tokens, showing the published store", async () => {
    const expired = await createPreviewToken({ store: 'moonlit', exp: Math.floor(Date.now() / 1000) - 1 }, PREVIEW_KEY)
    const forged = await createPreviewToken({ store: 'moonlit', exp: inAnHour() }, 'someone-elses-guess-at-the-key')
    const sunbeams = await createPreviewToken({ store: 'sunbeam', exp: inAnHour() }, SUNBEAM_KEY)
    for (const token of [expired, forged, sunbeams, 'v1.garbage']) {
      const response = await startPreview(token)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ error: 'This preview link is not valid or has expired.' })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('drops a preview cookie that no longer opens the store', async () => {
    const expired = await createPreviewToken({ store: 'moonlit', exp: Math.floor(Date.now() / 1000) - 1 }, PREVIEW_KEY)
    const started = await startPreview(await createPreviewToken({ store: 'moonlit', exp: inAnHour() }, PREVIEW_KEY))
    const name = (started.headers.get('set-cookie') ?? '').split('=')[0]
    const response = await hiddenListing(`${name}=${expired}`)
    expect(((await response.json()) as ListingAnswer).listing).toBeNull()
    expect(response.headers.get('cache-control')).not.toBe('no-store')
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${name}=;.*Max-Age=0`, 'i'))
  })

  it('leaves preview mode on DELETE', async () => {
    const response = await request('/api/preview', { method: 'DELETE', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/i)
  })
})
