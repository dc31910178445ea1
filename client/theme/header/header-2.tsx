import { useHeaderModel } from './header-model'
import { CartLink, Logo, MainNav, MenuFlyout, SearchLink, SocialLinks } from './header-parts'

/** Template 2, centred: the logo in the middle over a centred menu; social left, search and cart right. */
export function Header2() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--2">
      <div className="container site-header__bar">
        <div className="site-header__start">
          <MenuFlyout model={model} />
          <SocialLinks links={model.social} storeName={model.storeName} className="social site-header__social" />
        </div>
        <Logo model={model} className="logo logo--center" />
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
