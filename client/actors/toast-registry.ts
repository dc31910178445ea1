import type { Actor } from 'xstate'
import type { toastMachine } from '../../machines/toast.machine'
import { createActorRegistry } from './actor-registry'

/** Types only: naming the actor here loads none of the machine's code. */
export type ToastActor = Actor<typeof toastMachine>

/**
 * The page's toast actor once a machine has shown a toast: the toasts' regions render
 * empty until then, and xstate loads with the machine that has something to say.
 */
const toasts = createActorRegistry<ToastActor>()

export const registerToaster = toasts.register
export const runningToaster = toasts.running
export const onToaster = toasts.onRegistered
