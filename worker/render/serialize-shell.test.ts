import { describe, expect, it } from 'vitest'
import type { ShellData } from '../../client/app/shell'
import { defaultTheme } from '../../domain/schemas/theme'
import { serializeShell } from './serialize-shell'

function shell(overrides: Partial<ShellData> = {}): ShellData {
  return {
    basename: '',
    store: {
      id: 1,
      slug: 'moonlit',
      name: 'Moonlit </script>',
      region: 'USA',
      flags: {} as ShellData['store']['flags'],
      collections: [],
      collectionsMode: false,
      locked: false,
    },
    theme: defaultTheme('Moonlit'),
    localization: { buyer_locale: 'en', buyer_currency: 'USD', buyer_region: 'USA', fulfillment_region: 'USA' },
    preview: false,
    messages: { 'cart.title': 'Your cart <3', 'line.sep': 'a\u2028b' },
    environment: 'test',
    payments: { stripePublishableKey: null, paypalClientId: null, afterpayMessaging: false },
    platform: { name: 'Platform', url: 'https://platform.example', help: {} } as unknown as ShellData['platform'],
    origin: 'https://moonlit.example',
    privacyRegion: 'us',
    imageRenditions: false,
    ...overrides,
  }
}

describe('serializeShell', () => {
  it('writes the JSON the browser reads back, with nothing that could close its script', () => {
    const data = shell()
    const json = serializeShell(data)
    expect(json).not.toMatch(/<|\u2028/)
    expect(JSON.parse(json)).toEqual(data)
    expect(json).toBe(
      JSON.stringify(data)
        .replace(/</g, '\\u003c')
        .replace(/\u2028/g, '\\u2028'),
    )
  })

  it("shows each request's own members while the theme and catalogue objects are reused", () => {
    const theme = defaultTheme('Moonlit')
    const messages = { greeting: 'Hello' }
    serializeShell(shell({ theme, messages, origin: 'https://a.example' }))
    const second = JSON.parse(serializeShell(shell({ theme, messages, origin: 'https://b.example', preview: true })))
    expect(second.origin).toBe('https://b.example')
    expect(second.preview).toBe(true)
    expect(second.messages).toEqual(messages)
  })

  it('links the catalogue instead of carrying it when the client build has it as a file', () => {
    const data = shell()
    const json = serializeShell(data, { messagesUrl: '/assets/messages-en-a1b2.json' })
    const { messages: _messages, ...rest } = data
    expect(JSON.parse(json)).toEqual({ ...rest, messagesUrl: '/assets/messages-en-a1b2.json' })
    expect(json).not.toContain('Your cart')
  })
})
