import { useHeaderModel } from './header-model'
import { CartLink, Logo, MainNav, SearchLink, SocialLinks } from './header-parts'
import { MenuFlyout } from './menu-flyout'

/**
 * Template 2, centred: the logo in the middle over a centred menu; social at the left and
 * search and cart at the right. The logo comes first in reading order; the grid places it.
 */
export function Header2() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--2" data-template="2">
      <div className="container site-header__bar">
        <MenuFlyout model={model} className="menu-button site-header__start" />
        <Logo model={model} className="logo logo--center" />
        <SocialLinks links={model.social} storeName={model.storeName} className="social site-header__social site-header__start" />
        <div className="site-header__actions">
          <SearchLink model={model} />
          <CartLink model={model} />
        </div>
      </div>
      <div className="site-header__row">
        <MainNav items={model.menu} className="main-nav site-header__nav main-nav--center" />
      </div>
    </header>
  )
}
