/**
 * Query parameters that ad, social and mail platforms add to a link to say where a visit came
 * from: utm_* and click ids (Meta's fbclid is new on every click). No page reads them; they stay
 * in the shopper's address bar, where the store's pixels find them. A page's HTML is the same
 * with or without them, so the edge page cache and the render memo leave them out of their keys
 * (a drop shared on social media would otherwise render a page per click), and the store's own
 * links do not pass them on.
 */
const CLICK_IDS: ReadonlySet<string> = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'rdt_cid',
  'sccid',
  'epik',
  'mc_cid',
  'mc_eid',
  '_gl',
])

export function isTrackingParam(name: string): boolean {
  const lower = name.toLowerCase()
  return lower.startsWith('utm_') || CLICK_IDS.has(lower)
}

/** The parameters a page may read, in their order. */
export function withoutTrackingParams(params: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams()
  for (const [name, value] of params) if (!isTrackingParam(name)) kept.append(name, value)
  return kept
}

/** A `?…` search string without the tracking parameters ('' when nothing is left). */
export function searchWithoutTracking(search: string): string {
  const kept = withoutTrackingParams(new URLSearchParams(search)).toString()
  return kept ? `?${kept}` : ''
}
