import { AFFILIATE_COOKIE, AFFILIATE_MAX_AGE_S, PARTNER_COOKIE, PARTNER_COOKIE_MS, PARTNER_UTM_SOURCE } from '../../domain/constants'

/**
 * Marketing attribution (spec sections 7 and 9): the affiliate cookie from `?aid=`, the
 * short-video partner's cookie from `utm_source=TTEC`, and the viewed_campaign call with
 * the campaign's query parameters. The checkout reads the cookies back as its
 * `affiliate` and `trafficSource`.
 */

const MAX_AFFILIATE_LENGTH = 64
/** Query parameters that pick a product on a listing page, not a campaign. */
const LISTING_PARAMS = new Set(['product', 'size', 'variation'])

/** Letters, digits and hyphens only; nothing left means no affiliate. */
export function sanitizeAffiliate(raw: string | null | undefined): string | null {
  const clean = (raw ?? '').replace(/[^A-Za-z0-9-]/g, '').slice(0, MAX_AFFILIATE_LENGTH)
  return clean === '' ? null : clean
}

/** The cookies a landing URL sets, as `document.cookie` assignments. */
export function attributionCookies(search: URLSearchParams, options: { nowMs: number; secure: boolean }): string[] {
  const tail = `; Path=/; SameSite=Lax${options.secure ? '; Secure' : ''}`
  const cookies: string[] = []
  const affiliate = sanitizeAffiliate(search.get('aid'))
  if (affiliate) cookies.push(`${AFFILIATE_COOKIE}=${affiliate}; Max-Age=${AFFILIATE_MAX_AGE_S}${tail}`)
  if (search.get('utm_source') === PARTNER_UTM_SOURCE) {
    const clickId = sanitizeAffiliate(search.get('ttclid')) ?? PARTNER_UTM_SOURCE
    const expires = new Date(options.nowMs + PARTNER_COOKIE_MS).toUTCString()
    cookies.push(`${PARTNER_COOKIE}=${clickId}; Expires=${expires}; Max-Age=${PARTNER_COOKIE_MS / 1000}${tail}`)
  }
  return cookies
}

function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at !== -1 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim())
      } catch {
        return null
      }
    }
  }
  return null
}

/** The affiliate to send with a new checkout, if the shopper came through one in the last 7 days. */
export function affiliateFrom(cookieHeader: string): string | null {
  return sanitizeAffiliate(readCookie(cookieHeader, AFFILIATE_COOKIE))
}

/** The traffic source to send with a new checkout: the partner, within 2 hours of its ad. */
export function trafficSourceFrom(cookieHeader: string): string | null {
  return readCookie(cookieHeader, PARTNER_COOKIE) ? PARTNER_UTM_SOURCE : null
}

/** The campaign's query parameters: all but product, size and variation; null when none. */
export function campaignGetVars(search: URLSearchParams): Record<string, string> | null {
  const vars: Record<string, string> = {}
  for (const [key, value] of search) if (!LISTING_PARAMS.has(key)) vars[key] = value
  return Object.keys(vars).length > 0 ? vars : null
}

export interface CampaignViewBody {
  campaign_id: string
  referrer: string
  get_vars: Record<string, string>
}

/** The viewed_campaign body for a listing view, or null when the URL carries no campaign parameters. */
export function campaignView(campaignId: string, search: URLSearchParams, referrer: string): CampaignViewBody | null {
  const vars = campaignGetVars(search)
  return vars ? { campaign_id: campaignId, referrer, get_vars: vars } : null
}

const VIEWED_CAMPAIGN_PATH = '/api/tracking/viewed_campaign'

/** Sets the attribution cookies of the landing URL's query (browser only). */
export function captureAttribution(landingSearch: string, win: Window = window): void {
  const search = new URLSearchParams(landingSearch)
  for (const cookie of attributionCookies(search, { nowMs: Date.now(), secure: win.location.protocol === 'https:' })) {
    win.document.cookie = cookie
  }
}

/** Posts viewed_campaign for a listing when the URL has campaign parameters (browser only). */
export async function sendCampaignView(campaignId: string, win: Window = window): Promise<void> {
  const body = campaignView(campaignId, new URLSearchParams(win.location.search), win.document.referrer)
  if (!body) return
  try {
    await fetch(VIEWED_CAMPAIGN_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      keepalive: true,
    })
  } catch {
    // Attribution is best effort: a shopper never sees it fail.
  }
}
