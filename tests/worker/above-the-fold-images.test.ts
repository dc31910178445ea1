import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore, teeListings } from '../support/factories/store'

const HOST = 'fold.localhost'

/** Six tees in one collection: more tiles than a phone shows above the fold. */
const tees = teeListings(6, 'fold')

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'fold', name: 'Fold Test' }, { listings: tees }))
})

/** The first image of each product tile, in page order. */
function tileImages(html: string): string[] {
  return [...html.matchAll(/<span class="tile__media">(<img [^>]*>)/g)].map((match) => match[1] ?? '')
}

describe('product grid images above the fold', () => {
  it("loads the first two rows of a collection's tiles eagerly and the rest lazily", async () => {
    const response = await SELF.fetch(`http://${HOST}/apparel`, { headers: { host: HOST } })
    expect(response.status).toBe(200)
    const images = tileImages(await response.text())
    expect(images).toHaveLength(6)
    // A phone shows two rows of two: a lazy image there is only asked for after layout,
    // which is what Lighthouse found delaying the collection's LCP.
    for (const image of images.slice(0, 4)) expect(image).toContain('loading="eager"')
    for (const image of images.slice(4)) expect(image).toContain('loading="lazy"')
  })
})
