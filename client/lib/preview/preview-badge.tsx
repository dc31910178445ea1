import { useState } from 'react'
import { useT } from '../../i18n'
import { endPreview } from './start-preview'
import './preview-badge.css'

/** Tells the store owner they are looking at unpublished work, and lets them leave. */
export function PreviewBadge() {
  const t = useT()
  const [leaving, setLeaving] = useState(false)
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
          endPreview().catch(() => setLeaving(false))
        }}
      >
        {t('common.exitPreview')}
      </button>
    </aside>
  )
}
