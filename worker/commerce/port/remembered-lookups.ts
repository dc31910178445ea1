import type { LocalizationDetails } from '../../../domain/schemas/localization'
import type { StoreRecord, ThemeAnswer } from './catalog'

/** A remembered answer (which may itself be null: a store that does not exist), or undefined when none is fresh. */
type Remembered<T> = { value: T } | undefined

/**
 * The per-page lookups the app's memo remembers (commerce/cache/isolate-memo.ts), read
 * without looking anything up: what the edge page cache needs to answer before the tenant,
 * theme and localization middleware run. Each is exactly what the catalogue port answered.
 */
export interface RememberedLookups {
  storeSlugForHost(host: string): Remembered<string | null>
  store(slug: string): Remembered<StoreRecord | null>
  theme(siteKey: string): Remembered<ThemeAnswer>
  localizationDetails(siteKey: string): Remembered<LocalizationDetails>
}
