import { type FormEvent, useId, useState } from 'react'
import { type ActionFunctionArgs, Link, useActionData, useSearchParams } from 'react-router'
import { ORDER_RECOVERY_DAYS } from '../../../domain/constants'
import { Field } from '../../components/field'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { AfterSalesError, recoverOrders } from '../../api/after-sales-api'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { isValidEmail } from '../contact/contact-validation'
import type { RecoverRefused } from './recover-action'
import './track.css'

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('recover.title'), description: t('recover.intro'), noIndex: true }),
}

/** The form posted before or without scripts; its code loads only on the worker (ADR 141). */
export async function action(args: ActionFunctionArgs) {
  const { recoverAction } = await import('./recover-action')
  return recoverAction(args)
}

type RecoverState = { kind: 'idle' } | { kind: 'pending' } | { kind: 'sent' } | { kind: 'failed'; message: string }

/** /track/recover: emails the shopper their order numbers from the past 60 days. */
export function Component() {
  const t = useT()
  const id = useId()
  const { store } = useShell()
  // What the worker answered a post made before or without scripts: sent (`?sent`), or refused.
  const refused = useActionData() as RecoverRefused | undefined
  const [search] = useSearchParams()
  const [email, setEmail] = useState(refused?.email ?? '')
  const [invalid, setInvalid] = useState(refused?.refused === 'email')
  const [state, setState] = useState<RecoverState>(
    search.has('sent')
      ? { kind: 'sent' }
      : refused?.refused === 'failed'
        ? { kind: 'failed', message: refused.message || t('errors.generic') }
        : { kind: 'idle' },
  )

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (!isValidEmail(trimmed)) {
      setInvalid(true)
      document.getElementById(`${id}-email`)?.focus()
      return
    }
    setState({ kind: 'pending' })
    try {
      await recoverOrders(trimmed, store.slug)
      setState({ kind: 'sent' })
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof AfterSalesError && error.message ? error.message : t('errors.generic') })
    }
  }

  return (
    <section className="track page page--narrow container" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('recover.title')}</h1>
      <p className="muted">{t('recover.intro')}</p>
      {state.kind === 'sent' ? (
        <p className="notice notice--success" role="status">
          {t('recover.success', { days: ORDER_RECOVERY_DAYS })}
        </p>
      ) : (
        <form method="post" className="track-form" noValidate onSubmit={submit} aria-busy={state.kind === 'pending'}>
          <Field id={`${id}-email`} label={t('recover.email')} error={invalid ? t('address.errorEmail') : undefined}>
            {(control) => (
              <div className="track-form__row">
                <input
                  {...control}
                  name="email"
                  type="email"
                  className="input"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value)
                    if (invalid && isValidEmail(event.target.value)) setInvalid(false)
                  }}
                  onBlur={() => {
                    setEmail((current) => current.trim())
                    setInvalid(!isValidEmail(email))
                  }}
                />
                <button
                  type="submit"
                  className="button"
                  disabled={state.kind === 'pending'}
                  onMouseDown={(event) => event.preventDefault()}
                >
                  {state.kind === 'pending' ? t('recover.sending') : t('recover.submit')}
                </button>
              </div>
            )}
          </Field>
          {state.kind === 'pending' ? <Spinner label={t('recover.sending')} /> : null}
          {state.kind === 'failed' ? (
            <p className="notice notice--warning" role="alert">
              {state.message}
            </p>
          ) : null}
        </form>
      )}
      <p className="track__back">
        <Link to="/track">{t('recover.backToTrack')}</Link>
      </p>
    </section>
  )
}
