import { useState } from 'react'
import { useActionData, useSearchParams } from 'react-router'
import type { Listing } from '../../../domain/schemas/catalog'
import type { AddToCartRefused } from './add-to-cart-action'
import { addedCount, changeSelection, idParam, resolveSelection, type SelectionChange } from './selection'

/**
 * What the shopper has picked on a listing: the address's product, colour and size, or,
 * after a refused form post (before or without scripts), the form again as it was sent.
 */
export function useListingSelection(listing: Listing) {
  const [params, setParams] = useSearchParams()
  const refusal = useActionData() as AddToCartRefused | undefined
  const posted = refusal?.values
  const selection = resolveSelection(listing, {
    product: posted?.product ?? idParam(params.get('product')),
    variation: posted?.color ?? idParam(params.get('variation')),
    size: posted?.size ?? idParam(params.get('size')),
  })
  const [quantity, setQuantity] = useState(posted?.quantity ?? 1)
  const select = (change: SelectionChange) => {
    if (!selection) return
    setParams(changeSelection(listing, selection, change), { replace: true, preventScrollReset: true })
  }
  return { selection, refusal, addedByForm: addedCount(params.get('added')), quantity, setQuantity, select }
}
