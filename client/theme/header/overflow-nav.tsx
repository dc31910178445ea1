import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { ChevronDownIcon } from '../../components/icons'
import { useT } from '../../i18n'
import type { MenuItem } from '../menu'
import { MenuLink } from '../nav-link'

/** Entries that always show as pills; header.css shows more as the screen widens. */
const ALWAYS_INLINE = 3

/**
 * Header 3's menu on one row: the first entries as pills and every other one under a
 * 'More' disclosure, so a long menu never wraps onto a second row or squeezes the store's
 * name. How many pills fit at each width is set in header.css, which hides the pills that
 * don't fit and shows them in 'More' instead.
 */
export function OverflowNav({ items }: { items: MenuItem[] }) {
  const t = useT()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const more = useRef<HTMLLIElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!more.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    setOpen(false)
    toggle.current?.focus()
  }
  const onBlur = (event: FocusEvent) => {
    if (!more.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
  }

  return (
    <nav className="main-nav main-nav--pills site-header__nav overflow-nav" aria-label={t('header.mainMenu')}>
      <ul className="overflow-nav__row">
        {items.map((item) => (
          <li key={item.key} className="overflow-nav__item">
            <MenuLink item={item} className="main-nav__link" />
          </li>
        ))}
        {items.length > ALWAYS_INLINE ? (
          <li ref={more} className="overflow-nav__more" onKeyDown={onKeyDown} onBlur={onBlur}>
            <button
              ref={toggle}
              type="button"
              className="main-nav__link overflow-nav__toggle"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
            >
              {t('header.more')}
              <ChevronDownIcon className="overflow-nav__chevron" />
            </button>
            <ul id={listId} className="overflow-nav__menu" hidden={!open}>
              {items.map((item) => (
                <li key={item.key} className="overflow-nav__extra">
                  <MenuLink item={item} className="overflow-nav__link" onNavigate={() => setOpen(false)} />
                </li>
              ))}
            </ul>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
