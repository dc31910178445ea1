import type { ExtraPage, Theme } from '../../../domain/schemas/theme'

/** The path as the theme writes it: lower case, one leading slash, no trailing slash. */
function normalizePagePath(path: string): string {
  const trimmed = path.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase()
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/**
 * A theme-specific extra route (spec section 2): the theme page at `path`, or null. The
 * catch-all route asks this before deciding a path is a listing, a collection or a 404.
 */
export function resolveExtraPage(theme: Pick<Theme, 'content'>, path: string): ExtraPage | null {
  const wanted = normalizePagePath(path)
  return theme.content.extraPages.find((page) => normalizePagePath(page.path) === wanted) ?? null
}
