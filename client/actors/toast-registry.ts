import type { Actor } from 'xstate'
import type { toastMachine } from '../../machines/toast.machine'

/** Types only: naming the actor here loads none of the machine's code. */
export type ToastActor = Actor<typeof toastMachine>

/**
 * The page's toast actor once a machine has shown a toast, readable without loading its
 * code: the toasts' regions render empty until then, and xstate loads with the machine
 * that has something to say.
 */
let running: ToastActor | null = null
const listeners = new Set<() => void>()

export function registerToaster(actor: ToastActor): void {
  running = actor
  for (const listener of listeners) listener()
}

export function runningToaster(): ToastActor | null {
  return running
}

/** Calls back once the toast actor is registered; answers the unsubscribe. */
export function onToaster(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
