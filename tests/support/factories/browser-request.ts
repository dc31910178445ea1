/** A shopper's browser as requests see it, for tests in workerd (tests/worker) and in Node (tests/isolates) alike. */

/** A request as a shopper's browser sends it to a store: same-origin, JSON for writes. */
export function storeRequest(
  storeHost: string,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Request {
  const origin = `http://${storeHost}`
  const headers: Record<string, string> = { host: storeHost, origin, accept: 'application/json', ...init.headers }
  if (init.body !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json'
  return new Request(`${origin}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    redirect: 'manual',
  })
}

/**
 * A browser's cookie jar: keeps what responses set (and drops what they expire) and sends
 * it back, as a browser does. `header` adds cookies the page's own script would set.
 */
export function cookieJar() {
  const jar = new Map<string, string>()
  return {
    keep(headers: Headers): void {
      for (const header of headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';')
        const at = pair.indexOf('=')
        const name = pair.slice(0, at).trim()
        if (attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))) jar.delete(name)
        else jar.set(name, pair.slice(at + 1).trim())
      }
    },
    /** The Cookie header: the jar's cookies, and `extra` pairs ('name=value') for names it lacks. */
    header(...extra: string[]): string {
      const given = extra.filter((pair) => pair && !jar.has(pair.split('=')[0]))
      return [...given, ...[...jar].map(([name, value]) => `${name}=${value}`)].join('; ')
    },
    set: (name: string, value: string) => jar.set(name, value),
    has: (name: string) => jar.has(name),
    entries: () => new Map(jar),
  }
}
