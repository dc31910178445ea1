import { useHeaderModel } from './header-model'
import { CartLink, Logo, MainNav, SearchLink, SocialLinks } from './header-parts'
import { MenuFlyout } from './menu-flyout'

/**
 * The custom template: the merchant's artwork as a wide banner (or the store name set
 * large), with a slim bar underneath for the menu, search and cart.
 */
export function HeaderCustom() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--custom" data-template="custom">
      <div className="site-header__banner">
        <div className="container">
          <Logo model={model} className="logo logo--banner" />
        </div>
      </div>
      <div className="container site-header__bar">
        <MenuFlyout model={model} />
        <MainNav items={model.menu} className="main-nav site-header__nav" />
        <div className="site-header__actions">
          <SocialLinks links={model.social} storeName={model.storeName} className="social site-header__social" />
          <SearchLink model={model} />
          <CartLink model={model} />
        </div>
      </div>
    </header>
  )
}
