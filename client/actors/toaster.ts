import { createActor } from 'xstate'
import type { ToastShowEvent } from '../../machines/toast-events'
import { toastMachine } from '../../machines/toast.machine'
import { pageInspector } from './inspector'
import { registerToaster, type ToastActor } from './toast-registry'

let actor: ToastActor | null = null

/** The page's one toast actor (browser only): every machine's toasts go to it. */
function toaster(environment: string): ToastActor {
  if (!actor) {
    actor = createActor(toastMachine, { inspect: pageInspector(environment) })
    actor.start()
    registerToaster(actor)
  }
  return actor
}

export function showToast(environment: string, event: ToastShowEvent): void {
  toaster(environment).send(event)
}
