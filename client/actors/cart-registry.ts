import type { Actor } from 'xstate'
import type { cartMachine } from '../../machines/cart.machine'

/** Types only: naming the actor here loads none of the machine's code. */
export type CartActor = Actor<typeof cartMachine>

/**
 * The page's running cart actor, if one was started (by a listing's add, a cart page's
 * change or a check that found a line gone), readable without loading the machine's code:
 * a page that only shows or clears a cart should not download xstate to do it.
 */
let running: CartActor | null = null
const listeners = new Set<() => void>()

export function registerCartActor(actor: CartActor): void {
  running = actor
  for (const listener of listeners) listener()
}

export function runningCartActor(): CartActor | null {
  return running
}

/** Calls back once an actor is registered; answers the unsubscribe. */
export function onCartActor(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
