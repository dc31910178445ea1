import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { FULFILLMENT_REGION, LOCALIZATION_COOKIE } from '../../domain/constants'
import type { Context } from 'hono'
import type { Locale } from '../../domain/constants'
import { localeOfPath } from '../../domain/locale-path'
import type { LocalizationDetails } from '../../domain/schemas/localization'
import type { AppEnv, RequestLocalization } from '../env'
import { DEFAULT_LOCALIZATION, parseLocalizationCookie } from '../lib/localization'

/** The request's localization from the store's localization details. */
export const localizationFrom = (details: LocalizationDetails): RequestLocalization => ({
  buyer_locale: details.buyer_locale,
  buyer_currency: details.buyer_currency,
  buyer_region: details.buyer_region,
  fulfillment_region: FULFILLMENT_REGION[details.buyer_region],
})

/**
 * The locale a page's path prefix names (`/de/…`), or null: the app's routes see the path
 * without it (worker/app.ts), so a path that differs from the URL's had one taken off.
 */
export function urlLocale(c: Context<AppEnv>): Locale | null {
  const { pathname } = new URL(c.req.url)
  return pathname === c.req.path ? null : (localeOfPath(pathname)?.locale ?? null)
}

/** The localization with the URL's locale, when its path names one: the prefix outranks the cookie. */
export const withUrlLocale = (localization: RequestLocalization, locale: Locale | null): RequestLocalization =>
  locale && locale !== localization.buyer_locale ? { ...localization, buyer_locale: locale } : localization

/**
 * The buyer's locale, currency and region: from the buyerLocalization cookie, else the
 * localization call, else the built-in defaults (en, USD, USA); a locale prefix in the
 * page's path (`/de/…`) decides the language whatever the cookie says.
 */
export const localization = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const stored = parseLocalizationCookie(getCookie(c, LOCALIZATION_COOKIE))
    let found = stored ?? DEFAULT_LOCALIZATION
    if (!stored) {
      try {
        found = localizationFrom(await c.var.commerce.localizationDetails(c.var.store.siteKey))
      } catch {
        found = DEFAULT_LOCALIZATION
      }
    }
    c.set('localization', withUrlLocale(found, urlLocale(c)))
    await next()
  })
