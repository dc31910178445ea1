import { NewsletterForm } from '../../components/newsletter-form'
import { useT } from '../../i18n'
import { useShell } from '../../app/shell'
import { SocialLinks } from '../header/header-parts'
import { Copyright, FooterAbout, LegalLinks, LocalizationButton, PoweredBy, SupportLinks, useStoreName } from './footer-parts'

/** Template 1, columns: about and social, help, legal, newsletter; a bottom bar with the credits. */
export function Footer1() {
  const t = useT()
  const shell = useShell()
  const name = useStoreName()
  return (
    <footer className="site-footer site-footer--1" data-template="1">
      <div className="container site-footer__grid">
        <div className="site-footer__col site-footer__col--about">
          <FooterAbout />
          <SocialLinks links={shell.theme.brand.socialMedia} storeName={name} className="social footer-social" />
        </div>
        <nav className="site-footer__col" aria-label={t('footer.help')}>
          <p className="site-footer__heading">{t('footer.help')}</p>
          <SupportLinks />
        </nav>
        <nav className="site-footer__col" aria-label={t('footer.legal')}>
          <p className="site-footer__heading">{t('footer.legal')}</p>
          <LegalLinks />
        </nav>
        <div className="site-footer__col site-footer__col--newsletter">
          <NewsletterForm />
        </div>
      </div>
      <div className="container site-footer__bottom">
        <Copyright />
        <PoweredBy />
        <LocalizationButton />
      </div>
    </footer>
  )
}
