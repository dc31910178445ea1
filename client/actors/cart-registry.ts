import type { Actor } from 'xstate'
import type { cartMachine } from '../../machines/cart.machine'
import { createActorRegistry } from './actor-registry'

/** Types only: naming the actor here loads none of the machine's code. */
export type CartActor = Actor<typeof cartMachine>

/**
 * The page's running cart actor, if one was started (by a listing's add, a cart page's
 * change or a check that found a line gone): a page that only shows or clears a cart
 * should not download xstate to do it.
 */
const cart = createActorRegistry<CartActor>()

export const registerCartActor = cart.register
export const runningCartActor = cart.running
export const onCartActor = cart.onRegistered
