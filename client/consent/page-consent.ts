import type { ShellData } from '../app/shell'
import { type ConsentStore, createConsentStore } from './consent-store'

let store: ConsentStore | null = null

/** The page's one consent store, made from its shell on first use (browser only). */
export function pageConsent(shell: Pick<ShellData, 'privacyRegion' | 'store'>): ConsentStore {
  store ??= createConsentStore({ region: shell.privacyRegion, storeAsksFirst: shell.store.flags.consentOptIn })
  return store
}
