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
 * Every catalogue, statically imported for the worker, which renders any locale on any
 * request. The client uses loadCatalogue instead so it ships one locale only.
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
