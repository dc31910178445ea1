import type { ThemeAnswer } from '../../port/catalog'
import { endpoint } from '../request'
import { readTheme } from '../read/theme'
import { anything, logged, type ProviderCatalogContext, UnexpectedAnswer } from './context'

/** The theme service's answer for a store: its theme, not found, or unauthorized (a gated store without its code). */
export async function theme(
  ctx: ProviderCatalogContext,
  siteKey: string,
  { accessCode, preview }: { accessCode?: string; preview?: boolean },
): Promise<ThemeAnswer> {
  const url = endpoint(ctx.options.themeUrl, '', { siteKey, accessCode, preview: preview ? 'true' : undefined })
  const answer = await ctx.get('Theme', url, anything)
  if (!answer.ok) {
    if (answer.status === 404) return { kind: 'not-found' }
    if (answer.status === 401 || answer.status === 403) return { kind: 'unauthorized' }
    throw new UnexpectedAnswer('Theme', answer.status)
  }
  const { answer: read, dropped } = readTheme(answer.data)
  // Paths and codes only: the values may be the merchant's words.
  if (dropped.length > 0) logged('provider.theme', { siteKey, message: 'Theme fields left out', dropped: dropped.slice(0, 20) })
  return read
}
