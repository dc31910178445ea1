import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { LOCALIZATION_COOKIE } from '../../domain/constants'
import type { Theme } from '../../domain/schemas/theme'
import type { StoreRecord } from '../commerce/port/catalog'
import type { RememberedLookups } from '../commerce/port/remembered-lookups'
import type { AppEnv, RequestLocalization } from '../env'
import { parseLocalizationCookie } from '../lib/localization'
import { resolveTenant } from '../../domain/resolve-tenant'
import { localizationFrom, urlLocale, withUrlLocale } from './localization'
import { pageTheme } from './theme'

/** What decides a public page besides its URL: the store, its published theme and the buyer's localization. */
export interface PageInputs {
  store: StoreRecord
  theme: Theme
  localization: RequestLocalization
}

/**
 * The store, theme and localization the tenant, theme and localization middleware would
 * give an anonymous visitor, taken from the app's lookup memo alone: the same answers as
 * those middleware read through it, put together the same way. Null when any of them is
 * not remembered (or the store does not exist, or its theme refuses the visitor): then
 * only the whole chain may decide. Never looks anything up, so it costs no I/O.
 */
export async function rememberedPageInputs(c: Context<AppEnv>, lookups: RememberedLookups): Promise<PageInputs | null> {
  const config = c.get('config')
  const hint = resolveTenant(c.req.header('host') ?? new URL(c.req.url).host)
  const slug =
    hint.kind === 'default' ? config.DEFAULT_STORE : hint.kind === 'slug' ? hint.slug : lookups.storeSlugForHost(hint.host)?.value
  if (!slug) return null
  const store = lookups.store(slug)?.value
  if (!store) return null
  const answer = lookups.theme(store.siteKey)?.value
  if (!answer || answer.kind === 'unauthorized') return null
  const chosen = parseLocalizationCookie(getCookie(c, LOCALIZATION_COOKIE))
  const details = chosen ? undefined : lookups.localizationDetails(store.siteKey)?.value
  const localization = chosen ?? (details ? localizationFrom(details) : null)
  if (!localization) return null
  return { store, theme: await pageTheme(answer, store, config), localization: withUrlLocale(localization, urlLocale(c)) }
}
