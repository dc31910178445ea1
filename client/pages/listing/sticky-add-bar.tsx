import { lazy, type RefObject, Suspense, useEffect, useState } from 'react'
import { MEDIA } from '../../theme/breakpoints'
import type { StickyAddFormProps } from './sticky-add-form'

export interface StickyAddBarProps extends StickyAddFormProps {
  /** The main add-to-cart button: the bar hides while it is on screen. */
  watch: RefObject<HTMLElement | null>
}

// The bar's form loads the first time it is shown (a phone scrolled past the main button),
// not with the page: most visits never need it.
const StickyAddForm = lazy(() => import('./sticky-add-form').then((m) => ({ default: m.StickyAddForm })))

/** On phones, a bar at the bottom with colour, size and `Add`, shown while the main button is scrolled away. */
export function StickyAddBar({ watch, ...form }: StickyAddBarProps) {
  const [mobile, setMobile] = useState(false)
  const [mainVisible, setMainVisible] = useState(true)

  useEffect(() => {
    const query = window.matchMedia(MEDIA.mobile)
    const update = () => setMobile(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  useEffect(() => {
    const target = watch.current
    if (!mobile || !target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setMainVisible(entry.isIntersecting))
    observer.observe(target)
    return () => observer.disconnect()
  }, [mobile, watch])

  if (!mobile || mainVisible) return null
  return (
    <Suspense fallback={null}>
      <StickyAddForm {...form} />
    </Suspense>
  )
}
