import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import type { SocialLink } from '../../../domain/schemas/theme'
import { BagIcon, SearchIcon } from '../../components/icons'
import { NETWORK_NAMES, SocialIcon } from '../../components/social-icon'
import { useT } from '../../i18n'
import { cartCountLabel } from '../../actors/cart-count'
import { isExternal } from '../external-link'
import type { MenuItem } from '../menu'
import { MenuLink } from '../nav-link'
import type { HeaderModel } from './header-model'

/** A link followed in a popover or dialog closes it, however it was shown (modal or popover). */
export function closeOnLink(event: MouseEvent<HTMLElement>): void {
  if (!(event.target as Element).closest('a')) return
  const box = event.currentTarget as HTMLDialogElement
  box.close?.()
  box.hidePopover()
}

export function Logo({ model, className = 'logo' }: { model: HeaderModel; className?: string }) {
  const t = useT()
  const content = model.logoUrl ? (
    <img className="logo__image" src={model.logoUrl} alt={model.storeName} width={200} height={56} />
  ) : (
    <span className="logo__text">{model.storeName}</span>
  )
  const label = t('header.home', { name: model.storeName })
  return isExternal(model.homeHref) ? (
    <a className={className} href={model.homeHref} aria-label={label}>
      {content}
    </a>
  ) : (
    <Link className={className} to={model.homeHref} aria-label={label}>
      {content}
    </Link>
  )
}

export function MainNav({ items, className = 'main-nav' }: { items: MenuItem[]; className?: string }) {
  const t = useT()
  return (
    <nav className={className} aria-label={t('header.mainMenu')}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <MenuLink item={item} className="main-nav__link" />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Social profiles; on narrow desktops only the first 3 show (CSS hides the rest). */
export function SocialLinks({ links, storeName, className = 'social' }: { links: SocialLink[]; storeName: string; className?: string }) {
  const t = useT()
  if (links.length === 0) return null
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.id}>
          <a className="icon-button social__link" href={link.url} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={link.icon} />
            <span className="visually-hidden">
              {t('header.social', { name: storeName, network: NETWORK_NAMES[link.icon] })} {t('common.opensInNewTab')}
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
}

export function SearchLink({ model }: { model: HeaderModel }) {
  const t = useT()
  if (!model.showSearch) return null
  return (
    <Link className="icon-button header-search" to="/search">
      <SearchIcon />
      <span className="visually-hidden">{t('header.search')}</span>
    </Link>
  )
}

/** `Cart · N`, with 99+ above 99; named with the exact count for assistive tech. */
export function CartLink({ model, className = 'cart-link' }: { model: HeaderModel; className?: string }) {
  const t = useT()
  return (
    <Link className={className} to="/cart">
      <BagIcon className="cart-link__icon" />
      <span className="cart-link__text" aria-hidden="true">
        {t('header.cart', { count: cartCountLabel(model.cartCount) })}
      </span>
      <span className="visually-hidden">{t('header.cartLabel', { count: model.cartCount })}</span>
    </Link>
  )
}
