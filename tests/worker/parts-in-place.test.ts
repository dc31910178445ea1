import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore, seedStore, teeListings } from '../support/factories/store'

/**
 * What hydrates after the page (client/app/hydrate-later.tsx) is in the server's HTML where it
 * shows, not sent after the footer as a placeholder that a script fills in once the page has
 * painted (React's progressive chunking), which moved the page under the shopper: the home's
 * products below the hero and the listing's gallery came in late, shifting the layout.
 */

const HOST = 'parts-in-place.localhost'
/** A store whose home has more products than the first 12.5 KB React sends holds. */
const BIG_HOME_HOST = 'parts-in-place-home.localhost'

const tees = teeListings(30, 'place')

beforeAll(async () => {
  await seedStore(env.DB, buildStore({ slug: 'parts-in-place', name: 'Parts In Place' }))
  await seedStore(env.DB, buildStore({ slug: 'parts-in-place-home', name: 'Parts In Place Home' }, { listings: tees }))
})

async function page(path: string, host = HOST): Promise<string> {
  const response = await SELF.fetch(`http://${host}${path}`, { headers: { host } })
  expect(response.status).toBe(200)
  return response.text()
}

/** Where each marker first occurs in the document (-1 when missing). */
const positions = (html: string, markers: string[]) => markers.map((marker) => html.indexOf(marker))

describe('parts that hydrate after the page', () => {
  it('are in place on the home page: its featured products come before the footer, with no boundary sent later', async () => {
    const html = await page('/', BIG_HOME_HOST)
    expect(html).not.toMatch(/<template id="B:\d+"|<div hidden id="S:\d+"/)
    const [featured, footer] = positions(html, ['class="section featured"', '<footer'])
    expect(featured).toBeGreaterThan(0)
    expect(featured).toBeLessThan(footer)
  })

  it('are in place on a listing: the gallery before the form, the details and other products before the footer', async () => {
    const html = await page('/listing/night-hoodie')
    expect(html).not.toMatch(/<template id="B:\d+"|<div hidden id="S:\d+"/)
    const [gallery, form, details, footer] = positions(html, ['class="gallery"', 'listing__info', 'class="accordions"', '<footer'])
    expect(gallery).toBeGreaterThan(0)
    expect([gallery < form, form < details, details < footer]).toEqual([true, true, true])
  })
})
