import { assign, cancel, not, raise, setup } from 'xstate'
import { TOAST_CLEANUP_MS, TOAST_DEFAULT_MS } from '../domain/constants'
import { type Message, message } from './messages'
import type { ToastKind, ToastPosition, ToastShowEvent } from './toast-events'

export interface Toast {
  id: number
  kind: ToastKind
  /** 'Error' for danger, 'Success' otherwise. */
  title: Message
  message: Message
  durationMs: number
  position: ToastPosition
}

export interface ToastContext {
  toasts: Toast[]
  nextId: number
}

export type ToastEvent =
  | ToastShowEvent
  | { type: 'toast.dismiss'; id: number }
  | { type: 'toast.expire'; id: number }
  | { type: 'toast.cleanup' }

const CLEANUP_TIMER = 'toast.cleanup'

function isShown(toasts: readonly Toast[], event: ToastShowEvent): boolean {
  return toasts.some((toast) => toast.kind === event.kind && toast.message.text === event.message.text)
}

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  guards: {
    isDuplicate: ({ context, event }) => event.type === 'toast.show' && isShown(context.toasts, event),
    hasToasts: ({ context }) => context.toasts.length > 0,
  },
  delays: {
    toastDuration: ({ event }) => (event.type === 'toast.show' ? (event.durationMs ?? TOAST_DEFAULT_MS) : TOAST_DEFAULT_MS),
    toastCleanup: TOAST_CLEANUP_MS,
  },
  actions: {
    addToast: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {}
      const toast: Toast = {
        id: context.nextId,
        kind: event.kind,
        title: message(event.kind === 'danger' ? 'toast.titleDanger' : 'toast.titleSuccess'),
        message: event.message,
        durationMs: event.durationMs ?? TOAST_DEFAULT_MS,
        position: event.position ?? 'top-right',
      }
      return { toasts: [...context.toasts, toast], nextId: context.nextId + 1 }
    }),
    scheduleExpiry: raise(({ context }) => ({ type: 'toast.expire' as const, id: context.nextId - 1 }), {
      delay: 'toastDuration',
    }),
    // Each new toast restarts the window, so "the latest" is still the newest when it fires.
    cancelCleanup: cancel(CLEANUP_TIMER),
    scheduleCleanup: raise({ type: 'toast.cleanup' }, { delay: 'toastCleanup', id: CLEANUP_TIMER }),
    removeToast: assign({
      toasts: ({ context, event }) =>
        event.type === 'toast.dismiss' || event.type === 'toast.expire'
          ? context.toasts.filter((toast) => toast.id !== event.id)
          : context.toasts,
    }),
    keepLatestOnly: assign({ toasts: ({ context }) => context.toasts.slice(-1) }),
  },
}).createMachine({
  id: 'toast',
  context: { toasts: [], nextId: 1 },
  initial: 'hidden',
  on: {
    'toast.dismiss': { actions: 'removeToast' },
    'toast.expire': { actions: 'removeToast' },
    'toast.cleanup': { actions: 'keepLatestOnly' },
  },
  states: {
    hidden: {
      always: { guard: 'hasToasts', target: 'showing' },
      on: {
        'toast.show': { actions: ['addToast', 'scheduleExpiry'] },
      },
    },
    showing: {
      always: { guard: not('hasToasts'), target: 'hidden' },
      on: {
        // A toast joining one already shown is the "more than one shown" case of the spec.
        'toast.show': [{ guard: 'isDuplicate' }, { actions: ['addToast', 'scheduleExpiry', 'cancelCleanup', 'scheduleCleanup'] }],
      },
    },
  },
})
