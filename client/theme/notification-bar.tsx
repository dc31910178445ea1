import { useEffect, useState } from 'react'
import { CloseIcon } from '../components/icons'
import { useT } from '../i18n'
import { useShell } from '../app/shell'
import { readableOn } from '../../domain/contrast'
import { isExternal } from './external-link'

const DISMISSED_KEY = 'notificationDismissed'

/** The theme's announcement above the header, in the primary colour; dismissed for the session. */
export function NotificationBar() {
  const t = useT()
  const { theme } = useShell()
  const notification = theme.content.notification
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => {
    if (!notification) return
    try {
      setDismissed(window.sessionStorage.getItem(DISMISSED_KEY) === notification.text)
    } catch {
      // Storage blocked: the bar simply shows again.
    }
  }, [notification])

  if (!notification?.text || dismissed) return null
  const background = theme.styles.primaryColor
  const dismiss = () => {
    setDismissed(true)
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, notification.text)
    } catch {
      // As above.
    }
  }
  return (
    <aside className="notification-bar" style={{ background, color: readableOn(background) }} aria-label={t('header.announcement')}>
      <p className="notification-bar__text">
        {notification.url ? (
          <a href={notification.url} {...(isExternal(notification.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {notification.text}
          </a>
        ) : (
          notification.text
        )}
      </p>
      <button type="button" className="icon-button notification-bar__close" onClick={dismiss}>
        <CloseIcon size={16} />
        <span className="visually-hidden">{t('header.dismissNotification')}</span>
      </button>
    </aside>
  )
}
