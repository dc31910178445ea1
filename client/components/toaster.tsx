import { useSyncExternalStore } from 'react'
import type { Toast } from '../../machines/toast.machine'
import { useT } from '../i18n'
import { machineText } from '../i18n/machine-text'
import { onToaster, runningToaster, type ToastActor } from '../actors/toast-registry'
import { CloseIcon } from './icons'
import './toaster.css'

const NO_TOASTS: Toast[] = []
const noSubscription = () => () => {}

const noActor = () => null

/** The toast actor once a machine has started it: the regions load no code of their own. */
function useToastActor(): ToastActor | null {
  return useSyncExternalStore(onToaster, runningToaster, noActor)
}

function useToasts(actor: ToastActor | null): Toast[] {
  return useSyncExternalStore(
    actor ? (listener) => actor.subscribe(listener).unsubscribe : noSubscription,
    () => actor?.getSnapshot().context.toasts ?? NO_TOASTS,
    () => NO_TOASTS,
  )
}

/**
 * The toasts of the page: top-right by default, the payment failure across the top. Each
 * region is a live region (the payment failure an assertive one) so a toast is read out
 * once without moving focus.
 */
export function Toaster() {
  const t = useT()
  const actor = useToastActor()
  const toasts = useToasts(actor)
  const regions = [
    { position: 'top', toasts: toasts.filter((toast) => toast.position === 'top') },
    { position: 'top-right', toasts: toasts.filter((toast) => toast.position === 'top-right') },
  ] as const
  return (
    <>
      {regions.map((region) => (
        <div key={region.position} className={`toaster toaster--${region.position}`}>
          <ul className="toaster__list" aria-label={t('toast.region')} aria-live={region.position === 'top' ? 'assertive' : 'polite'}>
            {region.toasts.map((toast) => (
              <li key={toast.id} className={`toast toast--${toast.kind}`}>
                <div className="toast__body">
                  <p className="toast__title">{machineText(t, toast.title)}</p>
                  <p className="toast__message">{machineText(t, toast.message)}</p>
                </div>
                <button
                  type="button"
                  className="icon-button toast__dismiss"
                  onClick={() => actor?.send({ type: 'toast.dismiss', id: toast.id })}
                >
                  <CloseIcon />
                  <span className="visually-hidden">{t('toast.dismiss')}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  )
}
