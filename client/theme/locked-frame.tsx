import { useHeaderModel } from './header/header-model'
import { Logo } from './header/header-parts'
import { Copyright, PoweredBy } from './footer/footer-parts'
import './footer/footer.css'
import './header/header.css'

/**
 * The header and footer of a gated store's /login page for a visitor without the code:
 * the store's name and look, nothing that leads into the store (every such link would only
 * come back here).
 */
export function LockedHeader() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--locked">
      <div className="container site-header__bar">
        <Logo model={model} />
      </div>
    </header>
  )
}

export function LockedFooter() {
  return (
    <footer className="site-footer site-footer--locked">
      <div className="container site-footer__bottom">
        <Copyright />
        <PoweredBy />
      </div>
    </footer>
  )
}
