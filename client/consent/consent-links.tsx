import type { MouseEvent } from 'react'
import { useShell } from '../app/shell'
import { useStoreHref } from '../app/store-href'
import { useT } from '../i18n'
import { pageConsent } from './page-consent'

/**
 * The footer's way back to the choice, on every page: Cookie settings, and for US shoppers
 * the opt-out of sale and sharing. Both open the settings; without scripts (when nothing
 * tracks anyway) they lead to the privacy policy.
 */
export function ConsentLinks() {
  const t = useT()
  const shell = useShell()
  const href = useStoreHref()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    pageConsent(shell).openSettings()
  }
  return (
    <>
      <li>
        <a href={href('/privacy-policy')} onClick={open}>
          {t('footer.cookieSettings')}
        </a>
      </li>
      {shell.privacyRegion === 'us' ? (
        <li>
          <a href={href('/privacy-policy')} onClick={open}>
            {t('footer.doNotSell')}
          </a>
        </li>
      ) : null}
    </>
  )
}
