import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildStore } from '../support/factories/store'
import { freshStore } from '../support/fixtures/checkout-fixtures'
import { storeClient } from '../support/harness/worker/checkout-api-client'

/**
 * The pre-order form as the worker answers it (issue 32, ADR 155): the page a pre-order
 * listing's button leads to before its scripts have hydrated or without them, the form
 * posted there, and what a crafted post or another site might send.
 */

const PAGE = '/listing/eclipse-hoodie/preorder'
let slug = ''
let colorId = 0
let sizeId = 0

const filled = {
  email: 'early@example.com',
  fullname: 'Early Bird',
  country: 'US',
  street: '1 Main St',
  street2: '',
  city: 'Austin',
  state: 'TX',
  region: '',
  zip: '78701',
}

async function preordersFor(email: string) {
  const { results } = await env.DB.prepare('SELECT country, state, color_id, size_id FROM preorders WHERE email = ?1 ORDER BY id')
    .bind(email)
    .all<{ country: string; state: string; color_id: number; size_id: number }>()
  return results
}

beforeAll(async () => {
  const listings = buildStore().listings ?? []
  const [hoodie] = listings
  if (!hoodie) throw new Error('the test store has no hoodie')
  const eclipse = { ...hoodie, slug: 'eclipse-hoodie', title: 'Eclipse Hoodie', checkoutFlow: 1 as const }
  slug = await freshStore({ listings: [...listings, eclipse] })
  const answer = await storeClient(slug).get(PAGE)
  expect(answer.status).toBe(200)
  const html = String(answer.body)
  colorId = Number(/name="colorId" value="(\d+)"/.exec(html)?.[1])
  sizeId = Number(/name="sizeId" value="(\d+)"/.exec(html)?.[1])
  expect(colorId).toBeGreaterThan(0)
}, 30_000)

describe('the pre-order page', () => {
  it('is where the listing button leads without scripts, with the colour and size picked', async () => {
    const listing = String((await storeClient(slug).get('/listing/eclipse-hoodie')).body)
    expect(listing).toContain('listing-form__add" formAction="/listing/eclipse-hoodie/preorder" formMethod="get">Pre-order</button>')
    const page = String((await storeClient(slug).get(`${PAGE}?color=${colorId}&size=${sizeId}`)).body)
    expect(page).toContain('<h1 id="preorder-title">Pre-order</h1>')
    expect(page).toMatch(/<strong>Eclipse Hoodie<\/strong><span class="muted"> · Black · S<\/span>/)
    expect(page).toContain('<form class="preorder" noValidate="" method="post">')
  })

  it('sends a listing that takes orders back to its own page', async () => {
    const answer = await storeClient(slug).get('/listing/night-hoodie/preorder')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe('/listing/night-hoodie')
  })

  it('is not found for a listing the store does not have', async () => {
    expect((await storeClient(slug).get('/listing/nothing-here/preorder')).status).toBe(404)
  })
})

describe('the pre-order form posted as a form', () => {
  it('stores the pre-order and shows the thanks on the same page', async () => {
    const api = storeClient(slug)
    const answer = await api.form(PAGE, { ...filled, colorId: String(colorId), sizeId: String(sizeId) })
    expect(answer.status).toBe(303)
    const location = answer.headers.get('location') ?? ''
    expect(location).toBe(`${PAGE}?color=${colorId}&size=${sizeId}&sent=`)
    expect(await preordersFor('early@example.com')).toEqual([{ country: 'US', state: 'TX', color_id: colorId, size_id: sizeId }])
    const page = String((await api.get(location)).body)
    expect(page).toContain('role="status"')
    expect(page).toContain('Thanks! We&#x27;ll be in touch as soon as it&#x27;s ready.')
  })

  it('takes the typed region, not the state list, outside the United States', async () => {
    const answer = await storeClient(slug).form(PAGE, {
      ...filled,
      email: 'abroad@example.com',
      country: 'DE',
      state: 'AL',
      region: 'Bayern',
      zip: '80331',
      colorId: String(colorId),
    })
    expect(answer.status).toBe(303)
    expect(await preordersFor('abroad@example.com')).toMatchObject([{ country: 'DE', state: 'Bayern' }])
  })

  it("shows the spec's messages for what is missing, with what was typed, storing nothing", async () => {
    const answer = await storeClient(slug).form(PAGE, {
      ...filled,
      email: 'short-zip@example.com',
      city: ' ',
      zip: '787',
      colorId: String(colorId),
    })
    expect(answer.status).toBe(400)
    const html = String(answer.body)
    expect(html).toContain('>Please enter your city<')
    expect(html).toContain('>Please enter a 5-digit zip<')
    expect(html).toContain('value="short-zip@example.com"')
    expect(html).toContain('value="787"')
    expect(await preordersFor('short-zip@example.com')).toEqual([])
  })

  it('refuses a form another store of this platform posts (403), storing nothing', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost${PAGE}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'http://other-store.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...filled, email: 'other-store@example.com', colorId: String(colorId) }).toString(),
    })
    expect(answer.status).toBe(403)
    await answer.body?.cancel()
    expect(await preordersFor('other-store@example.com')).toEqual([])
  })

  it('refuses a form another site posts (403), storing nothing', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost${PAGE}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...filled, email: 'victim@example.com', colorId: String(colorId) }).toString(),
    })
    expect(answer.status).toBe(403)
    await answer.body?.cancel()
    expect(await preordersFor('victim@example.com')).toEqual([])
  })
})
