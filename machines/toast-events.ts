import { PAYMENT_FAILED_TOAST_MS } from '../domain/constants'
import { type Message, message } from './messages'

export type ToastKind = 'success' | 'danger'
export type ToastPosition = 'top-right' | 'top'

/**
 * The event every machine emits when a shopper should see a toast; the UI forwards it
 * unchanged to the toast machine (`actor.on('toast.show', (e) => toaster.send(e))`).
 */
export interface ToastShowEvent {
  type: 'toast.show'
  kind: ToastKind
  message: Message
  /** Overrides the 3000 ms default. */
  durationMs?: number
  /** Overrides the top-right default. */
  position?: ToastPosition
}

export function dangerToast(text: Message, options: Pick<ToastShowEvent, 'durationMs' | 'position'> = {}): ToastShowEvent {
  return { type: 'toast.show', kind: 'danger', message: text, ...options }
}

export function successToast(text: Message, options: Pick<ToastShowEvent, 'durationMs' | 'position'> = {}): ToastShowEvent {
  return { type: 'toast.show', kind: 'success', message: text, ...options }
}

/** 'Payment failed, please try again.' for 6 s at the top (spec section 8). */
export function paymentFailedToast(): ToastShowEvent {
  return dangerToast(message('payment.failed'), { durationMs: PAYMENT_FAILED_TOAST_MS, position: 'top' })
}
