import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import type { CartEntry } from '../../domain/schemas/cart'
import { type ShellData, useShell } from '../app/shell'
import type { CartActor, CartShell, CartSnapshot } from './cart-actor'
import { readCartCookie } from '../browser/cart-cookie'
import { runningCartActor } from './cart-registry'

/**
 * The running cart for React. The cart actor (and xstate with it) is loaded on demand,
 * after the page is shown: a page renders its first view from loader data, then follows
 * the actor. Commands given before it has loaded are delivered once it has.
 */

let loading: Promise<CartActor> | null = null

/** The page's one cart actor, loading its code on first use (browser only). */
export function loadCartActor(shell: CartShell): Promise<CartActor> {
  loading ??= import('./cart-actor').then(({ cartActor }) => cartActor(shell))
  return loading
}

/** The cart actor once loaded; null on the server, while hydrating and while it loads. */
export function useCartActor(): CartActor | null {
  const shell = useShell()
  const [actor, setActor] = useState<CartActor | null>(null)
  useEffect(() => {
    let current = true
    void loadCartActor(shell).then((next) => {
      if (current) setActor(next)
    })
    return () => {
      current = false
    }
  }, [shell])
  return actor
}

const noSubscription = () => () => {}

/** The cart machine's snapshot; null until the actor is there. */
export function useCartSnapshot(actor: CartActor | null): CartSnapshot | null {
  return useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot() ?? null,
    () => null,
  )
}

interface AddOptions {
  /** NFT and digital listings: a second add replaces the quantity instead of adding to it. */
  excluded?: boolean
}

export interface CartCommands {
  /** Adds an entry by sku; the quantity joins an existing line (spec section 4). */
  add(entry: CartEntry, options?: AddOptions): void
  /** Sets a line's quantity; 0 removes it. */
  update(sku: string, quantity: number): void
  remove(sku: string): void
  /** Re-reads the cookie (another page may have changed it) and re-checks every line. */
  reload(): void
  /** Revalidates, then creates the checkout; the actor emits `cart.checkoutCreated`. */
  checkout(): void
  dismissUnavailable(): void
}

function cartCommands(shell: Pick<ShellData, 'store' | 'localization' | 'preview' | 'environment'>): CartCommands {
  const send = (deliver: (actor: CartActor) => void) => {
    if (typeof window === 'undefined') return
    const running = runningCartActor()
    if (running) deliver(running)
    else void loadCartActor(shell).then(deliver)
  }
  return {
    add: (entry, options = {}) =>
      send((actor) =>
        actor.send({ type: 'cart.add', entry, region: shell.localization.buyer_region, excluded: options.excluded ?? false }),
      ),
    update: (sku, quantity) => send((actor) => actor.send({ type: 'cart.update', sku, quantity })),
    remove: (sku) => send((actor) => actor.send({ type: 'cart.remove', sku })),
    reload: () =>
      send((actor) => {
        actor.send({ type: 'cart.load', cart: readCartCookie(shell.store.id) })
        actor.send({ type: 'cart.refresh' })
      }),
    // A click while the lines are re-checked waits for the check (the cart machine's rule).
    checkout: () => send((actor) => actor.send({ type: 'cart.checkout' })),
    dismissUnavailable: () => send((actor) => actor.send({ type: 'cart.unavailable.dismiss' })),
  }
}

/** Commands for the cart, usable from any page; they do nothing on the server. */
export function useCart(): CartCommands {
  const shell = useShell()
  return useMemo(() => cartCommands(shell), [shell])
}
