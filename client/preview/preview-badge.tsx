import { useState } from 'react'
import { useT } from '../i18n'
import { useShell } from '../app/shell'
import './preview-badge.css'

/**
 * Tells the store owner they are looking at unpublished work (spec section 6), and lets
 * them leave. The layout renders it first, above the header: phones show it as a bar in
 * the flow, wider screens as a card fixed in the bottom corner.
 */
export function PreviewBadge() {
  const t = useT()
  const { preview } = useShell()
  const [leaving, setLeaving] = useState(false)
  if (!preview) return null
  return (
    <aside className="preview-badge" aria-label={t('common.preview')}>
      <span className="preview-badge__label">{t('common.preview')}</span>
      <span className="preview-badge__text">{t('common.previewMode')}</span>
      <button
        type="button"
        className="preview-badge__exit"
        disabled={leaving}
        onClick={() => {
          setLeaving(true)
          // Its code loads on the click: a shopper's page never needs it.
          import('./start-preview').then(({ endPreview }) => endPreview()).catch(() => setLeaving(false))
        }}
      >
        {t('common.exitPreview')}
      </button>
    </aside>
  )
}
