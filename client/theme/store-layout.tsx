// Base styles first, so the component styles below can refine them.
import '../styles/base.css'
import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { Spinner } from '../components/spinner'
import { useT } from '../i18n'
import { useShell } from '../lib/shell'
import { StoreExtras } from '../lib/store-extras'
import { SiteFooter } from './footer/site-footer'
import { SiteHeader } from './header/site-header'
import { NotificationBar } from './notification-bar'

/**
 * Every navigation to another page starts at the top (or at the element its hash names);
 * changes of the query alone, such as a colour picked on a listing, keep the scroll.
 */
function useScrollOnNavigate() {
  const location = useLocation()
  const previous = useRef(location)
  useEffect(() => {
    const before = previous.current
    previous.current = location
    if (before === location) return
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    if (target) target.scrollIntoView({ block: 'start' })
    else if (before.pathname !== location.pathname) window.scrollTo(0, 0)
  }, [location])
}

/** Marks the document once React has taken over the server's HTML (tests and styles wait for it). */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

/** The store's frame around every page: skip link, notification, header, main, footer. */
export function StoreLayout() {
  const t = useT()
  const { theme } = useShell()
  const navigation = useNavigation()
  useScrollOnNavigate()
  useHydratedMark()
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <NotificationBar />
      <SiteHeader template={theme.content.header.template} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter template={theme.content.footer.template} />
      <StoreExtras />
      {navigation.state === 'loading' ? <Spinner className="route-progress" label={t('common.loading')} /> : null}
    </>
  )
}
