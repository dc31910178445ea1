/**
 * A URL the browser may be sent back to after a payment redirect: a path on this site or
 * an absolute URL with this site's origin. Anything else would be an open redirect.
 */
export function sameOriginUrl(candidate: string, origin: string): string | null {
  const trimmed = candidate.trim()
  // "//evil.example" and "/\evil.example" are protocol-relative to browsers.
  if (/^[/\\]{2}/.test(trimmed) || trimmed.includes('\\')) return null
  let url: URL
  try {
    url = new URL(trimmed, origin)
  } catch {
    return null
  }
  if (url.origin !== new URL(origin).origin) return null
  return url.toString()
}
