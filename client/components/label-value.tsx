import type { ReactNode } from 'react'
import { useT } from '../i18n'

// Stands in for the value while the pattern is translated, so the value can be a node.
const SLOT = '\u0000'

/**
 * 'Label: value' in the buyer's language ('Quantité : 1' in French), with the value
 * rendered as given (e.g. styled apart from the label).
 */
export function LabelValue({ label, children }: { label: string; children: ReactNode }) {
  const t = useT()
  const [before, after = ''] = t('common.labelValue', { label, value: SLOT }).split(SLOT)
  return (
    <>
      {before}
      {children}
      {after}
    </>
  )
}
