/**
 * The path and query of a URL as a redirect target on this site. A path that a browser
 * would read as another host (`//evil.example/x`, `/\evil.example`) becomes `/`: a
 * Location header built from the request's own path can never leave the site.
 */
export function localPath(url: URL): string {
  const target = `${url.pathname}${url.search}`
  return /^\/[/\\]/.test(target) ? '/' : target
}
