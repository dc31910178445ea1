/** Cookie attributes used across the worker: Lax everywhere, Secure outside development. */
export interface CookieSecurity {
  secure: boolean
}

export function cookieSecurity(requestUrl: string, environment: string): CookieSecurity {
  return { secure: environment === 'production' || new URL(requestUrl).protocol === 'https:' }
}
