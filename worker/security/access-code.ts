/** Constant-time comparison of a shopper's access code with the store's. */
export function accessCodeMatches(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export function accessCookieName(storeId: number): string {
  return `store_access_${storeId}`
}

/** Paths a gated store still answers without a code: the gate itself and what it needs. */
export function isOpenPath(path: string): boolean {
  return (
    path === '/login' ||
    path.startsWith('/mockups/') ||
    path === '/favicon.ico' ||
    path === '/robots.txt' ||
    path === '/api/v1/localization_details'
  )
}

/** The API's answer to a gated store's request without a valid code. */
export const ACCESS_CODE_REQUIRED = 'This store needs an access code'
