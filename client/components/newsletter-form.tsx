import { useId } from 'react'
import { useT } from '../i18n'
import { useShell } from '../app/shell'
import { NEWSLETTER_FALLBACK_ACTION } from '../theme/platform'

/**
 * The newsletter sign-up (spec sections 5 and 7): a plain form that posts its EMAIL field
 * to the theme's newsletter service in a new tab. The field is not validated, as the spec
 * says; the service answers for itself. Mailchimp audiences also get their user and list
 * ids. Renders nothing when the theme turns the newsletter off.
 */
export function NewsletterForm({ className = 'newsletter' }: { className?: string }) {
  const t = useT()
  const id = useId()
  const { theme } = useShell()
  if (!theme.content.footer.newsletter) return null
  const { newsletterAction, mailchimpUserId, mailchimpAudienceId } = theme.meta
  const action = newsletterAction || NEWSLETTER_FALLBACK_ACTION
  return (
    <form className={className} action={action} method="post" target="_blank" noValidate aria-labelledby={`${id}-title`} rel="noopener">
      <p id={`${id}-title`} className="newsletter__title">
        {t('newsletter.title')}
      </p>
      <p className="newsletter__intro">{t('newsletter.intro')}</p>
      {mailchimpUserId ? <input type="hidden" name="u" value={mailchimpUserId} /> : null}
      {mailchimpAudienceId ? <input type="hidden" name="id" value={mailchimpAudienceId} /> : null}
      <div className="newsletter__row">
        <label className="visually-hidden" htmlFor={`${id}-email`}>
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          className="input newsletter__input"
          type="email"
          name="EMAIL"
          autoComplete="email"
          placeholder={t('newsletter.placeholder')}
        />
        <button type="submit" className="button newsletter__submit">
          {t('newsletter.subscribe')}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </button>
      </div>
    </form>
  )
}
