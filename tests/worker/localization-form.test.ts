import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALIZATION_COOKIE } from '../../domain/constants'
import { storeClient } from '../support/harness/worker/checkout-api-client'
import { freshStore } from '../support/fixtures/checkout-fixtures'

/**
 * The localization choice as the worker answers it (issue 32, ADR 149): the form a browser
 * posts before its scripts have hydrated or without them, and what a crafted post or
 * another site might send.
 */

let slug = ''
const german = { buyer_locale: 'de', buyer_currency: 'EUR', buyer_region: 'EU' }

beforeAll(async () => {
  slug = await freshStore()
  expect((await storeClient(slug).get('/localization?returnTo=/cart')).status).toBe(200)
}, 30_000)

describe('the localization page', () => {
  it('is a form with the three choices, posting to itself, that goes back where it came from', async () => {
    const html = String((await storeClient(slug).get('/localization?returnTo=%2Fcart')).body)
    expect(html).toContain('<form class="localization-form" action="/localization" method="post">')
    for (const name of ['buyer_locale', 'buyer_currency', 'buyer_region']) expect(html).toContain(`name="${name}"`)
    expect(html).toContain('name="returnTo" value="/cart"')
    expect(html).toMatch(/<a class="button button--secondary" href="\/cart"[^>]*>Cancel</)
  })
})

describe('the localization page reached from the footer', () => {
  it('goes back to the page the shopper came from, without its campaign tags', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost/localization`, {
      headers: { referer: `http://${slug}.localhost/de/search?searchterm=owl&utm_source=mail` },
    })
    const html = await answer.text()
    expect(answer.status).toBe(200)
    expect(html).toContain('name="returnTo" value="/search?searchterm=owl"')
  })

  it('goes home when it came from another site', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost/localization`, { headers: { referer: 'https://attacker.example/cart' } })
    expect(await answer.text()).toContain('name="returnTo" value="/"')
  })
})

describe('the localization choice posted as a form', () => {
  it('keeps the choice in the cookie and loads the page it came from in the chosen language', async () => {
    const api = storeClient(slug)
    const answer = await api.form('/localization', { ...german, returnTo: '/cart' })
    expect(answer.status).toBe(303)
    expect(new URL(answer.headers.get('location') ?? '').pathname).toBe('/de/cart')
    const cookie = answer.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(new RegExp(`^${LOCALIZATION_COOKIE}=`))
    expect(cookie).toContain('Path=/; Max-Age=31536000; SameSite=Lax')
    expect(JSON.parse(decodeURIComponent(cookie.split(';')[0]?.split('=')[1] ?? ''))).toEqual({ ...german, fulfillment_region: 'EU' })
    // The cart in German, its footer showing the new region and currency.
    const cart = String((await api.get('/de/cart')).body)
    expect(cart).toContain('<html lang="de"')
    expect(cart).toContain('EU · EUR')
  })

  it('goes to the default language without a prefix, from a page in another', async () => {
    const answer = await storeClient(slug).form('/de/localization', {
      buyer_locale: 'en',
      buyer_currency: 'USD',
      buyer_region: 'USA',
      returnTo: '/listing/x?color=2',
    })
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('location') ?? '')
    expect(location.pathname + location.search).toBe('/listing/x?color=2')
  })

  it('never sends the shopper off the store, whatever returnTo says', async () => {
    for (const returnTo of ['https://attacker.example/', '//attacker.example/x', '/\\attacker.example']) {
      const answer = await storeClient(slug).form('/localization', { ...german, returnTo })
      expect(answer.status).toBe(303)
      const location = new URL(answer.headers.get('location') ?? '')
      expect(location.host).toBe(`${slug}.localhost`)
      expect(location.pathname).toBe('/de')
    }
  })

  it('refuses a choice the store does not offer (400), keeping nothing', async () => {
    const answer = await storeClient(slug).form('/localization', { ...german, buyer_currency: 'JPY', returnTo: '/' })
    expect(answer.status).toBe(400)
    expect(answer.headers.get('set-cookie')).toBeNull()
  })

  it('refuses a form another store of this platform posts (403), keeping nothing', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost/localization`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'http://other-store.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...german, returnTo: '/' }).toString(),
    })
    expect(answer.status).toBe(403)
    expect(answer.headers.get('set-cookie')).toBeNull()
    await answer.body?.cancel()
  })

  it('refuses a form another site posts (403), keeping nothing', async () => {
    const answer = await SELF.fetch(`http://${slug}.localhost/localization`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: 'https://attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...german, returnTo: '/' }).toString(),
    })
    expect(answer.status).toBe(403)
    expect(answer.headers.get('set-cookie')).toBeNull()
    await answer.body?.cancel()
  })
})
