// Base styles first, so the component styles below can refine them.
import '../styles/base.css'
import { Outlet, useNavigation } from 'react-router'
import { Spinner } from '../components/spinner'
import { useT } from '../i18n'
import { useShell } from '../app/shell'
import { frameBottom, frameTop, loadFrameParts } from './frame-parts'

/**
 * The store's frame around every page: skip link, notification, header, main, footer. The
 * store-layout route's lazy module (client/routes.tsx): checkout documents never load it.
 * What is above and below the page hydrates after it (frame-parts.ts).
 */
export function Component() {
  const t = useT()
  const { theme, store } = useShell()
  const navigation = useNavigation()
  return (
    <>
      {store.locked ? null : (
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
      )}
      <frameTop.Part template={theme.content.header.template} locked={store.locked} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <frameBottom.Part template={theme.content.footer.template} locked={store.locked} />
      {navigation.state === 'loading' ? <Spinner className="route-progress" label={t('common.loading')} /> : null}
    </>
  )
}

/** The route's module is ready to render once, on the server, the header and footer have loaded too. */
export const frameReady: () => Promise<void> = () => (typeof document === 'undefined' ? loadFrameParts() : Promise.resolve())
