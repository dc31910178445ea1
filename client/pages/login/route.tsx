import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useT } from '../../i18n'
import { previewTokenFromHash } from '../../preview/preview-hash'
import type { PageHandle } from '../../app/page-meta'
import './login.css'

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('login.title'), noIndex: true }),
}

/**
 * The password gate (spec section 6): one accessCode field, submitted by GET to /, where
 * the worker checks it. A wrong code comes back here with ?error=1, and too many wrong
 * codes from one address with ?error=too-many (answered 429 by the gate). Its one field is
 * written out rather than the shared Field: Field's chunk would add 0.3 KB gzip to the
 * gate's first visit, which is over its ceiling already (docs/decisions/012). A preview
 * link that the gate sent here keeps its token: the form goes on to `/#preview=…`, which
 * the browser keeps through the gate's redirect, so the preview opens once the code is right.
 */
export function Component() {
  const t = useT()
  const [params] = useSearchParams()
  const error = params.get('error')
  const wrong = error === '1' || error === 'too-many'
  const [action, setAction] = useState('/')
  useEffect(() => {
    if (previewTokenFromHash(window.location.hash)) setAction(`/${window.location.hash}`)
  }, [])
  return (
    <section className="login page page--narrow container" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <p>{t('login.intro')}</p>
      <form method="get" action={action} className="login__form">
        <label htmlFor="accessCode">{t('login.accessCode')}</label>
        <input
          id="accessCode"
          name="accessCode"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? 'accessCode-error' : undefined}
        />
        {wrong && (
          <p id="accessCode-error" className="field__error" role="alert">
            {error === 'too-many' ? t('login.tooManyAttempts') : t('login.wrongCode')}
          </p>
        )}
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </form>
    </section>
  )
}
