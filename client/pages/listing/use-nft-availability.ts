import { useEffect, useState } from 'react'
import { apiFrom } from '../../api/get-api'
import { userToken } from '../../browser/user-token'

/** NFT units this buyer can still get from the listing, from the availability service; null until known. */
export function useNftAvailability(listingId: number, enabled: boolean): number | null {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    if (!enabled) return
    let active = true
    apiFrom(undefined)
      .availability(userToken(), listingId)
      .then((answer) => {
        if (active) setCount(answer?.count ?? null)
      })
      .catch(() => {
        // The count is a hint; without it the page still sells by inventory.
      })
    return () => {
      active = false
    }
  }, [listingId, enabled])
  return enabled ? count : null
}
