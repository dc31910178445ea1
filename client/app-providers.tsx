import { type ReactNode, useEffect } from 'react'
import { I18nProvider } from './i18n'
import type { Catalogue } from './i18n'
import { ShellContext, type ShellData } from './app/shell'
import { markPageHydrated } from './app/hydrate-later'

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

/**
 * Marks the page hydrated once hydration commits, and the document once the parts that
 * hydrate later have too (end-to-end tests wait on it). Last in the tree, so its effect runs
 * after every part's.
 */
function HydrationMarker() {
  useEffect(() => markPageHydrated(), [])
  return null
}
