import { describe, expect, it } from 'vitest'
import { isSupportPath, liveChatOrigins, liveChatRequested, liveChatScriptUrl } from './live-chat'

const provider = { scriptUrl: 'https://embed.chat.example/{siteId}/widget.js', siteId: 'moon light', origins: ['https://*.chat.example'] }

describe('live chat', () => {
  it('is asked for on the support pages only', () => {
    for (const path of ['/support', '/support/payments', '/live-chat', '/contact', '/track', '/track/recover']) {
      expect(liveChatRequested(path, new URLSearchParams('chat=open')), path).toBe(true)
    }
    for (const path of ['/', '/cart', '/checkout/ck_1', '/listing/tee', '/contact-success', '/support-us']) {
      expect(liveChatRequested(path, new URLSearchParams('chat=open')), path).toBe(false)
    }
    expect(liveChatRequested('/live-chat', new URLSearchParams())).toBe(false)
    expect(isSupportPath('/support/a/b')).toBe(false)
  })

  it("fills the site id into the provider's script and allows its origins", () => {
    expect(liveChatScriptUrl(provider)).toBe('https://embed.chat.example/moon%20light/widget.js')
    expect(liveChatOrigins(provider)).toEqual(['https://embed.chat.example', 'https://*.chat.example'])
  })
})
