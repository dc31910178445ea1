import { useT } from '../../i18n'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { privacyPolicy } from './legal-content'
import { LegalPage } from './legal-page'

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('legal.privacyTitle') }),
}

/** /privacy-policy */
export function Component() {
  const t = useT()
  const { theme, store } = useShell()
  return <LegalPage title={t('legal.privacyTitle')} sections={privacyPolicy(theme.meta.storeName || store.name)} />
}
