import { describe, expect, it } from 'vitest'
import { refreshRunningWorker } from './store-import.mjs'

/** A stand-in worker that records the calls it gets. */
function worker(status = 200) {
  const calls: { url: string; auth: string | null }[] = []
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, auth: new Headers(init.headers).get('authorization') })
    return new Response(JSON.stringify({ refreshed: true }), { status })
  }
  return { calls, fetch }
}

describe('store:import shows the import at once', () => {
  it('asks the worker given with --url to refresh the store, and prints its URL', async () => {
    const { calls, fetch } = worker()
    const line = await refreshRunningWorker(
      'glow',
      { url: 'https://shop.example/', remote: true },
      { fetch, env: { ADMIN_TOKEN: 't'.repeat(24) } },
    )
    expect(calls).toEqual([{ url: 'https://shop.example/admin/api/stores/glow/refresh', auth: `Bearer ${'t'.repeat(24)}` }])
    expect(line).toBe('Live now: https://shop.example')
  })

  it('asks the local server on the port npm start gives, and names the store’s own host', async () => {
    const { calls, fetch } = worker()
    const line = await refreshRunningWorker('glow', { remote: false }, { fetch, env: { PORT: '8799', ADMIN_TOKEN: 'a'.repeat(24) } })
    expect(calls[0].url).toBe('http://localhost:8799/admin/api/stores/glow/refresh')
    expect(line).toBe('Live now: http://glow.localhost:8799')
  })

  it('names the URL it called when the worker refuses', async () => {
    const { fetch } = worker(401)
    await expect(
      refreshRunningWorker('glow', { url: 'https://shop.example', remote: true }, { fetch, env: { ADMIN_TOKEN: 'x'.repeat(24) } }),
    ).rejects.toThrow('https://shop.example/admin/api/stores/glow/refresh answered 401')
  })

  it('says how to show a remote import at once when no --url is given', async () => {
    const { calls, fetch } = worker()
    expect(await refreshRunningWorker('glow', { remote: true }, { fetch, env: {} })).toMatch(/give --url https:/)
    expect(calls).toEqual([])
  })
})
