import { useEffect, useRef } from 'react'
import { useHistoryEntry, useLocation } from '../router'

/**
 * Every navigation to another page starts at the top (or at the element its hash names);
 * changes of the query alone, such as a colour picked on a listing, keep the scroll; back and
 * forward return to where the shopper was on that page.
 * Used once, above every layout: a layout's own hook would mount with the page it switches
 * to and never see the navigation (cart → checkout, checkout → thank-you).
 */
export function useScrollOnNavigate() {
  const location = useLocation()
  const { savedScroll } = useHistoryEntry()
  const previous = useRef(location)
  useEffect(() => {
    const before = previous.current
    previous.current = location
    if (before === location) return
    if (savedScroll !== undefined) {
      window.scrollTo({ top: savedScroll, left: 0, behavior: 'instant' })
      return
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView({ block: 'start' })
    // At once: the new page opens at its top, not scrolled there from the old page's offset.
    else if (before.pathname !== location.pathname) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [location, savedScroll])
}
