import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { Currency, Locale } from '../../domain/constants'
import { type DateInput, formatDate, formatDateRange } from '../../domain/locale-format'
import { formatMoney } from '../../domain/money'
import { createTranslator } from './translator'
import type { Catalogue, Translate } from './types'

/** What every component can read: the buyer's locale and currency and the formatters bound to them. */
export interface I18nValue {
  locale: Locale
  currency: Currency
  t: Translate
  /** Integer cents in the buyer's currency (or the one given) as the locale writes money. */
  formatMoney: (cents: number, currency?: Currency) => string
  formatDate: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string
  formatDateRange: (from: DateInput, to: DateInput, options?: Intl.DateTimeFormatOptions) => string
}

const I18nContext = createContext<I18nValue | null>(null)

/** Builds the value the provider hands down; also usable on its own outside React. */
function createI18n(locale: Locale, currency: Currency, catalogue: Catalogue): I18nValue {
  return {
    locale,
    currency,
    t: createTranslator(locale, catalogue),
    formatMoney: (cents, inCurrency = currency) => formatMoney(cents, inCurrency, locale),
    formatDate: (value, options) => formatDate(value, locale, options),
    formatDateRange: (from, to, options) => formatDateRange(from, to, locale, options),
  }
}

export interface I18nProviderProps {
  /** The buyer's locale; its catalogue must be the one passed in. */
  locale: Locale
  /** The buyer's currency, used when an amount is formatted without one. */
  currency: Currency
  /** The messages of `locale`: from loadCatalogue on the client, from `catalogues` in the worker. */
  catalogue: Catalogue
  children?: ReactNode
}

export function I18nProvider({ locale, currency, catalogue, children }: I18nProviderProps) {
  const value = useMemo(() => createI18n(locale, currency, catalogue), [locale, currency, catalogue])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('i18n hooks need an <I18nProvider> above them')
  return value
}

export function useT(): Translate {
  return useI18n().t
}

export function useLocale(): Locale {
  return useI18n().locale
}

export function useFormatMoney(): I18nValue['formatMoney'] {
  return useI18n().formatMoney
}

export function useFormatDate(): I18nValue['formatDate'] {
  return useI18n().formatDate
}

export function useFormatDateRange(): I18nValue['formatDateRange'] {
  return useI18n().formatDateRange
}
