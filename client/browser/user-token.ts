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

const DEVICE_ID = /^[A-Za-z0-9-]{8,100}$/

/**
 * Takes the device id a link brought (/checkout/express?deviceId=…) as this browser's
 * token, so the checkout, its payment and the thank-you page go on with the same id.
 */
export function adoptUserToken(deviceId: string | null): void {
  if (!deviceId || !DEVICE_ID.test(deviceId)) return
  try {
    window.localStorage.setItem(KEY, deviceId)
  } catch {
    // Storage blocked: each page makes its own token, as without the link.
  }
}
