import { lazy, Suspense, useEffect } from 'react'
import type { CartActor } from '../../actors/cart-actor'
import { useCart, useCartSnapshot } from '../../actors/cart-context'
import { useOpenedOnce } from '../../components/use-opened-once'

// Loads during the 400 ms the machine waits before showing it, not with the page (docs/decisions/012).
const UnavailableItemsModal = lazy(() => import('./unavailable-items-modal').then((m) => ({ default: m.UnavailableItemsModal })))

/**
 * The unavailable-items modal of the cart and listing pages (spec section 4): shown 400 ms
 * after a refresh finds fewer items than were held, which it removes. When lines went
 * because their listings answered with errors, the page loads again once it is closed.
 */
export function CartRevalidation({ actor }: { actor: CartActor | null }) {
  const snapshot = useCartSnapshot(actor)
  const cart = useCart()
  const wanted = useOpenedOnce((snapshot?.matches('announcingRemoval') || snapshot?.matches('unavailableItems')) ?? false)

  useEffect(() => {
    if (!actor) return
    const subscription = actor.on('cart.reloadPage', () => window.location.reload())
    return () => subscription.unsubscribe()
  }, [actor])

  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <UnavailableItemsModal
        open={snapshot?.matches('unavailableItems') ?? false}
        removal={snapshot?.context.removal ?? null}
        onClose={cart.dismissUnavailable}
      />
    </Suspense>
  )
}
