/** Constant-time comparison of a shopper's access code with the store's. */
export function accessCodeMatches(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export function accessCookieName(storeId: number): string {
  return `store_access_${storeId}`
}

/** What a store's gate says about one request. */
export interface GateFacts {
  /** The store asks for an access code (its visitors are let in one by one). */
  gated: boolean
  /** The store's theme service checks access codes (provider mode): it may be gated without saying so. */
  themeChecksAccessCode: boolean
  /** The request carries a code the visitor was let in with. */
  hasAccessCode: boolean
}

/**
 * Whether an answer to this request may be for those let in only: then no cache keeps it, not
 * the edge's page cache (lib/page-cache.ts) nor a browser's copy of a catalogue answer
 * (lib/http-cache.ts). One rule for both, so neither can share what the other keeps private.
 */
export function isBehindGate(facts: GateFacts): boolean {
  return facts.gated || facts.themeChecksAccessCode || facts.hasAccessCode
}

/** Paths a gated store still answers without a code: the gate itself and what it needs. */
export function isOpenPath(path: string): boolean {
  return (
    path === '/login' ||
    path.startsWith('/mockups/') ||
    path === '/favicon.ico' ||
    path === '/robots.txt' ||
    path === '/api/v1/localization_details'
  )
}

/** The API's answer to a gated store's request without a valid code. */
export const ACCESS_CODE_REQUIRED = 'This store needs an access code'
