import { type CompiledMessage, compileMessage, formatMessage, type MessageParams } from './message-format'
import type { Catalogue, Message, MessageKey, Translate } from './types'

/** Translators already made, per catalogue and locale: the worker asks for one on every render. */
const translators = new WeakMap<Catalogue, Map<string, Translate>>()

/**
 * A `t(key, params?)` for one locale. Messages are compiled on first use and kept, so a
 * page that renders the same label many times parses it once; the same catalogue and locale
 * give the same translator, so its Intl rules and compiled messages outlive one request.
 */
export function createTranslator(locale: string, catalogue: Catalogue): Translate {
  let byLocale = translators.get(catalogue)
  if (!byLocale) {
    byLocale = new Map()
    translators.set(catalogue, byLocale)
  }
  const known = byLocale.get(locale)
  if (known) return known
  const made = makeTranslator(locale, catalogue)
  byLocale.set(locale, made)
  return made
}

function makeTranslator(locale: string, catalogue: Catalogue): Translate {
  const context = { plurals: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) }
  const compiled = new Map<MessageKey, CompiledMessage>()
  const t = (key: MessageKey, params?: MessageParams): string => {
    let message = compiled.get(key)
    if (!message) {
      message = compileMessage(catalogue[key])
      compiled.set(key, message)
    }
    return formatMessage(message, params ?? {}, context)
  }
  return t as Translate
}

/** Render a message picked at run time; its type already ties the key to its arguments. */
export function translateMessage(t: Translate, message: Message): string {
  const untyped = t as (key: MessageKey, params?: MessageParams) => string
  return untyped(message.key, message.params)
}
