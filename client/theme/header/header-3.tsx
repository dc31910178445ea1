import { useHeaderModel } from './header-model'
import { CartLink, Logo, MainNav, MenuFlyout, SearchLink } from './header-parts'

/** Template 3, bold: a large wordmark, menu pills and a filled cart button; social lives in the flyout. */
export function Header3() {
  const model = useHeaderModel()
  return (
    <header className="site-header site-header--3" data-template="3">
      <div className="container site-header__bar">
        <Logo model={model} className="logo logo--bold" />
        <MainNav items={model.menu} className="main-nav main-nav--pills site-header__nav" />
        <div className="site-header__actions">
          <SearchLink model={model} />
          <CartLink model={model} className="cart-link cart-link--pill" />
          <MenuFlyout model={model} />
        </div>
      </div>
    </header>
  )
}
