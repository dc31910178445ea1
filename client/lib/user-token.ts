const KEY = 'userToken'

/**
 * An anonymous id for this browser, kept in local storage: the availability service
 * counts NFT units per buyer with it. A fresh one each time when storage is blocked.
 */
export function userToken(): string {
  try {
    const existing = window.localStorage.getItem(KEY)
    if (existing) return existing
    const token = crypto.randomUUID()
    window.localStorage.setItem(KEY, token)
    return token
  } catch {
    return crypto.randomUUID()
  }
}
