import type { Locale } from '../../domain/constants'

/**
 * The key of a locale's message catalogue in the client build's manifest. The catalogue is a
 * JSON file of its own, named by its content's hash (scripts/vite-message-catalogues.mjs), so a
 * page links it instead of carrying it: a shopper downloads it once per build and locale.
 */
export function catalogueManifestKey(locale: Locale): string {
  return `client/i18n/messages/${locale}.json`
}
