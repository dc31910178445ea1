import { useT } from '../../i18n'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { termsOfUse } from './legal-content'
import { LegalPage } from './legal-page'

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('legal.termsTitle') }),
}

/** /terms-of-use */
export function Component() {
  const t = useT()
  const { theme, store } = useShell()
  return <LegalPage title={t('legal.termsTitle')} sections={termsOfUse(theme.meta.storeName || store.name)} />
}
