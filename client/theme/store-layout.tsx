// Base styles first, so the component styles below can refine them.
import '../styles/base.css'
import { useEffect } from 'react'
import { Outlet, useNavigation } from 'react-router'
import { Spinner } from '../components/spinner'
import { useT } from '../i18n'
import { PreviewBadge } from '../preview/preview-badge'
import { useShell } from '../app/shell'
import { ConsentRoot } from '../consent/consent-root'
import { StoreExtras } from './store-extras'
import { SiteFooter } from './footer/site-footer'
import { SiteHeader } from './header/site-header'
import { LockedFooter, LockedHeader } from './locked-frame'
import { NotificationBar } from './notification-bar'

/** Marks the document once React has taken over the server's HTML (tests and styles wait for it). */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

/**
 * The store's frame around every page: skip link, notification, header, main, footer. The
 * store-layout route's lazy module (client/routes.tsx): checkout documents never load it.
 */
export function Component() {
  const t = useT()
  const { theme, store } = useShell()
  const navigation = useNavigation()
  useHydratedMark()
  if (store.locked) {
    return (
      <>
        <LockedHeader />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <LockedFooter />
        <ConsentRoot />
      </>
    )
  }
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <PreviewBadge />
      <NotificationBar />
      <SiteHeader template={theme.content.header.template} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter template={theme.content.footer.template} />
      <StoreExtras />
      <ConsentRoot />
      {navigation.state === 'loading' ? <Spinner className="route-progress" label={t('common.loading')} /> : null}
    </>
  )
}
