import { Link } from 'react-router'
import { TERMS_LAST_UPDATED } from '../../../domain/constants'
import { useFormatDate, useT } from '../../i18n'
import { useShell } from '../../app/shell'
import type { LegalSection } from './legal-content'
import './legal.css'

/** A legal document: title, last-updated date, its sections, and how to reach the store. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  const t = useT()
  const formatDate = useFormatDate()
  const { theme, store } = useShell()
  const { contactEmail, contactAddress } = theme.content.footer
  const updated = formatDate(TERMS_LAST_UPDATED, { year: 'numeric', month: 'long', day: 'numeric' })
  return (
    <article className="legal page container" aria-labelledby="legal-title">
      <h1 id="legal-title">{title}</h1>
      <p className="legal__updated">
        <time dateTime={TERMS_LAST_UPDATED}>{t('legal.lastUpdated', { date: updated })}</time>
      </p>
      <div className="legal__body" lang="en">
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`legal-${i + 1}`}>
            <h2 id={`legal-${i + 1}`}>
              {i + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph, j) => (
              <p key={j}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul>
                {section.list.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <section className="legal__contact" aria-labelledby="legal-contact">
        <h2 id="legal-contact">{t('legal.contact')}</h2>
        <p>{t('legal.contactIntro', { name: theme.meta.storeName || store.name })}</p>
        {contactEmail || contactAddress ? (
          <address>
            {contactEmail ? (
              <p>
                {t('legal.email')}: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </p>
            ) : null}
            {contactAddress ? (
              <p>
                {t('legal.address')}: {contactAddress}
              </p>
            ) : null}
          </address>
        ) : (
          <p>
            <Link to="/contact">{t('footer.contactUs')}</Link>
          </p>
        )}
      </section>
    </article>
  )
}
