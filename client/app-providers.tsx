import { type ReactNode, useEffect } from 'react'
import { I18nProvider } from './i18n'
import type { Catalogue } from './i18n'
import { ShellContext, type ShellData } from './app/shell'

/** Everything above the router, identical on the server and in the browser. */
export function AppProviders({ shell, children }: { shell: ShellData; children: ReactNode }) {
  return (
    <ShellContext.Provider value={shell}>
      <I18nProvider
        locale={shell.localization.buyer_locale}
        currency={shell.localization.buyer_currency}
        catalogue={shell.messages as Catalogue}
      >
        {children}
        <HydrationMarker />
      </I18nProvider>
    </ShellContext.Provider>
  )
}

/** Marks the page interactive once hydration commits (end-to-end tests wait on it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
