import { useId } from 'react'
import { CloseIcon, MenuIcon } from '../../components/icons'
import { useT } from '../../i18n'
import { closeOnLink, MainNav, SocialLinks } from './header-parts'
import type { HeaderModel } from './header-model'

// Invoker commands (HTML `commandfor`/`command`), which React passes through as written.
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close'
  }
}

/**
 * The hamburger and the flyout it opens on small screens (or always, in header 3), without
 * a line of script (docs/decisions/144-menu-opens-before-scripts.md): the flyout is a
 * `<dialog>` in the page's HTML that its button opens as a modal (`command="show-modal"`),
 * so a tap works before the scripts have arrived or without them. The browser moves focus
 * in, makes the page behind inert, closes it on Escape or a tap on the backdrop
 * (`closedby="any"`) and returns focus to the button. A browser without invoker commands
 * shows it as a popover (`popovertarget`). Once hydrated, Tab stays inside and a link
 * followed closes it. The same markup on the server and in the browser.
 */
export function MenuFlyout({ model, className = 'menu-button' }: { model: HeaderModel; className?: string }) {
  const t = useT()
  const id = useId()
  return (
    <>
      <button
        type="button"
        className={`icon-button ${className}`}
        aria-haspopup="dialog"
        commandfor={id}
        command="show-modal"
        popoverTarget={id}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('header.openMenu')}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks closeOnLink reads are its links', which Enter clicks too. */}
      <dialog
        id={id}
        popover="auto"
        closedby="any"
        className="modal modal--drawer flyout"
        aria-label={model.storeName}
        onClick={closeOnLink}
      >
        <div className="modal__panel">
          <div className="modal__header">
            <h2 className="modal__title">{model.storeName}</h2>
            <button type="button" className="icon-button modal__close" commandfor={id} command="close" popoverTarget={id}>
              <CloseIcon />
              <span className="visually-hidden">{t('common.close')}</span>
            </button>
          </div>
          <div className="modal__body">
            <MainNav
              items={
                model.showSearch
                  ? [...model.menu, { key: 'search', label: t('header.search'), href: '/search', external: false }]
                  : model.menu
              }
              className="flyout__menu"
            />
            <SocialLinks links={model.social} storeName={model.storeName} className="social flyout__social" />
          </div>
        </div>
      </dialog>
    </>
  )
}
