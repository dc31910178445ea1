import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { catalogues } from '../i18n/all'
import { I18nProvider } from '../i18n/i18n-provider'
import { Pagination } from './pagination'

function linksAt(search: string): string[] {
  const router = createMemoryRouter(
    [{ id: 'home', path: '/', Component: () => <Pagination page={2} pages={3} anchor="featured-products" /> }],
    { initialEntries: [`/${search}`] },
  )
  const html = renderToStaticMarkup(
    <I18nProvider locale="en" currency="USD" catalogue={catalogues.en}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'))
}

describe('Pagination', () => {
  it('keeps the query a page reads and leaves campaign tags and click ids out of its links', () => {
    const links = linksAt('?utm_source=instagram&sort=new&fbclid=IwAR3x&page=2')
    expect(links).toContain('/?sort=new#featured-products')
    expect(links).toContain('/?sort=new&page=3#featured-products')
    expect(links.join(' ')).not.toMatch(/utm_|fbclid/)
  })
})
