import { useHeaderModel } from './header-model'
import { CartLink, Logo, MainNav, SearchLink, SocialLinks } from './header-parts'
import { MenuFlyout } from './menu-flyout'

/** Template 1, classic: logo at the left, social, search and cart at the right, the menu in a row beneath. */
export function Header1() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--1" data-template="1">
      <div className="container site-header__bar">
        <MenuFlyout model={model} />
        <Logo model={model} />
        <div className="site-header__actions">
          <SocialLinks links={model.social} storeName={model.storeName} className="social site-header__social" />
          <SearchLink model={model} />
          <CartLink model={model} />
        </div>
        <MainNav items={model.menu} className="main-nav site-header__nav" />
      </div>
    </header>
  )
}
