import { describe, expect, it } from 'vitest'
import { ACCEPT_ALL, REJECT_ALL } from '../../domain/consent'
import { createPixels } from './load-pixels'
import { pixelsFromTheme } from './pixels'

/** Just enough of a browser window for the loader: scripts land in `added`. */
function fakeWindow() {
  const added: { src: string; async: boolean; nonce?: string }[] = []
  const doc = {
    title: 'Night Tee | Moonlit',
    createElement: () => ({ async: false, src: '', nonce: '' }),
    querySelector: () => ({ nonce: 'n0nce' }),
    head: { appendChild: (script: { src: string; async: boolean; nonce?: string }) => added.push(script) },
  }
  const win = { document: doc, location: { href: 'https://moonlit.example/listing/night-tee' } } as unknown as Window &
    Record<string, unknown>
  return { win, added }
}

const tee = { id: 7, name: 'Night Tee', price: 2500, currency: 'USD' as const }
const layerOf = (win: Record<string, unknown>) => ((win.dataLayer ?? []) as IArguments[]).map((args) => [...args])
const GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }
const DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }

describe('createPixels', () => {
  it('loads nothing when the theme has no pixels', () => {
    const { win, added } = fakeWindow()
    createPixels(pixelsFromTheme({}), win).allow(ACCEPT_ALL)
    expect(added).toEqual([])
  })

  it('loads nothing and sends nothing before a purpose is allowed', () => {
    const { win, added } = fakeWindow()
    const pixels = createPixels(pixelsFromTheme({ gaToken: 'G-TEST1234', facebookPixel: '1234567890', gmcMerchantId: '123456789' }), win)
    pixels.allow(REJECT_ALL)
    pixels.sink('add-to-cart', { products: [tee] })
    pixels.sink('purchase', {
      orderNumber: 'MS-1',
      value: 100,
      currency: 'USD',
      products: [tee],
      email: 'a@b.co',
      deliveryCountry: 'US',
      estimatedDeliveryDate: '2026-12-01',
    })
    pixels.pageView()
    expect(added).toEqual([])
    expect(win.dataLayer).toBeUndefined()
    expect(win.fbq).toBeUndefined()
  })

  it('sets Consent Mode to denied before gtag.js, then the choice, and sends events through the dataLayer', () => {
    const { win, added } = fakeWindow()
    const pixels = createPixels(pixelsFromTheme({ gaToken: 'G-TEST1234' }), win)
    pixels.allow({ analytics: true, marketing: false })
    expect(added).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234', nonce: 'n0nce' }])
    pixels.sink('add-to-cart', { products: [tee] })
    pixels.pageView()
    const layer = layerOf(win)
    expect(layer[0]).toEqual(['consent', 'default', DENIED])
    expect(layer[1]).toEqual(['consent', 'update', { ...DENIED, analytics_storage: 'granted' }])
    expect(layer[3]).toEqual(['config', 'G-TEST1234', { send_page_view: false }])
    expect(layer[4].slice(0, 2)).toEqual(['event', 'add_to_cart'])
    expect(layer[5]).toEqual([
      'event',
      'page_view',
      { page_location: 'https://moonlit.example/listing/night-tee', page_title: 'Night Tee | Moonlit' },
    ])
  })

  it('tells a loaded tag of a changed choice and sends it nothing once refused', () => {
    const { win } = fakeWindow()
    const pixels = createPixels(pixelsFromTheme({ gaToken: 'G-TEST1234' }), win)
    pixels.allow(ACCEPT_ALL)
    pixels.allow(REJECT_ALL)
    pixels.sink('add-to-cart', { products: [tee] })
    const layer = layerOf(win)
    expect(layer[1]).toEqual(['consent', 'update', GRANTED])
    expect(layer.at(-1)).toEqual(['consent', 'update', DENIED])
    expect(layer.some((entry) => entry[0] === 'event')).toBe(false)
  })

  it('starts the Facebook pixel only for marketing, queuing calls until fbevents.js takes over', () => {
    const { win, added } = fakeWindow()
    const pixels = createPixels(pixelsFromTheme({ facebookPixel: '1234567890' }), win)
    pixels.allow({ analytics: true, marketing: false })
    expect(added).toEqual([])
    pixels.allow(ACCEPT_ALL)
    pixels.sink('product-detail-view', { product: tee })
    pixels.sink('purchase', { orderNumber: 'MS-1', value: 100, currency: 'USD', products: [tee] })
    expect(added.map((s) => s.src)).toEqual(['https://connect.facebook.net/en_US/fbevents.js'])
    const queue = (win.fbq as unknown as { queue: unknown[][] }).queue
    expect(queue[0]).toEqual(['init', '1234567890'])
    expect(queue[1].slice(0, 2)).toEqual(['track', 'ViewContent'])
    expect(queue[2].slice(0, 2)).toEqual(['track', 'Purchase'])
    expect(queue[2][3]).toEqual({ eventID: 'purchase.MS-1' })
  })

  it("offers the merchant centre's review opt-in only with marketing, for a purchase with the delivery details", () => {
    const { win, added } = fakeWindow()
    const pixels = createPixels(pixelsFromTheme({ gmcMerchantId: '123456789' }), win)
    pixels.allow(ACCEPT_ALL)
    expect(added).toEqual([])
    pixels.sink('purchase', { orderNumber: 'MS-1', value: 100, currency: 'USD', products: [tee] })
    expect(added).toEqual([])
    pixels.sink('purchase', {
      orderNumber: 'MS-1',
      value: 100,
      currency: 'USD',
      products: [tee],
      email: 'a@b.co',
      deliveryCountry: 'US',
      estimatedDeliveryDate: '2026-12-01',
    })
    expect(added[0].src).toMatch(/^https:\/\/apis\.google\.com\/js\/platform\.js\?onload=__gmcOptIn\d+$/)
  })
})
