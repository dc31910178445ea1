import { useLayoutEffect } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'

/**
 * The page's smooth scrolling (for links within a page, base.css) must not animate a new
 * page into place: it opens at its top at once, not scrolled there from the old page's
 * offset. Rendered before ScrollRestoration, whose layout effect scrolls right after this one.
 */
function InstantScrollOnNavigate() {
  const location = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each location the router moves to
  useLayoutEffect(() => {
    const root = document.documentElement
    root.style.scrollBehavior = 'auto'
    const frame = requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'))
    return () => cancelAnimationFrame(frame)
  }, [location])
  return null
}

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
      <InstantScrollOnNavigate />
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
