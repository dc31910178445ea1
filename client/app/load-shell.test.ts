import { describe, expect, it, vi } from 'vitest'
import { loadShell } from './load-shell'
import type { ShellDocument } from './shell'

const written = { origin: 'https://moonlit.example', preview: false } as unknown as ShellDocument
const noPause = { random: () => 0, sleep: async () => {} }
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('loadShell', () => {
  it('fetches the catalogue the page links and hands hydration the whole shell', async () => {
    const fetch = vi.fn(async () => json({ 'cart.title': 'Warenkorb' }))
    const shell = await loadShell({ ...written, messagesUrl: '/assets/messages-de-a1b2.json' }, { fetch, timing: noPause })
    expect(fetch).toHaveBeenCalledWith('/assets/messages-de-a1b2.json')
    expect(shell).toEqual({ ...written, messages: { 'cart.title': 'Warenkorb' } })
    expect(shell).not.toHaveProperty('messagesUrl')
  })

  it('reads the catalogue again after a failed read, as the store reads are', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({}, 503))
      .mockResolvedValueOnce(json({ 'cart.title': 'Cart' }))
    const shell = await loadShell({ ...written, messagesUrl: '/assets/messages-en-a1b2.json' }, { fetch, timing: noPause })
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(shell.messages).toEqual({ 'cart.title': 'Cart' })
  })

  it('gives up after the retries with what the last read answered', async () => {
    const fetch = vi.fn(async () => json({}, 404))
    await expect(loadShell({ ...written, messagesUrl: '/assets/messages-en-gone.json' }, { fetch, timing: noPause })).rejects.toThrow(
      '/assets/messages-en-gone.json answered 404',
    )
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('uses messages written into the page without fetching anything', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>()
    const shell = await loadShell({ ...written, messages: { 'cart.title': 'Cart' } }, { fetch })
    expect(shell.messages).toEqual({ 'cart.title': 'Cart' })
    expect(fetch).not.toHaveBeenCalled()
  })
})
