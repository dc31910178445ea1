import { lazy, Suspense, useEffect, useState } from 'react'
import { useShell } from '../app/shell'
import { pageConsent } from './page-consent'

/** The banner and the settings: one chunk, loaded only where a banner asks or the shopper opens the settings. */
const ConsentPanel = lazy(() => import('./consent-panel'))

/**
 * Where consent is asked on every store page. Decided in the browser after hydration, so
 * the kept page is the same for everyone of a privacy region, chosen or not; the banner is
 * fixed over the page, so it moves nothing (no layout shift).
 */
export function ConsentRoot() {
  const shell = useShell()
  const [asking, setAsking] = useState(false)
  const [settings, setSettings] = useState(false)
  // Once loaded the panel stays mounted, so the settings dialog closes as a dialog does (focus back where it was).
  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    const consent = pageConsent(shell)
    const ask = consent.get().ask
    setAsking(ask)
    setLoaded(ask)
    return consent.onOpenSettings(() => {
      setLoaded(true)
      setSettings(true)
    })
  }, [shell])
  if (!loaded) return null
  const consent = pageConsent(shell)
  return (
    <Suspense fallback={null}>
      <ConsentPanel
        asking={asking}
        settingsOpen={settings}
        consent={consent}
        onShowSettings={() => setSettings(true)}
        onCloseSettings={() => setSettings(false)}
        onChosen={() => {
          setSettings(false)
          setAsking(consent.get().ask)
        }}
      />
    </Suspense>
  )
}
