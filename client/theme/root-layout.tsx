import { Outlet, ScrollRestoration } from 'react-router'

/**
 * Above the store and checkout frames: what every page shares whatever its layout. Scroll
 * restoration lives here, once above every layout: a layout's own would mount with the page
 * it switches to and never see the navigation (cart → checkout, checkout → thank-you). Every
 * new page opens at its top (or at the element its hash names), back and forward return to
 * where the shopper was, and a navigation with `preventScrollReset` (a colour picked on a
 * listing) keeps the scroll.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
