import { useEffect, useState } from 'react'
import type { CartDisplayItem } from '../../../domain/schemas/cart'
import type { CartActor, CartShell } from '../../actors/cart-actor'
import { loadCartActor } from '../../actors/cart-context'
import { runningCartActor } from '../../actors/cart-registry'
import { resolveLines } from '../../actors/cart-display'
import { apiFrom } from '../../api/get-api'
import { readCartCookie } from '../../browser/cart-cookie'

/**
 * The cart page's check of its lines against live stock, right after paint (spec section
 * 4): `checking` until it is back; `checked` with the live lines (null when the listings
 * could not be read: the page keeps the loader's); `machine` when the cart machine did it
 * and its lines are the page's.
 */
export type LineCheck = { state: 'checking' } | { state: 'checked'; lines: CartDisplayItem[] | null } | { state: 'machine' }

/** Re-reads the cookie into the machine and re-checks every line; resolves once the check is back. */
function refreshed(actor: CartActor, shell: CartShell): Promise<void> {
  return new Promise((resolve) => {
    let asked = false
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('refreshing')) asked = true
      else if (asked) {
        subscription.unsubscribe()
        resolve()
      }
    })
    actor.send({ type: 'cart.load', cart: readCartCookie(shell.store.id) })
    actor.send({ type: 'cart.refresh' })
  })
}

/**
 * Every held line read against its listing as it is now. While all are there and in stock
 * the page needs no machine (and no xstate): only a line gone or sold out hands the cart to
 * the machine, which removes it with the unavailable-items modal. A cart machine already
 * running (a listing's add before a client-side navigation) does the check itself.
 */
export function useLineCheck(shell: CartShell): LineCheck {
  const [check, setCheck] = useState<LineCheck>({ state: 'checking' })
  useEffect(() => {
    let current = true
    const byMachine = (actor: CartActor) =>
      refreshed(actor, shell).then(() => {
        if (current) setCheck({ state: 'machine' })
      })
    const checked = (lines: CartDisplayItem[] | null) => {
      if (current) setCheck({ state: 'checked', lines })
    }
    const running = runningCartActor()
    const entries = Object.values(readCartCookie(shell.store.id)?.items ?? {})
    if (running) void byMachine(running)
    else if (entries.length === 0) checked([])
    else
      resolveLines(entries, (slug, productId) => apiFrom(undefined).listing(slug, productId, { live: true })).then(
        (lines) => {
          if (lines.length === entries.length && lines.every((line) => line.available)) checked(lines)
          else if (current) loadCartActor(shell).then(byMachine, () => checked(lines))
        },
        // The machine keeps the lines it had when the listings cannot be read: so does the page.
        () => checked(null),
      )
    return () => {
      current = false
    }
  }, [shell])
  return check
}
