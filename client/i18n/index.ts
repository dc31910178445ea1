export type { Catalogue, Message, MessageKey, ParamsFor, PlainMessageKey, Translate } from './types'
export { createTranslator, translateMessage } from './translator'
export { loadCatalogue } from './load-catalogue'
export {
  createI18n,
  I18nProvider,
  type I18nProviderProps,
  type I18nValue,
  useCurrency,
  useFormatDate,
  useFormatDateRange,
  useFormatMoney,
  useLocale,
  useT,
} from './i18n-provider'
