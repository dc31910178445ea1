import type { RouteObject } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { createClientRouter } from './client-router'
import { memoryHistory } from './memory-history'
import { data, redirect, redirectDocument } from './responses'

/** A store-shaped table: a layout with a loader, an error boundary, pages below it. */
function table(overrides: { listing?: RouteObject['loader']; layout?: RouteObject['loader'] } = {}) {
  const calls: string[] = []
  const record = (id: string, value: unknown) => {
    calls.push(id)
    return value
  }
  const routes: RouteObject[] = [
    {
      id: 'layout',
      loader: overrides.layout ?? (() => record('layout', 'frame')),
      children: [
        {
          id: 'boundary',
          errorElement: 'Something went wrong',
          children: [
            { id: 'home', index: true, loader: () => record('home', { page: 'home' }) },
            {
              id: 'listing',
              path: 'listing/:slug',
              loader:
                overrides.listing ??
                (({ params, request }) => record('listing', { slug: params.slug, query: new URL(request.url).search })),
            },
            { id: 'moved', path: 'moved', loader: () => redirect('/listing/new-home') },
            { id: 'checkout', path: 'checkout/:id', loader: () => redirectDocument('/checkout/c1') },
            {
              id: 'lazy-page',
              path: 'about',
              lazy: async () => ({ loader: () => record('lazy-page', 'about us'), handle: { name: 'about' } }),
            },
          ],
        },
      ],
    },
  ]
  return { routes, calls }
}

function start(path: string, routes: RouteObject[], loaderData: Record<string, unknown>) {
  const memory = memoryHistory(path)
  const router = createClientRouter({ routes, data: { loaderData, errors: null }, history: memory.history })
  return { router, memory }
}

describe('the client router', () => {
  it("hydrates from the server's data without running a loader", () => {
    const { routes, calls } = table()
    const { router } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['layout', 'boundary', 'home'])
    expect(router.state.loaderData.home).toEqual({ page: 'home' })
    expect(calls).toEqual([])
  })

  it("navigates: runs the new page's loader (not the layout's), adds a history entry and shows loading meanwhile", async () => {
    const { routes, calls } = table()
    const { router, memory } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    const states: string[] = []
    router.subscribe((state) => states.push(state.navigation.state))
    await router.navigate('/listing/midnight-hoodie')
    expect(calls).toEqual(['listing'])
    expect(router.state.location.pathname).toBe('/listing/midnight-hoodie')
    expect(router.state.loaderData.listing).toEqual({ slug: 'midnight-hoodie', query: '' })
    expect(router.state.loaderData.home).toBeUndefined()
    expect(memory.paths()).toEqual(['/', '/listing/midnight-hoodie'])
    expect(states).toEqual(['loading', 'idle'])
  })

  it('runs every loader again when only the query changes, and replaces the entry when asked', async () => {
    const { routes, calls } = table()
    const { router, memory } = start('/listing/hoodie', routes, { layout: 'frame', listing: { slug: 'hoodie', query: '' } })
    await router.navigate('?colour=black', { replace: true })
    expect(calls).toEqual(['layout', 'listing'])
    expect(router.state.loaderData.listing).toEqual({ slug: 'hoodie', query: '?colour=black' })
    expect(memory.paths()).toEqual(['/listing/hoodie?colour=black'])
  })

  it("asks a route's shouldRevalidate before running its loader again", async () => {
    const { routes, calls } = table()
    const listing = routes[0]?.children?.[0]?.children?.[1] as RouteObject
    const shouldRevalidate = vi.fn(() => false)
    listing.shouldRevalidate = shouldRevalidate
    const { router } = start('/listing/hoodie', routes, { layout: 'frame', listing: { slug: 'hoodie', query: '' } })
    await router.navigate('/listing/hoodie?page=2')
    expect(calls).toEqual(['layout'])
    expect(shouldRevalidate).toHaveBeenCalledWith(expect.objectContaining({ defaultShouldRevalidate: true }))
    expect(router.state.loaderData.listing).toEqual({ slug: 'hoodie', query: '' })
  })

  it("shows a loader's thrown 404 at the nearest error boundary, as the server does", async () => {
    const { routes } = table({
      listing: () => {
        throw data({ kind: 'listing' }, { status: 404 })
      },
    })
    const { router, memory } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    await router.navigate('/listing/gone')
    expect(router.state.errors).toEqual({ boundary: { status: 404, statusText: '', data: { kind: 'listing' }, internal: false } })
    expect(router.state.location.pathname).toBe('/listing/gone')
    expect(memory.documentLoads).toEqual([])
  })

  it('leaves an error no boundary catches to the server: a full document load of the page', async () => {
    const { routes } = table({
      layout: () => {
        throw new Error('database down')
      },
    })
    const { router, memory } = start('/listing/a?x=1', routes, { layout: 'frame', listing: {} })
    await router.navigate('/listing/a?x=2')
    expect(memory.documentLoads).toEqual(['https://shop.example/listing/a?x=2'])
    expect(router.state.location.search).toBe('?x=1')
  })

  it("follows a loader's redirect inside the app, and a document redirect (checkout) as a full page load", async () => {
    const { routes } = table()
    const { router, memory } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    await router.navigate('/moved')
    expect(router.state.location.pathname).toBe('/listing/new-home')
    expect(memory.paths()).toEqual(['/', '/listing/new-home'])
    await router.navigate('/checkout/c1')
    expect(memory.documentLoads).toEqual(['https://shop.example/checkout/c1'])
    expect(router.state.location.pathname).toBe('/listing/new-home')
    expect(router.state.navigation.state).toBe('idle')
  })

  it('loads a path the worker serves as its own document (the hosted checkout) as a full page', async () => {
    const { routes, calls } = table()
    const memory = memoryHistory('/')
    const router = createClientRouter({
      routes: [...routes, { id: 'anything', path: '*', loader: () => 'a 404 page' }],
      data: { loaderData: { layout: 'frame', home: { page: 'home' } }, errors: null },
      history: memory.history,
      isDocumentPath: (pathname) => pathname.startsWith('/buy/'),
    })
    await router.navigate('/buy/express_checkout/x1')
    expect(memory.documentLoads).toEqual(['https://shop.example/buy/express_checkout/x1'])
    expect(calls).toEqual([])
    expect(router.state.location.pathname).toBe('/')
  })

  it("loads a lazy route's module before its loader and keeps its exports on the route", async () => {
    const { routes, calls } = table()
    const { router } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    await router.navigate('/about')
    expect(calls).toEqual(['lazy-page'])
    expect(router.state.loaderData['lazy-page']).toBe('about us')
    expect(router.state.matches.at(-1)?.route.handle).toEqual({ name: 'about' })
  })

  it('goes back and forward through the entries it added, remembering where each was scrolled', async () => {
    const { routes } = table()
    const { router, memory } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    memory.scrollTo(640)
    await router.navigate('/listing/hoodie')
    const settled = new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.navigation.state === 'idle') {
          stop()
          resolve()
        }
      })
    })
    memory.history.go(-1)
    await settled
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.action).toBe('POP')
    expect(router.scrollPosition(router.state.location.key)).toBe(640)
  })

  it('lets the latest navigation win when a slower one is still loading', async () => {
    let release: (value: unknown) => void = () => undefined
    const { routes } = table({ listing: () => new Promise((resolve) => (release = resolve)) })
    const { router } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    const slow = router.navigate('/listing/slow')
    await router.navigate('/about')
    release({ slug: 'slow' })
    await slow
    expect(router.state.location.pathname).toBe('/about')
  })

  it("revalidates the current page's loaders in place, without a history entry", async () => {
    const { routes, calls } = table()
    const { router, memory } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    await router.navigate('/listing/hoodie')
    const location = router.state.location
    await router.revalidate()
    expect(calls).toEqual(['listing', 'layout', 'listing'])
    expect(router.state.loaderData.listing).toEqual({ slug: 'hoodie', query: '' })
    expect(router.state.location).toBe(location)
    expect(memory.paths()).toEqual(['/', '/listing/hoodie'])
  })

  it('revalidating while a navigation loads starts that navigation again, not the page being left', async () => {
    const releases: ((value: unknown) => void)[] = []
    const { routes } = table({ listing: () => new Promise((resolve) => releases.push(resolve)) })
    const { router, memory } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    const first = router.navigate('/listing/hoodie')
    await vi.waitFor(() => expect(releases).toHaveLength(1))
    const again = router.revalidate()
    await vi.waitFor(() => expect(releases).toHaveLength(2))
    for (const [index, release] of releases.entries()) release({ call: index + 1 })
    await Promise.all([first, again])
    expect(router.state.location.pathname).toBe('/listing/hoodie')
    expect(router.state.loaderData.listing).toEqual({ call: 2 })
    expect(memory.paths()).toEqual(['/', '/listing/hoodie'])
  })

  it('moves to a hash on the same page without running loaders', async () => {
    const { routes, calls } = table()
    const { router } = start('/', routes, { layout: 'frame', home: { page: 'home' } })
    await router.navigate('/#featured-products')
    expect(calls).toEqual([])
    expect(router.state.location.hash).toBe('#featured-products')
  })
})
