import { useMemo, useSyncExternalStore } from 'react'
import type { CartEntry } from '../../domain/schemas/cart'
import { useShell } from '../app/shell'
import type { CartActor, CartShell, CartSnapshot } from './cart-actor'
import { readCartCookie } from '../browser/cart-cookie'
import { onCartActor, runningCartActor } from './cart-registry'

/**
 * The running cart for React. The cart actor (and xstate with it) is loaded on demand, by
 * the first command or a check that found a line gone: a page renders from loader data,
 * then follows the actor once there is one. Commands given while it loads are delivered
 * once it has.
 */

let loading: Promise<CartActor> | null = null

/**
 * The page's one cart actor, loading its code on first use (browser only). A load that
 * failed (offline before the chunk came) is tried again by the next call.
 */
export function loadCartActor(shell: CartShell): Promise<CartActor> {
  loading ??= import('./cart-actor').then(
    ({ cartActor }) => cartActor(shell),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

const noActor = () => null

/** The cart actor once something has started it; loads nothing itself (null on the server and while hydrating). */
export function useRunningCartActor(): CartActor | null {
  return useSyncExternalStore(onCartActor, runningCartActor, noActor)
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

/** A command whose machine could not be loaded (offline before its code came). */
export type CartCommandName = 'add' | 'update' | 'remove' | 'reload' | 'checkout' | 'dismissUnavailable'

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

function cartCommands(shell: CartShell, onUnavailable?: (command: CartCommandName) => void): CartCommands {
  const send = (command: CartCommandName, deliver: (actor: CartActor) => void) => {
    if (typeof window === 'undefined') return
    const running = runningCartActor()
    if (running) deliver(running)
    else void loadCartActor(shell).then(deliver, () => onUnavailable?.(command))
  }
  return {
    add: (entry, options = {}) =>
      send('add', (actor) =>
        actor.send({ type: 'cart.add', entry, region: shell.localization.buyer_region, excluded: options.excluded ?? false }),
      ),
    update: (sku, quantity) => send('update', (actor) => actor.send({ type: 'cart.update', sku, quantity })),
    remove: (sku) => send('remove', (actor) => actor.send({ type: 'cart.remove', sku })),
    reload: () =>
      send('reload', (actor) => {
        actor.send({ type: 'cart.load', cart: readCartCookie(shell.store.id) })
        actor.send({ type: 'cart.refresh' })
      }),
    // A click while the lines are re-checked waits for the check (the cart machine's rule).
    checkout: () => send('checkout', (actor) => actor.send({ type: 'cart.checkout' })),
    dismissUnavailable: () => send('dismissUnavailable', (actor) => actor.send({ type: 'cart.unavailable.dismiss' })),
  }
}

/**
 * Commands for the cart, usable from any page; they do nothing on the server. The machine
 * loads on the first command; `onUnavailable` hears of a command it could not load for.
 */
export function useCart(onUnavailable?: (command: CartCommandName) => void): CartCommands {
  const shell = useShell()
  return useMemo(() => cartCommands(shell, onUnavailable), [shell, onUnavailable])
}
