import { AFFILIATE_COOKIE, PARTNER_COOKIE } from '../../domain/constants'
import {
  CONSENT_COOKIE,
  CONSENT_PURPOSES,
  CONSENT_MAX_AGE_S,
  type ConsentChoice,
  type ConsentPurpose,
  type ConsentState,
  decideConsent,
  decodeConsent,
  encodeConsent,
  type PrivacyRegion,
} from '../../domain/consent'
import { readCookie, writeCookie } from '../browser/cookies'

/** The page's consent: what may run now, the shopper's choice, and who to tell when it changes. */
export interface ConsentStore {
  get(): ConsentState
  /** Keeps the shopper's choice in the consent cookie and tells every listener. */
  choose(choice: ConsentChoice): void
  subscribe(listener: (state: ConsentState) => void): () => void
  /** Asks for the choice to be shown again (the footer's Cookie settings). */
  openSettings(): void
  onOpenSettings(listener: () => void): () => void
  /** The browser's Global Privacy Control signal is on. */
  readonly gpc: boolean
}

export interface ConsentStoreOptions {
  region: PrivacyRegion
  storeAsksFirst: boolean
  win?: Window
}

/** Cookies each purpose's tags leave behind (docs/privacy.md), removed when it is refused. */
const PURPOSE_COOKIES: Readonly<Record<ConsentPurpose, RegExp>> = {
  analytics: /^(_ga(_.*)?|_gid)$/,
  marketing: new RegExp(`^(_gcl_.*|_fbp|_fbc|${AFFILIATE_COOKIE}|${PARTNER_COOKIE})$`),
}

function forgetRefused(state: ConsentState, win: Window): void {
  const refused = CONSENT_PURPOSES.filter((purpose) => !state[purpose]).map((purpose) => PURPOSE_COOKIES[purpose])
  if (refused.length === 0) return
  const host = win.location.hostname
  for (const part of win.document.cookie.split(/;\s*/)) {
    const name = part.slice(0, part.indexOf('='))
    if (!refused.some((pattern) => pattern.test(name))) continue
    // Google's and Meta's tags set theirs on the site's domain; ours are host-only.
    for (const domain of ['', `; Domain=${host}`, `; Domain=.${host.split('.').slice(-2).join('.')}`]) {
      win.document.cookie = `${name}=; Path=/; Max-Age=0${domain}`
    }
  }
}

export function createConsentStore({ region, storeAsksFirst, win = window }: ConsentStoreOptions): ConsentStore {
  const gpc = (win.navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  const listeners = new Set<(state: ConsentState) => void>()
  const openers = new Set<() => void>()
  const decide = () =>
    decideConsent({ region, storeAsksFirst, gpc, choice: decodeConsent(readCookie(CONSENT_COOKIE, win.document.cookie)) })
  let state = decide()
  return {
    gpc,
    get: () => state,
    choose(choice) {
      writeCookie(CONSENT_COOKIE, encodeConsent(choice), { maxAgeSeconds: CONSENT_MAX_AGE_S })
      state = decide()
      forgetRefused(state, win)
      for (const listener of listeners) listener(state)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    openSettings() {
      for (const open of openers) open()
    },
    onOpenSettings(listener) {
      openers.add(listener)
      return () => openers.delete(listener)
    },
  }
}
