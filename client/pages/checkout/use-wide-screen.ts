import { useSyncExternalStore } from 'react'
import { BREAKPOINTS } from '../../../domain/constants'

const QUERY = `(min-width: ${BREAKPOINTS.tabletSm}px)`

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY)
  media.addEventListener('change', listener)
  return () => media.removeEventListener('change', listener)
}

/** True at 768 px and wider; false on the server, where phones come first. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  )
}
