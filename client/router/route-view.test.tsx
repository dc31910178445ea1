import { renderToString } from 'react-dom/server'
import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createClientRouter } from './client-router'
import { useLoaderData, useRouteError, useSearchParams } from './hooks'
import { Link, NavLink } from './links'
import { memoryHistory } from './memory-history'
import { Outlet, RouterView } from './route-view'
import { staticNavigator, staticRouterState } from './server-state'

function Layout() {
  return (
    <div className="frame">
      <NavLink to="/listing/hoodie" end>
        Hoodie
      </NavLink>
      <Outlet />
    </div>
  )
}

function Listing() {
  const { title } = useLoaderData() as { title: string }
  const [params] = useSearchParams()
  return (
    <h1>
      {title} in {params.get('colour')}
    </h1>
  )
}

function Failure() {
  const error = useRouteError() as { status: number }
  return <p>Error {error.status}</p>
}

const layout: RouteObject = { id: 'layout', Component: Layout }
const boundary: RouteObject = { id: 'boundary', errorElement: <Failure /> }
const listing: RouteObject = { id: 'listing', path: 'listing/:slug', Component: Listing }

function render(errors: Record<string, unknown> | null) {
  const state = staticRouterState({
    location: { pathname: '/listing/hoodie', search: '?colour=black', hash: '' },
    matches: [
      { route: layout, params: {}, pathname: '/' },
      { route: boundary, params: {}, pathname: '/' },
      { route: listing, params: { slug: 'hoodie' }, pathname: '/listing/hoodie' },
    ],
    loaderData: { listing: { title: 'Midnight Hoodie' } },
    errors,
  })
  return renderToString(<RouterView state={state} navigator={staticNavigator} />)
}

describe('RouterView', () => {
  it("renders each route inside its layout's Outlet with its loader's data and the URL's query", () => {
    const html = render(null)
    expect(html).toContain('<div class="frame">')
    expect(html).toContain('<h1>Midnight Hoodie<!-- --> in <!-- -->black</h1>')
    expect(html).toContain('<a class="active" aria-current="page" href="/listing/hoodie">Hoodie</a>')
  })

  it("shows a loader's error in the boundary's error element, inside the layouts above it", () => {
    const html = render({ boundary: { status: 404, statusText: '', data: null, internal: false } })
    expect(html).toContain('<div class="frame">')
    expect(html).toContain('<p>Error <!-- -->404</p>')
    expect(html).not.toContain('<h1>')
  })
})

describe('useSearchParams', () => {
  it('moves to another query of the same page through the router', async () => {
    const memory = memoryHistory('/listing/hoodie?colour=black')
    const router = createClientRouter({
      routes: [{ id: 'listing', path: '/listing/:slug', loader: ({ request }) => new URL(request.url).searchParams.get('colour') }],
      data: { loaderData: { listing: 'black' }, errors: null },
      history: memory.history,
    })
    let setParams: ReturnType<typeof useSearchParams>[1] = async () => undefined
    function Capture() {
      setParams = useSearchParams()[1]
      return null
    }
    renderToString(
      <RouterView
        state={{ ...router.state, matches: [{ route: { id: 'capture', Component: Capture }, params: {}, pathname: '/' }] }}
        navigator={router}
      />,
    )
    await setParams(new URLSearchParams({ colour: 'grey', size: 'M' }), { replace: true })
    expect(memory.paths()).toEqual(['/listing/hoodie?colour=grey&size=M'])
    expect(router.state.loaderData.listing).toBe('grey')
  })
})

describe('Link', () => {
  it('is a plain link in the markup, so it works before the script loads', () => {
    const state = staticRouterState({ location: { pathname: '/', search: '', hash: '' }, matches: [], loaderData: {}, errors: null })
    const html = renderToString(
      <RouterView
        state={{ ...state, matches: [{ route: { id: 'x', element: <Link to="/cart">Cart</Link> }, params: {}, pathname: '/' }] }}
        navigator={staticNavigator}
      />,
    )
    expect(html).toBe('<a href="/cart">Cart</a>')
  })
})
