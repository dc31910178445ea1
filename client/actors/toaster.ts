import { type Actor, createActor } from 'xstate'
import type { ToastShowEvent } from '../../machines/toast-events'
import { toastMachine } from '../../machines/toast.machine'
import { pageInspector } from './inspector'

export type ToastActor = Actor<typeof toastMachine>

let actor: ToastActor | null = null

/** The page's one toast actor (browser only): every machine's toasts go to it. */
export function toaster(environment: string): ToastActor {
  if (!actor) {
    actor = createActor(toastMachine, { inspect: pageInspector(environment) })
    actor.start()
  }
  return actor
}

export function showToast(environment: string, event: ToastShowEvent): void {
  toaster(environment).send(event)
}
