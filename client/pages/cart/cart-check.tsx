import { useEffect, useState } from 'react'
import type { CartActor } from '../../actors/cart-actor'
import { readCartCookie } from '../../browser/cart-cookie'
import { loadCartActor } from '../../actors/cart-context'
import { useShell } from '../../app/shell'
import { CartRevalidation } from './cart-revalidation'

/**
 * For pages other than /cart (the listing page): the held lines are checked against live
 * listings once the page is shown, with the unavailable-items modal for what went. The
 * cart machine is loaded only when the cart holds something.
 */
export function CartCheck() {
  const shell = useShell()
  const [actor, setActor] = useState<CartActor | null>(null)

  useEffect(() => {
    const held = readCartCookie(shell.store.id)
    if (!held || Object.keys(held.items).length === 0) return
    let current = true
    void loadCartActor(shell).then((loaded) => {
      if (!current) return
      loaded.send({ type: 'cart.load', cart: readCartCookie(shell.store.id) })
      loaded.send({ type: 'cart.refresh' })
      setActor(loaded)
    })
    return () => {
      current = false
    }
  }, [shell])

  return <CartRevalidation actor={actor} />
}
