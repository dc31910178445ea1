import type { Config } from '../env'

/**
 * What the worker seals its cookies with (gate sessions, the checkouts a browser started):
 * COOKIE_SECRET, else the store's own preview key (built-in backend), else the key shared
 * with a provider backend. Outside production, with none of these (the README's two steps
 * in front of a spec backend), a secret made once per isolate: cookies sealed with it end
 * with the isolate, which a development server can afford. Production never takes it:
 * null there means nothing can be sealed, and the callers refuse what needs a seal.
 */
export function cookieSecret(
  config: Pick<Config, 'COOKIE_SECRET' | 'BACKEND_API_KEY' | 'ENVIRONMENT'>,
  store: { previewKey: string | null } | undefined,
): string | null {
  const configured = config.COOKIE_SECRET ?? store?.previewKey ?? config.BACKEND_API_KEY ?? null
  if (configured || config.ENVIRONMENT === 'production') return configured
  developmentSecret ??= randomHex(32)
  return developmentSecret
}

// Made at the first request that needs it: Workers allow no random values at start-up.
let developmentSecret: string | undefined

function randomHex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
