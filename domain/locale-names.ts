import type { Locale } from './constants'

/**
 * The tag a locale is named by: 'en' is the store's American English, offered beside
 * British English ('en-GB'), so each is named with its country.
 */
const NAMED_AS: Partial<Record<Locale, string>> = { en: 'en-US' }

const names = new Map<Locale, string>()

/**
 * A language named in itself, as a shopper who reads only that language looks for it
 * ('Deutsch', 'Français', 'English (United Kingdom)'): the runtime's own CLDR names through
 * Intl.DisplayNames, capitalised as language pickers show them.
 */
export function localeName(locale: Locale): string {
  const known = names.get(locale)
  if (known) return known
  const tag = NAMED_AS[locale] ?? locale
  const name = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? locale
  const shown = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
  names.set(locale, shown)
  return shown
}
