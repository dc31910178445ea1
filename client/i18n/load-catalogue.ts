import type { Locale } from '../../domain/constants'
import type { Catalogue } from './types'

type CatalogueModule = { default: Catalogue }

// One dynamic import per locale, so the bundler emits a chunk each and the browser
// downloads only the catalogue it renders.
const loaders: Record<Locale, () => Promise<CatalogueModule>> = {
  en: () => import('./en'),
  de: () => import('./de'),
  nl: () => import('./nl'),
  fr: () => import('./fr'),
  it: () => import('./it'),
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  'en-GB': () => import('./en-GB'),
}

/** The catalogue of one locale, fetched on demand (client side). */
export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const module = await loaders[locale]()
  return module.default
}
