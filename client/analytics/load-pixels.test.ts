import { describe, expect, it } from 'vitest'
import { loadPixels } from './load-pixels'
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

describe('loadPixels', () => {
  it('loads nothing and answers no sinks when the theme has no pixels', () => {
    const { win, added } = fakeWindow()
    expect(loadPixels(pixelsFromTheme({}), win).sinks).toEqual([])
    expect(added).toEqual([])
  })

  it('loads gtag.js with the page nonce and sends events through the dataLayer', () => {
    const { win, added } = fakeWindow()
    const { sinks, pageView } = loadPixels(pixelsFromTheme({ gaToken: 'G-TEST1234' }), win)
    expect(added).toEqual([{ async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234', nonce: 'n0nce' }])
    sinks[0]('add-to-cart', { products: [tee] })
    pageView()
    const layer = (win.dataLayer as IArguments[]).map((args) => [...args])
    expect(layer[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }])
    expect(layer[2][0]).toBe('event')
    expect(layer[2][1]).toBe('add_to_cart')
    expect(layer[3]).toEqual([
      'event',
      'page_view',
      { page_location: 'https://moonlit.example/listing/night-tee', page_title: 'Night Tee | Moonlit' },
    ])
  })

  it('queues Facebook calls until fbevents.js takes over', () => {
    const { win, added } = fakeWindow()
    const { sinks } = loadPixels(pixelsFromTheme({ facebookPixel: '1234567890' }), win)
    sinks[0]('product-detail-view', { product: tee })
    expect(added.map((s) => s.src)).toEqual(['https://connect.facebook.net/en_US/fbevents.js'])
    const queue = (win.fbq as unknown as { queue: unknown[][] }).queue
    expect(queue[0]).toEqual(['init', '1234567890'])
    expect(queue[1].slice(0, 2)).toEqual(['track', 'ViewContent'])
  })

  it("offers the merchant centre's review opt-in only for a purchase with the delivery details", () => {
    const { win, added } = fakeWindow()
    const { sinks } = loadPixels(pixelsFromTheme({ gmcMerchantId: '123456789' }), win)
    expect(added).toEqual([])
    sinks[0]('purchase', { orderNumber: 'MS-1', value: 100, currency: 'USD', products: [tee] })
    expect(added).toEqual([])
    sinks[0]('purchase', {
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
