import { createMemoryRouter, data } from 'react-router'
import { describe, expect, it } from 'vitest'
import { defaultTheme } from '../../domain/schemas/theme'
import { catalogues } from '../i18n/all'
import { syncDocumentHead } from './document-head-sync'
import type { PageHandle } from './page-meta'
import type { ShellData } from './shell'

const shell = {
  store: { id: 1, slug: 'owl', name: 'Night Owl Goods', region: 'USA', flags: {}, collections: [], collectionsMode: false },
  theme: defaultTheme('Night Owl Goods'),
  localization: { buyer_locale: 'en', buyer_currency: 'USD', buyer_region: 'USA', fulfillment_region: 'USA' },
  preview: false,
  messages: catalogues.en,
  environment: 'test',
  payments: { stripePublishableKey: null, paypalClientId: null, afterpayMessaging: false },
  origin: 'https://owl.example',
} as unknown as ShellData

/** The two parts of a document the sync writes: its title and the body's classes. */
function fakeDocument(bodyClass: string) {
  const classes = new Set(bodyClass.split(' ').filter(Boolean))
  const body = {
    get className() {
      return [...classes].join(' ')
    },
    classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) },
  }
  return { title: '', body } as unknown as Document
}

const home: PageHandle = { meta: () => ({ bodyClass: 'home' }) }
const listing: PageHandle<{ title: string } | undefined> = { meta: ({ data: loaded }) => (loaded ? { title: loaded.title } : {}) }

function router() {
  return createMemoryRouter(
    [
      { id: 'home', path: '/', handle: home, loader: () => null },
      { id: 'listing', path: '/listing/:slug', handle: listing, loader: () => ({ title: 'Midnight Hoodie' }) },
      {
        id: 'missing',
        path: '/listing-gone',
        handle: listing,
        errorElement: 'Not found',
        loader: () => {
          throw data(null, { status: 404 })
        },
      },
    ],
    { hydrationData: { loaderData: { home: null }, errors: null } },
  )
}

describe('syncDocumentHead', () => {
  it("gives the next page its own title and takes the home page's body class away", async () => {
    const app = router()
    await app.navigate('/')
    const doc = fakeDocument('home')
    syncDocumentHead(app, shell, doc)
    await app.navigate('/listing/midnight-hoodie')
    expect(doc.title).toBe('Midnight Hoodie | Night Owl Goods')
    expect(doc.body.className).toBe('')
    await app.navigate('/')
    expect(doc.title).toBe('Night Owl Goods')
    expect(doc.body.className).toBe('home')
  })

  it('names a page that answered 404 as the not-found page', async () => {
    const app = router()
    const doc = fakeDocument('')
    syncDocumentHead(app, shell, doc)
    await app.navigate('/listing-gone')
    expect(doc.title).toBe(`${catalogues.en['notFound.title']} | Night Owl Goods`)
  })
})
