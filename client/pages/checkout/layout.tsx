import { Link, Outlet } from 'react-router'
import { ChevronLeftIcon, LockIcon } from '../../components/icons'
import { Toaster } from '../../components/toaster'
import { useT } from '../../i18n'
import { useShell } from '../../app/shell'
import './checkout.css'

/**
 * The frame of the checkout pages: a slim header with the way back to the cart
 * ('Continue shopping' on wide screens, an arrow on phones) and the store's logo, which
 * leads to / whatever link the theme gives it elsewhere (spec section 2); no menu, footer
 * or merchant CSS, so nothing distracts from paying.
 */
export function Component() {
  const t = useT()
  const shell = useShell()
  const header = shell.theme.content.header
  const storeName = shell.theme.meta.storeName || shell.store.name
  const logo = header.logoUrl ? (
    <img className="checkout-header__logo-image" src={header.logoUrl} alt={storeName} width={160} height={44} />
  ) : (
    <span className="checkout-header__logo-text">{storeName}</span>
  )
  return (
    <div className="checkout-shell">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="checkout-header">
        <div className="checkout-header__inner container">
          <Link to="/cart" className="checkout-header__back">
            <ChevronLeftIcon aria-hidden="true" />
            <span className="checkout-header__back-text">{t('header.continueShopping')}</span>
          </Link>
          <Link to="/" className="checkout-header__logo" aria-label={t('header.home', { name: storeName })}>
            {logo}
          </Link>
          <span className="checkout-header__secure">
            <LockIcon aria-hidden="true" />
            <span className="checkout-header__secure-text">{t('checkout.secure')}</span>
          </span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="checkout-main">
        <Outlet />
      </main>
      <Toaster />
    </div>
  )
}
