import { Link } from 'react-router'
import { EMAIL_REPLY_BUSINESS_HOURS } from '../../../domain/constants'
import { useT } from '../../i18n'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { supportLinks } from '../../theme/support-links'
import './contact.css'

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('contact.success'), noIndex: true }),
}

/** /contact-success: the message went through; back to the support topics. */
export function Component() {
  const t = useT()
  const { store, platform } = useShell()
  const topics = supportLinks(store.flags, platform.help)[0]
  return (
    <section className="contact-success page page--narrow container" aria-labelledby="contact-success-title">
      <svg className="contact-success__icon" viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m14 25 7 7 13-15" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 id="contact-success-title">{t('contact.success')}</h1>
      <p className="muted">{t('contact.successBody', { hours: EMAIL_REPLY_BUSINESS_HOURS })}</p>
      {topics.external ? (
        <a className="button" href={topics.href} target="_blank" rel="noopener noreferrer">
          {t('contact.backToSupport')}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      ) : (
        <Link className="button" to={topics.href}>
          {t('contact.backToSupport')}
        </Link>
      )}
    </section>
  )
}
