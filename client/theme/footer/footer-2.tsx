import { useShell } from '../../app/shell'
import { NewsletterForm } from '../../components/newsletter-form'
import { useT } from '../../i18n'
import { SocialLinks } from '../header/header-parts'
import { Copyright, FooterAbout, LegalLinks, LocalizationButton, PoweredBy, SupportLinks, useStoreName } from './footer-parts'

/** Template 2, centred: about, a wide newsletter, one row of links, social, then the credits. */
export function Footer2() {
  const t = useT()
  const shell = useShell()
  const name = useStoreName()
  return (
    <footer className="site-footer site-footer--2" data-template="2">
      <div className="container site-footer__center">
        <FooterAbout className="footer-about footer-about--center" />
        <NewsletterForm className="newsletter newsletter--wide" />
        <nav aria-label={t('footer.help')} className="site-footer__links-row">
          <SupportLinks className="footer-links footer-links--inline" />
          <LegalLinks className="footer-links footer-links--inline" />
        </nav>
        <SocialLinks links={shell.theme.brand.socialMedia} storeName={name} className="social footer-social footer-social--center" />
      </div>
      <div className="container site-footer__bottom site-footer__bottom--center">
        <Copyright />
        <PoweredBy />
        <LocalizationButton />
      </div>
    </footer>
  )
}
