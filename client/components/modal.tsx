import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { MODAL_TRANSITION_MS } from '../../domain/constants'
import { useT } from '../i18n'
import { keepTabInside } from './focus-trap'
import { CloseIcon } from './icons'
import './modal.css'

export interface ModalProps {
  open: boolean
  /** Asked for by Escape, the close button or a click on the backdrop. */
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Content under the body, e.g. the dialog's buttons. */
  footer?: ReactNode
  size?: 'sm' | 'md' | 'lg'
  /** `drawer` slides in from the side (the mobile menu). */
  variant?: 'dialog' | 'drawer'
  /** The DOM id of the dialog, named by the spec for some modals (e.g. `sizechart-modal`). */
  id?: string
  /** Hide the title visually but keep it as the dialog's name. */
  hideTitle?: boolean
  className?: string
}

const TRANSITION_STYLE = { '--modal-transition': `${MODAL_TRANSITION_MS}ms` } as CSSProperties

/**
 * A modal dialog on the native <dialog>: the rest of the page is inert while it is open,
 * Tab stays inside, Escape closes, focus returns to where it was. It fades in and out
 * over the spec's 200 ms.
 */
export function Modal({ open, onClose, title, children, footer, size = 'md', variant = 'dialog', id, hideTitle, className }: ModalProps) {
  const t = useT()
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<HTMLElement | null>(null)
  const [mounted, setMounted] = useState(open)
  const [shown, setShown] = useState(false)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose

  useEffect(() => {
    if (open) {
      setMounted(true)
      return
    }
    setShown(false)
    const timer = window.setTimeout(() => setMounted(false), MODAL_TRANSITION_MS)
    return () => window.clearTimeout(timer)
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!mounted || !open || !dialog) return
    if (!dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      document.documentElement.classList.add('has-modal')
    }
    const frame = window.requestAnimationFrame(() => setShown(true))
    return () => window.cancelAnimationFrame(frame)
  }, [mounted, open])

  useEffect(() => {
    if (mounted) return
    document.documentElement.classList.remove('has-modal')
    // The opener may be gone (the consent banner's Choose unmounts as the settings open): then the page's main takes the focus, never the body.
    const back = returnFocus.current
    if (back === null) return
    if (back.isConnected && back !== document.body) back.focus()
    else document.getElementById('main')?.focus()
    returnFocus.current = null
  }, [mounted])

  useEffect(() => () => document.documentElement.classList.remove('has-modal'), [])

  if (!mounted) return null

  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={['modal', `modal--${size}`, `modal--${variant}`, shown ? 'is-shown' : '', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      style={TRANSITION_STYLE}
      onKeyDown={(event) => keepTabInside(event, dialogRef.current)}
      onCancel={(event) => {
        event.preventDefault()
        onCloseRef.current()
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onCloseRef.current()
      }}
    >
      <div className="modal__panel">
        {/* Not <header>/<footer>: inside the site's header or footer those would be nested landmarks. */}
        <div className="modal__header">
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button type="button" className="icon-button modal__close" onClick={() => onCloseRef.current()}>
            <CloseIcon />
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
      </div>
    </dialog>
  )
}
