export type { Catalogue, MessageKey, PlainMessageKey, Translate } from './types'
export { createTranslator } from './translator'

export {
  I18nProvider,
  useFormatDate,
  useFormatDateRange,
  useFormatMoney,
  useLocale,
  useT,
} from './i18n-provider'
