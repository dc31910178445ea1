import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'
import type { Bindings } from '../../worker/env'
import { buildStore, seedStore } from '../support/factories/store'

/**
 * A kept page answered near the top of the chain, from what the app's lookup memo already
 * knows (worker/middleware/edge-page-cache.ts `early`, docs/decisions/072): it must be the
 * same answer, headers and all, as one answered in front of the renderer after the whole
 * chain has run. The memo keeps lookups 5 s; a kept page is fresh for 60 s.
 */

const ON: Bindings = { ...env, PAGE_CACHE: 'on' }

function edge() {
  let clock = Date.parse('2026-11-27T12:00:00Z')
  const app = createApp({ now: () => clock })
  return {
    advance: (seconds: number) => {
      clock += seconds * 1000
    },
    async get(host: string, path: string) {
      const ctx = createExecutionContext()
      const response = await app.fetch(new Request(`http://${host}${path}`, { headers: { host }, redirect: 'manual' }), ON, ctx)
      const html = await response.text()
      await waitOnExecutionContext(ctx)
      return { status: response.status, state: response.headers.get('x-edge-cache'), html, headers: response.headers }
    },
  }
}

async function store(name: string): Promise<string> {
  const slug = `early-${crypto.randomUUID().slice(0, 8)}`
  await seedStore(env.DB, buildStore({ slug, name }))
  return `${slug}.localhost`
}

const cspNonce = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? null
const noncesIn = (html: string) => new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((match) => match[1]))
/** The headers that must be the same on every answer of the same page: all but the request's id, timing and nonce. */
function steadyHeaders(headers: Headers): Record<string, string> {
  const steady: Record<string, string> = {}
  for (const [name, value] of headers) {
    if (name === 'x-request-id' || name === 'server-timing') continue
    steady[name] = name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/g, "'nonce'") : value
  }
  return steady
}

describe('edge page cache, answered before the store lookups', () => {
  it('sends the same page and the same security headers as a hit answered after the whole chain', async () => {
    const app = edge()
    const host = await store('Early Bird')
    expect((await app.get(host, '/')).state).toBe('MISS')
    // Within the memo's 5 s: answered early. After it, the chain looks the store up again first.
    const early = await app.get(host, '/')
    app.advance(6)
    const late = await app.get(host, '/')
    expect([early.status, early.state, late.status, late.state]).toEqual([200, 'HIT', 200, 'HIT'])

    expect(steadyHeaders(early.headers)).toEqual(steadyHeaders(late.headers))
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy']) {
      expect(early.headers.get(name), name).toBeTruthy()
    }
    expect(early.headers.get('x-request-id')).toBeTruthy()
    expect(noncesIn(early.html)).toEqual(new Set([cspNonce(early.headers.get('content-security-policy'))]))
    expect(early.html.replaceAll(/\snonce="[^"]+"/g, '')).toBe(late.html.replaceAll(/\snonce="[^"]+"/g, ''))
  })

  it('answers a stale page at once and still has the next copy rendered in the background', async () => {
    const app = edge()
    const host = await store('Late Bird')
    await app.get(host, '/terms-of-use')
    app.advance(61)
    // Another page of the store brings the lookups back into the memo; the kept terms are now stale.
    await app.get(host, '/')
    const stale = await app.get(host, '/terms-of-use')
    expect([stale.status, stale.state]).toEqual([200, 'STALE'])
    expect(noncesIn(stale.html)).toEqual(new Set([cspNonce(stale.headers.get('content-security-policy'))]))
    // The copy rendered in the background at 61 s is fresh: a hit, not another stale answer.
    expect((await app.get(host, '/terms-of-use')).state).toBe('HIT')
  })

  it('leaves the API, assets and other routes to their own handlers', async () => {
    const app = edge()
    const host = await store('Side Door')
    await app.get(host, '/')
    const api = await app.get(host, '/api/no-such-thing')
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toContain('application/json')
    expect(api.state).toBeNull()
  })
})
