import { type ToggleEvent, useId, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons'
import { useT } from '../../i18n'
import type { MenuItem } from '../menu'
import { MenuLink } from '../nav-link'
import { closeOnLink } from './header-parts'

/** Entries that always show as pills; header.css shows more as the screen widens. */
const ALWAYS_INLINE = 3

/**
 * Header 3's menu on one row: the first entries as pills and every other one under 'More',
 * so a long menu never wraps onto a second row or squeezes the store's name. How many pills
 * fit at each width is set in header.css, which hides the pills that don't fit and shows
 * them in 'More' instead.
 *
 * 'More' opens without a line of script (docs/decisions/153-header-more-opens-without-scripts.md):
 * its list is a popover in the page's HTML that the toggle opens (`popovertarget`), placed
 * under the pill by CSS anchor positioning. The browser closes it on Escape or a tap
 * outside and gives the toggle its expanded state. Once hydrated, a link followed closes it.
 */
export function OverflowNav({ items }: { items: MenuItem[] }) {
  const t = useT()
  const listId = useId()
  // Mirrors the browser's own state, only for the chevron and aria-expanded once hydrated.
  const [open, setOpen] = useState<boolean | undefined>(undefined)

  return (
    <nav className="main-nav main-nav--pills site-header__nav overflow-nav" aria-label={t('header.mainMenu')}>
      <ul className="overflow-nav__row">
        {items.map((item) => (
          <li key={item.key} className="overflow-nav__item">
            <MenuLink item={item} className="main-nav__link" />
          </li>
        ))}
        {items.length > ALWAYS_INLINE ? (
          <li className="overflow-nav__more">
            <button type="button" className="main-nav__link overflow-nav__toggle" aria-expanded={open} popoverTarget={listId}>
              {t('header.more')}
              <ChevronDownIcon className="overflow-nav__chevron" />
            </button>
            {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks closeOnLink reads are its links', which Enter clicks too. */}
            <ul
              id={listId}
              popover="auto"
              className="overflow-nav__menu"
              onToggle={(event: ToggleEvent<HTMLUListElement>) => setOpen(event.newState === 'open')}
              onClick={closeOnLink}
            >
              {items.map((item) => (
                <li key={item.key} className="overflow-nav__extra">
                  <MenuLink item={item} className="overflow-nav__link" />
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
