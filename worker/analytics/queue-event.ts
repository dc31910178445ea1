import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { DEFAULT_REGION } from '../../domain/constants'
import { CONSENT_COOKIE, type ConsentState, decideConsent, decodeConsent } from '../../domain/consent'
import type { AppEnv } from '../env'
import { requestPrivacyRegion } from '../lib/buyer-country'
import { log } from '../lib/logger'
import { type AnalyticsMessage, type ServerEventName, type ServerItem, gaClientIdFrom, sha256Email } from './server-events'

export interface Happened {
  name: ServerEventName
  id: string
  currency: string
  value: number
  items: ServerItem[]
  email?: string | null
}

export interface Seen {
  storeSlug: string
  consent: ConsentState
  tracking: boolean
  googleId: string | null
  metaPixel: string | null
  cookies: Record<string, string | undefined>
  pageUrl: string
  userAgent: string | null
  nowMs: number
}

const GA_ID = /^G-[A-Z0-9]{4,30}$/i
const PIXEL_ID = /^\d{5,20}$/

/**
 * The message for what happened, holding only what consent allows, or null when nothing
 * may be sent: tracking off, no tag configured, or no purpose allowed that a tag serves.
 */
export async function analyticsMessage(happened: Happened, seen: Seen): Promise<AnalyticsMessage | null> {
  const googleId = seen.googleId && GA_ID.test(seen.googleId) ? seen.googleId : null
  const metaPixel = seen.metaPixel && PIXEL_ID.test(seen.metaPixel) ? seen.metaPixel : null
  const analytics = seen.consent.analytics && googleId !== null
  const marketing = seen.consent.marketing && metaPixel !== null
  const gaClientId = analytics ? gaClientIdFrom(seen.cookies._ga) : null
  if (!seen.tracking || (!marketing && gaClientId === null)) return null
  return {
    googleId: gaClientId ? googleId : null,
    metaPixel: marketing ? metaPixel : null,
    event: {
      name: happened.name,
      storeSlug: seen.storeSlug,
      id: happened.id,
      currency: happened.currency,
      value: happened.value,
      items: happened.items,
      timeMs: seen.nowMs,
      pageUrl: seen.pageUrl,
      consent: { analytics: gaClientId !== null, marketing },
      gaClientId,
      emailSha256: marketing && happened.email ? await sha256Email(happened.email) : null,
      fbp: marketing ? (seen.cookies._fbp ?? null) : null,
      fbc: marketing ? (seen.cookies._fbc ?? null) : null,
      userAgent: marketing ? seen.userAgent : null,
    },
  }
}

/**
 * What the worker knows of the shopper behind a checkout call, for a message: their consent
 * as decided now, the store's tags and the browser's ids. Null for a call that is no
 * shopper's (a server calling for another store with the shared key).
 */
export function seenBy(c: Context<AppEnv>): Seen | null {
  const store = c.get('store')
  const meta = c.get('theme')?.meta
  if (!store || !meta) return null
  const consent = decideConsent({
    region: requestPrivacyRegion(c.req.raw, c.get('localization')?.buyer_region ?? DEFAULT_REGION),
    storeAsksFirst: store.flags.consentOptIn,
    gpc: c.req.header('sec-gpc') === '1',
    choice: decodeConsent(getCookie(c, CONSENT_COOKIE)),
  })
  return {
    storeSlug: store.slug,
    consent,
    tracking: store.flags.tracking,
    googleId: meta.gaToken ?? null,
    metaPixel: meta.facebookPixel ?? null,
    cookies: getCookie(c),
    pageUrl: c.req.header('referer') ?? new URL(c.req.url).origin,
    userAgent: c.req.header('user-agent') ?? null,
    nowMs: Date.now(),
  }
}

/** Hands what happened in a checkout call to the analytics queue, after the answer, when consent allows it. */
export function queueServerEvent(c: Context<AppEnv>, happened: Happened): void {
  const queue = c.env.ANALYTICS_QUEUE
  const seen = seenBy(c)
  if (!queue || !seen) return
  const work = analyticsMessage(happened, seen)
    .then((message) => (message ? queue.send(message) : undefined))
    .catch((error: unknown) => log.warn('analytics.queue', { problem: 'send failed', message: String(error) }))
  c.executionCtx.waitUntil(work)
}
