import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore } from '../support/factories/store'
import { callApp, storeRequest } from '../support/harness/reliability/harness'

/**
 * A store's third-party live chat: offered on the support pages, and let in by the
 * Content-Security-Policy of the one support page it was opened on, never elsewhere.
 */

const liveChat = { scriptUrl: 'https://embed.chat.example/{siteId}/widget.js', siteId: 'chatty-1', origins: ['https://*.chat.example'] }

beforeAll(async () => {
  const chatty = buildStore({ slug: 'chatty', name: 'Chatty', flags: { support: true } })
  await seedStore(env.DB, { ...chatty, theme: { meta: { storeName: 'Chatty', liveChat } } })
  const quiet = buildStore({ slug: 'quiet', name: 'Quiet', flags: { support: true } })
  await seedStore(env.DB, quiet)
})

const page = (store: string, path: string) => callApp(storeRequest(`${store}.localhost`, path))
const cspOf = async (store: string, path: string) => (await page(store, path)).headers.get('content-security-policy') ?? ''
const letsChatIn = (csp: string) =>
  ['connect-src', 'frame-src', 'img-src', 'style-src'].every((directive) =>
    new RegExp(`${directive} [^;]*https://embed\\.chat\\.example https://\\*\\.chat\\.example`).test(csp),
  )

describe("a store's live chat", () => {
  it('is let in by the support page it was opened on, and only there', async () => {
    expect(letsChatIn(await cspOf('chatty', '/live-chat?chat=open'))).toBe(true)
    expect(letsChatIn(await cspOf('chatty', '/support?chat=open'))).toBe(true)
    for (const path of [
      '/live-chat',
      '/support',
      '/?chat=open',
      '/cart?chat=open',
      '/listing/day-tee?chat=open',
      '/checkout/express?chat=open',
    ]) {
      expect(await cspOf('chatty', path), path).not.toContain('chat.example')
    }
    expect(await cspOf('quiet', '/live-chat?chat=open')).not.toContain('chat.example')
  })

  it('is offered on the support pages with a link that opens it as a page of its own', async () => {
    const livePage = await page('chatty', '/live-chat')
    expect(livePage.status).toBe(200)
    expect(livePage.text.includes('<a class="button" href="/live-chat?chat=open">Start live chat</a>')).toBe(true)
    const support = await page('chatty', '/support')
    expect(support.text.includes('<a href="/live-chat?chat=open">Live chat</a>')).toBe(true)
    const withoutProvider = await page('quiet', '/live-chat')
    expect(withoutProvider.text.includes('Start live chat</a>')).toBe(false)
  })
})
