import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Toast } from '../../machines/toast.machine'
import { useT } from '../i18n'
import { useShell } from '../app/shell'
import { machineText } from '../i18n/machine-text'
import type { ToastActor } from '../actors/toaster'
import { CloseIcon } from './icons'
import './toaster.css'

const NO_TOASTS: Toast[] = []
const noSubscription = () => () => {}

/** The toast actor, loaded after the page is shown (it brings xstate with it). */
function useToastActor(environment: string): ToastActor | null {
  const [actor, setActor] = useState<ToastActor | null>(null)
  useEffect(() => {
    let current = true
    void import('../actors/toaster').then(({ toaster }) => {
      if (current) setActor(toaster(environment))
    })
    return () => {
      current = false
    }
  }, [environment])
  return actor
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
  const shell = useShell()
  const actor = useToastActor(shell.environment)
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
