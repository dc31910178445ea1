import { useHeaderModel } from './header-model'
import { CartLink, Logo, SearchLink, SocialLinks } from './header-parts'
import { MenuFlyout } from './menu-flyout'
import { OverflowNav } from './overflow-nav'

/**
 * Template 3, bold: a large wordmark, menu pills on the same row (the rest under 'More'),
 * social icons and a filled cart button. Small screens get the flyout.
 */
export function Header3() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--3" data-template="3">
      <div className="container site-header__bar">
        <Logo model={model} className="logo logo--bold" />
        <OverflowNav items={model.menu} />
        <div className="site-header__actions">
          <SocialLinks links={model.social} storeName={model.storeName} className="social site-header__social" />
          <SearchLink model={model} />
          <CartLink model={model} className="cart-link cart-link--pill" />
          <MenuFlyout model={model} />
        </div>
      </div>
    </header>
  )
}
