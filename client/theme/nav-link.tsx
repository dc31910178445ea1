import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { useT } from '../i18n'
import type { MenuItem } from './menu'

/** A menu entry: a router link inside the store, a new-tab link outside it. */
export function MenuLink({
  item,
  className,
  onNavigate,
  children,
}: {
  item: MenuItem
  className?: string
  onNavigate?: () => void
  children?: ReactNode
}) {
  const t = useT()
  if (item.external) {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {children ?? item.label}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </a>
    )
  }
  return (
    <NavLink className={className} to={item.href} end onClick={onNavigate}>
      {children ?? item.label}
    </NavLink>
  )
}
