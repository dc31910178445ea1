import { useState } from 'react'

/**
 * True from the first time `wanted` is: a dialog loaded lazily (docs/decisions/012) is
 * rendered from then on, so it can open on time and animate its close.
 */
export function useOpenedOnce(wanted: boolean): boolean {
  const [opened, setOpened] = useState(wanted)
  if (wanted && !opened) setOpened(true)
  return opened || wanted
}
