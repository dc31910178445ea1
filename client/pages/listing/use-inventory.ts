import { useEffect, useState } from 'react'
import { apiFrom } from '../../api/get-api'

/** Counts already asked for, by listing/colour/size: each key is fetched once per page life. */
const counts = new Map<string, Promise<number | null>>()

function inventoryKey(listingId: number, colorId: number, sizeId: number): string {
  return `${listingId}:${colorId}:${sizeId}`
}

function fetchCount(key: string, colorId: number, sizeId: number): Promise<number | null> {
  let pending = counts.get(key)
  if (!pending) {
    pending = apiFrom(undefined)
      .inventory(colorId, sizeId)
      .then((answer) => answer.inventoryCount)
      .catch(() => {
        // A failed request is forgotten so a later visit asks again; meanwhile the
        // listing's own availability decides.
        counts.delete(key)
        return null
      })
    counts.set(key, pending)
  }
  return pending
}

/**
 * The inventory of the selected colour and size, fetched once per listing/colour/size
 * and again whenever the colour or size changes. Null until known.
 */
export function useInventory(listingId: number, colorId: number, sizeId: number | null): number | null {
  const [known, setKnown] = useState<{ key: string; count: number | null } | null>(null)
  const key = sizeId === null ? null : inventoryKey(listingId, colorId, sizeId)

  useEffect(() => {
    if (key === null || sizeId === null) return
    let active = true
    void fetchCount(key, colorId, sizeId).then((count) => {
      if (active) setKnown({ key, count })
    })
    return () => {
      active = false
    }
  }, [key, colorId, sizeId])

  return known && known.key === key ? known.count : null
}
