import { describe, expect, it } from 'vitest'
import { decideConsent } from '../../domain/consent'
import { analyticsMessage, type Happened } from './queue-event'
import { conversionsApiBody, measurementProtocolBody } from './server-events'

const happened: Happened = {
  name: 'add_shipping_info',
  id: 'ck_1',
  currency: 'EUR',
  value: 5_400,
  items: [{ id: '12_5_10', name: 'Phases of the Moon', price: 2_700, quantity: 2 }],
  email: '  Ada@Example.com ',
}

const seen = (choice: { analytics: boolean; marketing: boolean } | null, { gpc = false } = {}) => ({
  storeSlug: 'moonlit',
  consent: decideConsent({ region: 'opt-in', storeAsksFirst: false, gpc, choice }),
  tracking: true,
  googleId: 'G-TEST12345',
  metaPixel: '123456789012',
  cookies: { _ga: 'GA1.1.1234567890.1700000000', _fbp: 'fb.1.1700000000.42' },
  pageUrl: 'https://moonlit.example/checkout/ck_1',
  userAgent: 'Chromium',
  nowMs: 1_764_547_200_000,
})

describe('analyticsMessage', () => {
  it('queues nothing before a choice where one is asked, or after Reject all', async () => {
    expect(await analyticsMessage(happened, seen(null))).toBeNull()
    expect(await analyticsMessage(happened, seen({ analytics: false, marketing: false }))).toBeNull()
  })

  it('queues nothing with the store’s tracking off, or without a tag to send to', async () => {
    expect(await analyticsMessage(happened, { ...seen({ analytics: true, marketing: true }), tracking: false })).toBeNull()
    expect(
      await analyticsMessage(happened, { ...seen({ analytics: true, marketing: true }), googleId: null, metaPixel: 'nope' }),
    ).toBeNull()
  })

  it('sends GA4 only the client id with analytics consent, and no e-mail or Meta id', async () => {
    const message = await analyticsMessage(happened, seen({ analytics: true, marketing: false }))
    expect(message).toMatchObject({ googleId: 'G-TEST12345', metaPixel: null })
    expect(message?.event).toMatchObject({ gaClientId: '1234567890.1700000000', emailSha256: null, fbp: null, userAgent: null })
    expect(message?.event.consent).toEqual({ analytics: true, marketing: false })
    expect(JSON.stringify(message)).not.toContain('Ada')
  })

  it('gives Meta the SHA-256 of the normalised e-mail with marketing consent, never the e-mail itself', async () => {
    const message = await analyticsMessage(happened, seen({ analytics: false, marketing: true }))
    // sha256('ada@example.com'): trimmed and lower-cased first, as Meta's hashing rules ask.
    expect(message?.event.emailSha256).toBe('b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72')
    const body = JSON.stringify(conversionsApiBody(message!.event))
    expect(body).not.toMatch(/ada@example\.com|Ada/i)
    expect(body).toContain(message!.event.emailSha256!)
    expect(message?.googleId).toBeNull()
  })

  it('drops Meta for a Global Privacy Control signal, even after Accept all', async () => {
    const message = await analyticsMessage(happened, seen({ analytics: true, marketing: true }, { gpc: true }))
    expect(message).toMatchObject({ metaPixel: null, event: { emailSha256: null, consent: { marketing: false } } })
  })

  it('sends GA4 the recommended event with items, value and currency in units', async () => {
    const message = await analyticsMessage(happened, seen({ analytics: true, marketing: true }))
    expect(measurementProtocolBody(message!.event)).toMatchObject({
      client_id: '1234567890.1700000000',
      events: [
        { name: 'add_shipping_info', params: { currency: 'EUR', value: 54, items: [{ item_id: '12_5_10', price: 27, quantity: 2 }] } },
      ],
    })
  })
})
