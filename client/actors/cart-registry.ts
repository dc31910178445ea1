import type { Actor } from 'xstate'
import type { cartMachine } from '../../machines/cart.machine'

/** Types only: naming the actor here loads none of the machine's code. */
export type CartActor = Actor<typeof cartMachine>

/**
 * The page's running cart actor, if one was started (by a listing's add or the cart page),
 * readable without loading the machine's code: a page that only clears a finished cart
 * should not download xstate to do it.
 */
let running: CartActor | null = null

export function registerCartActor(actor: CartActor): void {
  running = actor
}

export function runningCartActor(): CartActor | null {
  return running
}
