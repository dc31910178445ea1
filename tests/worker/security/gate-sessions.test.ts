import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeKey } from '../../../worker/lib/cache-key'
import { buildStore, seedStore } from '../../support/factories/store'

/**
 * The gate's cookie is a sealed session, not the access code: reading it tells nothing,
 * forging it opens nothing, and a store that changes its code shuts every old session out.
 * Tried as an attacker would: with the cookie of old (the plain code), a tampered token,
 * another store's token, and redirect paths that would lead off the site.
 */

const HOST = 'gatekeeper.localhost'
const CODE = 'open-sesame-42'

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'gatekeeper', name: 'Gatekeeper', accessCode: CODE }))
  await seedStore(env.DB, buildStore({ slug: 'othergate', name: 'Other Gate', accessCode: CODE }))
})

const visit = (path: string, cookie?: string, host = HOST) =>
  SELF.fetch(`http://${host}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

async function logIn(host = HOST): Promise<{ name: string; value: string; header: string }> {
  const response = await visit(`/?accessCode=${CODE}`, undefined, host)
  expect(response.status).toBe(302)
  const header = response.headers.get('set-cookie') ?? ''
  const [pair] = header.split(';')
  const [name, value] = pair.split('=')
  return { name, value, header }
}

describe('gate sessions', () => {
  it('keep a sealed token in the cookie, never the code', async () => {
    const { value, header } = await logIn()
    expect(header).toMatch(/HttpOnly/i)
    expect(decodeURIComponent(value)).not.toContain(CODE)
    expect(value).toMatch(/^v1\./)
  })

  it('refuse the cookie of old that held the code itself, and clear it', async () => {
    const { name } = await logIn()
    const response = await visit('/', `${name}=${CODE}`)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login')
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${name}=;.*Max-Age=0`, 'i'))
  })

  it('refuse a tampered token and another store’s token', async () => {
    const { name, value } = await logIn()
    const tampered = `${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`
    expect((await visit('/', `${name}=${tampered}`)).status).toBe(302)
    const other = await logIn('othergate.localhost')
    // The other store's session, under this store's cookie name.
    expect((await visit('/', `${name}=${other.value}`)).status).toBe(302)
    expect((await visit('/', `${name}=${value}`)).status).toBe(200)
  })

  it('stop opening the store once its code changes', async () => {
    await seedStore(env.DB, buildStore({ slug: 'rotating', name: 'Rotating', accessCode: 'first-code-1' }))
    const response = await visit('/?accessCode=first-code-1', undefined, 'rotating.localhost')
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]
    expect((await visit('/', cookie, 'rotating.localhost')).status).toBe(200)
    await env.DB.prepare("UPDATE stores SET access_code = 'second-code-2' WHERE slug = 'rotating'").run()
    await env.CACHE.delete(storeKey('rotating'))
    const after = await visit('/', cookie, 'rotating.localhost')
    expect(after.status).toBe(302)
    expect(after.headers.get('location')).toBe('/login')
  })
})

describe('the gate never redirects off the site', () => {
  it.each([['//evil.example/x'], ['/\\evil.example'], ['/%5Cevil.example'], ['//evil.example/%2e%2e']])(
    'after a correct code at %s',
    async (path) => {
      const response = await visit(`${path}?accessCode=${CODE}`)
      // A path of repeated slashes is sent to its one spelling first (301), a correct code on to the clean URL (302).
      expect([301, 302]).toContain(response.status)
      const location = response.headers.get('location') ?? ''
      expect(new URL(location, `http://${HOST}`).host).toBe(HOST)
    },
  )
})
