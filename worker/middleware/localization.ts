import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { FULFILLMENT_REGION, LOCALIZATION_COOKIE } from '../../domain/constants'
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
 * The buyer's locale, currency and region: from the buyerLocalization cookie, else the
 * localization call, else the built-in defaults (en, USD, USA).
 */
export const localization = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const stored = parseLocalizationCookie(getCookie(c, LOCALIZATION_COOKIE))
    if (stored) {
      c.set('localization', stored)
    } else {
      try {
        const details = await c.var.commerce.localizationDetails(c.var.store.siteKey)
        c.set('localization', localizationFrom(details))
      } catch {
        c.set('localization', DEFAULT_LOCALIZATION)
      }
    }
    await next()
  })
