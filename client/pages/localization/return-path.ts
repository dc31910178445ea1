import { localeOfPath } from '../../../domain/locale-path'
import { withoutTrackingParams } from '../../../domain/tracking-params'

const MAX_RETURN_PATH = 2000

/**
 * The page a localization choice goes back to, as a path of this store without its locale
 * prefix (the chosen language's goes on instead). Anything that is not a plain path here
 * (another site, `//host`, `/\host`, a scheme) or is too long is the home page, so the
 * form cannot send a shopper off the store.
 */
export function returnPath(raw: string | null | undefined): string {
  if (!raw || raw.length > MAX_RETURN_PATH || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/'
  let url: URL
  try {
    url = new URL(raw, 'https://store.invalid')
  } catch {
    return '/'
  }
  if (url.origin !== 'https://store.invalid') return '/'
  const path = localeOfPath(url.pathname)?.rest ?? url.pathname
  // Where the form itself lives is no page to go back to.
  return path === '/localization' ? '/' : path + url.search
}

/**
 * Where the localization page goes back to: its `returnTo`, else the page of this store the
 * shopper came from (the Referer, which the store's referrer policy sends in full on its own
 * origin), without campaign tags; else the home page.
 */
export function returnPathOf(request: Request): string {
  const url = new URL(request.url)
  const named = url.searchParams.get('returnTo')
  if (named !== null) return returnPath(named)
  let referer: URL
  try {
    referer = new URL(request.headers.get('referer') ?? '')
  } catch {
    return '/'
  }
  if (referer.origin !== url.origin) return '/'
  const query = withoutTrackingParams(referer.searchParams).toString()
  return returnPath(referer.pathname + (query ? `?${query}` : ''))
}
