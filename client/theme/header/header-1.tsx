import { useHeaderModel } from './header-model'
import { CartLink, Logo, MainNav, MenuFlyout, SearchLink, SocialLinks } from './header-parts'

/** Template 1, classic: logo at the left, the menu beside it, social, search and cart at the right. */
export function Header1() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--1">
      <div className="container site-header__bar">
        <MenuFlyout model={model} />
        <Logo model={model} />
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
