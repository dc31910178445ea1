import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore } from '../support/factories/store'

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'vault', name: 'Vault Test', accessCode: 'letmein' }))
})

const attempt = (code: string, ip: string) =>
  SELF.fetch(`http://vault.localhost/?accessCode=${encodeURIComponent(code)}`, {
    redirect: 'manual',
    headers: { host: 'vault.localhost', 'cf-connecting-ip': ip },
  })

const loginPage = (ip: string, query = '?error=too-many') =>
  SELF.fetch(`http://vault.localhost/login${query}`, { redirect: 'manual', headers: { host: 'vault.localhost', 'cf-connecting-ip': ip } })

describe('access code rate limit', () => {
  it('refuses every attempt from an address after ten wrong codes, even the right code', async () => {
    const ip = '203.0.113.10'
    for (let i = 1; i <= 9; i++) {
      const response = await attempt(`wrong-${i}`, ip)
      expect(response.headers.get('location')).toBe('/login?error=1')
    }
    const tenth = await attempt('wrong-10', ip)
    expect(tenth.headers.get('location')).toBe('/login?error=too-many')

    const right = await attempt('letmein', ip)
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/login?error=too-many')
    expect(right.headers.get('set-cookie')).toBeNull()
  })

  it('answers the login page with 429 and Retry-After while the address is limited', async () => {
    const ip = '203.0.113.11'
    for (let i = 1; i <= 10; i++) await attempt(`wrong-${i}`, ip)
    const response = await loginPage(ip)
    expect(response.status).toBe(429)
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(600)
  })

  it("keeps other addresses out of one address's limit", async () => {
    for (let i = 1; i <= 10; i++) await attempt(`wrong-${i}`, '203.0.113.12')
    const other = await attempt('letmein', '198.51.100.20')
    expect(other.headers.get('location')).toBe('/')
    expect(other.headers.get('set-cookie')).toMatch(/HttpOnly/i)
  })

  it('sends an address that is not limited from the too-many page back to a clean login', async () => {
    const response = await loginPage('198.51.100.21')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login')
  })
})
