import type { Region } from './constants'

/**
 * Which non-essential purposes may run for a shopper (docs/privacy.md, ADR 126): the law of
 * where the shopper is, the store's own setting, the browser's Global Privacy Control and
 * the choice the shopper made. Pure, so the browser (banner, pixels) and the worker
 * (server-side events) decide alike.
 */

/** The purposes a shopper chooses between; what is strictly necessary needs no choice. */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number]
export type ConsentChoice = Readonly<Record<ConsentPurpose, boolean>>

/** The first-party cookie that keeps the choice, about six months. */
export const CONSENT_COOKIE = 'store_consent'
export const CONSENT_MAX_AGE_S = 15_552_000
/** A new purpose raises the version: a choice of an older version is asked again. */
const CONSENT_VERSION = 1

/**
 * Where the shopper is, as far as consent goes: `opt-in` where the law asks before any
 * tracker (the EU/EEA, the UK, Switzerland), `us` where a shopper may opt out of sale and
 * sharing, `other` elsewhere. Pages are kept at the edge per class, never per choice.
 */
export type PrivacyRegion = 'opt-in' | 'us' | 'other'

/** EU member states, their outermost regions and Åland, the EEA's three, the UK and Switzerland. */
const OPT_IN_COUNTRIES: ReadonlySet<string> = new Set([
  ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL'],
  ...['PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'GF', 'GP', 'MQ', 'RE', 'YT', 'MF', 'AX'],
  ...['IS', 'LI', 'NO', 'GB', 'CH'],
])

/**
 * The class of a shopper seen from `country` (the edge's two letters; none locally) who
 * chose `buyerRegion`. A buyer region of EU asks, wherever the request came from; so does
 * a country nobody can place (Cloudflare's XX, Tor's T1): when in doubt, ask. With no
 * country at all the buyer region decides.
 */
export function privacyRegion(country: string | null | undefined, buyerRegion: Region): PrivacyRegion {
  const seen = country?.trim().toUpperCase() ?? ''
  if (buyerRegion === 'EU' || OPT_IN_COUNTRIES.has(seen) || seen === 'XX' || seen === 'T1') return 'opt-in'
  if (seen === 'US' || (seen === '' && buyerRegion === 'USA')) return 'us'
  return 'other'
}

/** The cookie's value: `1.a1.m0` is version 1, analytics yes, marketing no. */
export function encodeConsent(choice: ConsentChoice): string {
  return `${CONSENT_VERSION}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`
}

/** The choice a cookie value holds; null when there is none, it is malformed or of another version. */
export function decodeConsent(raw: string | null | undefined): ConsentChoice | null {
  const match = /^(\d+)\.a([01])\.m([01])$/.exec(raw?.trim() ?? '')
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null
  return { analytics: match[2] === '1', marketing: match[3] === '1' }
}

export interface ConsentInputs {
  region: PrivacyRegion
  /** The store's setting: ask first everywhere (opt-in) instead of a notice with an opt-out. */
  storeAsksFirst: boolean
  /** `Sec-GPC: 1` or `navigator.globalPrivacyControl`: an opt-out of sale and sharing. */
  gpc: boolean
  choice: ConsentChoice | null
}

export interface ConsentState extends ConsentChoice {
  /** Nothing non-essential runs until the shopper chooses. */
  mode: 'opt-in' | 'opt-out'
  /** A banner asks: opt-in and no choice yet. */
  ask: boolean
}

/**
 * What may run. A choice is kept as made; before one, opt-in allows nothing and opt-out
 * everything. The privacy signal turns marketing off whatever else says yes.
 */
export function decideConsent({ region, storeAsksFirst, gpc, choice }: ConsentInputs): ConsentState {
  const mode = region === 'opt-in' || storeAsksFirst ? 'opt-in' : 'opt-out'
  const granted = choice ?? { analytics: mode === 'opt-out', marketing: mode === 'opt-out' }
  return { mode, ask: mode === 'opt-in' && choice === null, analytics: granted.analytics, marketing: granted.marketing && !gpc }
}

/** Everything, nothing: the banner's two equal buttons. */
export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true }
export const REJECT_ALL: ConsentChoice = { analytics: false, marketing: false }
