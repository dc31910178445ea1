import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { GlobeIcon } from '../../components/icons'
import { ConsentLinks } from '../../consent/consent-links'
import { useT } from '../../i18n'
import { useShell } from '../../app/shell'
import { translateDynamic } from '../../i18n/dynamic-message'
import { supportLinks } from '../support-links'
import { REGION_LABEL } from '../region-label'

const LocalizationModal = lazy(() => import('../localization-modal'))

export function useStoreName(): string {
  const shell = useShell()
  return shell.theme.meta.storeName || shell.store.name
}

export function FooterAbout({ className = 'footer-about' }: { className?: string }) {
  const shell = useShell()
  const name = useStoreName()
  const about = shell.theme.content.footer.about
  return (
    <div className={className}>
      <p className="footer-about__name">{name}</p>
      {about ? <p className="footer-about__text">{about}</p> : null}
    </div>
  )
}

/** Support, Track Order, Contact Us: the store's own pages with the support flag, else the platform's. */
export function SupportLinks({ className = 'footer-links' }: { className?: string }) {
  const t = useT()
  const { store, platform } = useShell()
  return (
    <ul className={className}>
      {supportLinks(store.flags, platform.help).map((link) => (
        <li key={link.key}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {translateDynamic(t, link.labelKey)}
              <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
            </a>
          ) : (
            <Link to={link.href}>{translateDynamic(t, link.labelKey)}</Link>
          )}
        </li>
      ))}
    </ul>
  )
}

export function LegalLinks({ className = 'footer-links' }: { className?: string }) {
  const t = useT()
  return (
    <ul className={className}>
      <li>
        <Link to="/terms-of-use">{t('footer.terms')}</Link>
      </li>
      <li>
        <Link to="/privacy-policy">{t('footer.privacy')}</Link>
      </li>
      <ConsentLinks />
    </ul>
  )
}

export function PoweredBy() {
  const t = useT()
  const { platform } = useShell()
  return (
    <p className="powered-by">
      {t('footer.poweredBy')}{' '}
      <a href={platform.url} target="_blank" rel="noopener noreferrer">
        {platform.name}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    </p>
  )
}

export function Copyright() {
  const t = useT()
  const shell = useShell()
  const name = useStoreName()
  const text = shell.theme.content.footer.copyright || t('footer.copyright', { year: new Date().getUTCFullYear(), name })
  return <p className="copyright">{text}</p>
}

/**
 * Shows the buyer's shipping region and currency and opens the localization modal. A link
 * to the localization page, where a tap before the scripts have hydrated (or without them)
 * leads (the page goes back to where it came from, its Referer); once hydrated it opens the
 * modal in place. One address on every page, so the pages the edge keeps stay the same.
 */
export function LocalizationButton() {
  const t = useT()
  const { localization } = useShell()
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  return (
    <>
      <Link
        to="/localization"
        className="localization-button"
        aria-haspopup="dialog"
        onClick={(event) => {
          // A new tab or window (a modifier or the middle button) gets the page itself.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
          event.preventDefault()
          setRequested(true)
          setOpen(true)
        }}
      >
        <GlobeIcon size={18} />
        <span className="visually-hidden">{t('footer.changeLocalization')}: </span>
        <span>
          {t('footer.localization', { region: t(REGION_LABEL[localization.buyer_region]), currency: localization.buyer_currency })}
        </span>
      </Link>
      {requested ? (
        <Suspense fallback={null}>
          <LocalizationModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
