/** Reading and writing first-party cookies from the page. Values are stored URI-encoded by the caller. */

export function readCookie(name: string, source: string = document.cookie): string | null {
  const prefix = `${name}=`
  const found = source.split(/;\s*/).find((part) => part.startsWith(prefix))
  return found ? found.slice(prefix.length) : null
}

export interface CookieOptions {
  maxAgeSeconds?: number
}

export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions = {}): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the store supports
  document.cookie = `${name}=${value}; Path=/${maxAge}; SameSite=Lax${secure}`
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 })
}
