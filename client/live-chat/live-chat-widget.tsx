import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '../i18n'
import { isCheckoutPath } from '../analytics/pixels'
import './live-chat.css'

const LiveChatPanel = lazy(() => import('./live-chat-panel').then(({ LiveChatPanel }) => ({ default: LiveChatPanel })))

/**
 * The live-chat launcher (spec section 2: shown when live-chat-disabled is 'false'). Like
 * the third-party widget it stands in for, it appears once the page is interactive and
 * stays off payment pages; the chat itself loads on first open.
 */
export function LiveChatWidget() {
  const t = useT()
  const [ready, setReady] = useState(false)
  const [open, setOpen] = useState(false)
  const launcher = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (isCheckoutPath(window.location.pathname)) return
    const show = () => setReady(true)
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(show, { timeout: 2000 })
      return () => window.cancelIdleCallback(handle)
    }
    const timer = setTimeout(show, 1)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const close = () => {
    setOpen(false)
    launcher.current?.focus()
  }

  if (!ready) return null
  return (
    <div className="chat-widget">
      {open ? (
        <Suspense fallback={null}>
          <LiveChatPanel variant="floating" onClose={close} />
        </Suspense>
      ) : null}
      <button ref={launcher} type="button" className="chat-launcher" aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4V5Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        <span>{open ? t('liveChat.close') : t('support.liveChat')}</span>
      </button>
    </div>
  )
}
