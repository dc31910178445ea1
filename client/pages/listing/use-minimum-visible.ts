import { useEffect, useRef, useState } from 'react'

/**
 * Shows a loading indicator for at least `minMs` once it appears, so a fast load does
 * not make it flicker (the spec's 500 ms for image loads).
 */
export function useMinimumVisible(active: boolean, minMs: number): boolean {
  const [visible, setVisible] = useState(active)
  const shownAt = useRef<number | null>(active ? 0 : null)

  useEffect(() => {
    if (active) {
      shownAt.current = Date.now()
      setVisible(true)
      return
    }
    if (shownAt.current === null) return
    const left = minMs - (Date.now() - shownAt.current)
    if (left <= 0) {
      shownAt.current = null
      setVisible(false)
      return
    }
    const timer = window.setTimeout(() => {
      shownAt.current = null
      setVisible(false)
    }, left)
    return () => window.clearTimeout(timer)
  }, [active, minMs])

  return visible
}
