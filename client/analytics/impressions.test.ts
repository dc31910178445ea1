import { describe, expect, it } from 'vitest'
import { createImpressionLog } from './impressions'

const tee = { id: 1, name: 'Tee', price: 2500, currency: 'USD' as const }
const hoodie = { id: 2, name: 'Hoodie', price: 4500, currency: 'USD' as const }

describe('product impressions', () => {
  it('reports the tiles that came into view together as one event per list', () => {
    const log = createImpressionLog()
    expect(
      log.take('/', [
        { list: 'Featured Products', product: tee },
        { list: 'Featured Products', product: hoodie },
        { list: 'Latest releases', product: tee },
      ]),
    ).toEqual([
      { list: 'Featured Products', products: [tee, hoodie] },
      { list: 'Latest releases', products: [tee] },
    ])
  })

  it('counts a tile once per page view, again after the path changes', () => {
    const log = createImpressionLog()
    log.take('/', [{ list: 'Featured Products', product: tee }])
    expect(log.take('/', [{ list: 'Featured Products', product: tee }])).toEqual([])
    log.take('/listing/tee', [])
    expect(log.take('/', [{ list: 'Featured Products', product: tee }])).toEqual([{ list: 'Featured Products', products: [tee] }])
  })
})
