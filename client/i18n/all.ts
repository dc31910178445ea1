import type { Locale } from '../../domain/constants'
import de from './de'
import en from './en'
import enGB from './en-GB'
import es from './es'
import fr from './fr'
import italian from './it'
import nl from './nl'
import ptBR from './pt-BR'
import type { Catalogue } from './types'

/**
 * Every catalogue, statically imported, for the tests that check them all. The client and
 * the worker use loadCatalogue instead, so each loads only the locale it renders.
 */
export const catalogues: Readonly<Record<Locale, Catalogue>> = {
  en,
  de,
  nl,
  fr,
  it: italian,
  es,
  'pt-BR': ptBR,
  'en-GB': enGB,
}
