import { describe, expect, it } from 'vitest'
import type { TrackArgs } from './events'
import { createTracker } from './tracker'

const tee = { id: 11, name: 'Night Tee', price: 2500, currency: 'USD' as const, quantity: 2 }

describe('tracker', () => {
  it('keeps events tracked before the pixels load and delivers them in order on connect', () => {
    const tracker = createTracker()
    const seen: TrackArgs[] = []
    tracker.track('product-detail-view', { product: tee })
    tracker.track('add-to-cart', { products: [tee] })
    expect(seen).toEqual([])
    tracker.connect([(...args) => void seen.push(args)])
    tracker.track('remove-from-cart', { products: [tee] })
    expect(seen.map(([event]) => event)).toEqual(['product-detail-view', 'add-to-cart', 'remove-from-cart'])
  })

  it('drops everything when the theme has no pixels', () => {
    const tracker = createTracker()
    tracker.track('add-to-cart', { products: [tee] })
    tracker.connect([])
    const seen: TrackArgs[] = []
    tracker.track('add-to-cart', { products: [tee] })
    expect(seen).toEqual([])
  })

  it('drops events while nothing may run, and keeps them again once a consent loads the pixels', () => {
    const tracker = createTracker()
    const seen: TrackArgs[] = []
    tracker.connect([])
    tracker.track('add-to-cart', { products: [tee] })
    tracker.hold()
    tracker.track('remove-from-cart', { products: [tee] })
    tracker.connect([(...args) => void seen.push(args)])
    expect(seen.map(([event]) => event)).toEqual(['remove-from-cart'])
  })

  it('sends nothing to pixels while paused on checkout pages, but first-party listeners still hear', () => {
    const tracker = createTracker()
    const pixel: string[] = []
    const own: string[] = []
    tracker.connect([(...args) => void pixel.push(args[0])])
    tracker.listen((...args) => void own.push(args[0]))
    tracker.setPaused(true)
    tracker.track('purchase', { orderNumber: 'A1', value: 5000, currency: 'USD', products: [tee] })
    tracker.setPaused(false)
    tracker.track('product-click', { product: tee })
    expect(pixel).toEqual(['product-click'])
    expect(own).toEqual(['purchase', 'product-click'])
  })

  it('replays what is kept for the pixels to a listener that asks, then goes on live', () => {
    const tracker = createTracker()
    const own: string[] = []
    const late: string[] = []
    tracker.track('product-detail-view', { product: tee })
    tracker.listen((...args) => void own.push(args[0]))
    tracker.listen((...args) => void late.push(args[0]), { replayQueued: true })
    tracker.track('add-to-cart', { products: [tee] })
    expect(own).toEqual(['add-to-cart'])
    expect(late).toEqual(['product-detail-view', 'add-to-cart'])
  })

  it('keeps one broken pixel from stopping the others', () => {
    const errors: unknown[] = []
    const tracker = createTracker((error) => errors.push(error))
    const seen: string[] = []
    tracker.connect([
      () => {
        throw new Error('pixel blew up')
      },
      (...args) => void seen.push(args[0]),
    ])
    tracker.track('product-impression', { products: [tee], list: 'Featured Products' })
    expect(seen).toEqual(['product-impression'])
    expect(errors).toHaveLength(1)
  })

  it('keeps at most the latest 100 events while waiting', () => {
    const tracker = createTracker()
    for (let i = 0; i < 150; i++) tracker.track('product-click', { product: { ...tee, id: i } })
    const ids: (string | number)[] = []
    tracker.connect([
      (event, payload) => {
        if (event === 'product-click') ids.push(payload.product.id)
      },
    ])
    expect(ids).toHaveLength(100)
    expect(ids[0]).toBe(50)
  })
})
