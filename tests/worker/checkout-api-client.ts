import { SELF } from 'cloudflare:test'

/**
 * Calls the worker as the checkout page does: JSON from the store's own origin
 * ({slug}.localhost), reading every answer's body.
 */
export interface Answer<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export function storeClient(storeSlug: string) {
  const origin = `http://${storeSlug}.localhost`
  async function send<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await SELF.fetch(`${origin}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      // HTML pages and redirects keep their text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers }
  }
  return {
    origin,
    get: <T = Record<string, unknown>>(path: string) => send<T>('GET', path),
    post: <T = Record<string, unknown>>(path: string, body?: unknown, headers?: Record<string, string>) =>
      send<T>('POST', path, body ?? {}, headers),
    put: <T = Record<string, unknown>>(path: string, body: unknown) => send<T>('PUT', path, body),
    /** A form post, as a browser sends it. */
    form: (path: string, fields: Record<string, string>) =>
      send('POST', path, new URLSearchParams(fields).toString(), { 'content-type': 'application/x-www-form-urlencoded' }),
  }
}

export type StoreClient = ReturnType<typeof storeClient>
