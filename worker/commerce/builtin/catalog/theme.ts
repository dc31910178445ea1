import type { Theme } from '../../../../domain/schemas/theme'
import { accessCodeMatches } from '../../../security/access-code'
import type { StoreThemes } from '../db/themes'
import type { ThemeAnswer } from '../../port/catalog'

export interface ThemeRequest {
  /** The store's access code, null when it has none. */
  storeAccessCode: string | null
  themes: StoreThemes
  accessCode?: string
  preview?: boolean
}

/**
 * What the theme service answers: 401 when the store's access code is not given, the
 * draft (or, without one, the published theme) in preview mode, else the published theme,
 * and 404 when there is nothing to show, so the default theme is used.
 */
export function themeAnswer({ storeAccessCode, themes, accessCode, preview }: ThemeRequest): ThemeAnswer {
  if (storeAccessCode !== null && !accessCodeMatches(accessCode ?? '', storeAccessCode)) return { kind: 'unauthorized' }
  const theme: Theme | null = preview ? (themes.draft ?? themes.published) : themes.published
  if (!theme) return { kind: 'not-found' }
  return { kind: 'theme', theme: preview ? { ...theme, previewMode: true } : theme }
}
