import { hashWithoutPreview, previewTokenFromHash } from './preview-hash'

const PREVIEW_API = '/api/preview'

export type PreviewStart = 'none' | 'started' | 'refused'

/**
 * Opens a preview link (spec section 6). The token travels in the hash, which the server
 * never sees, so the browser hands it to POST /api/preview; the worker checks it and sets
 * an HttpOnly cookie. The token then leaves the address bar, and a started preview
 * reloads so the server renders the unpublished store. A refused token leaves the
 * published store as it is.
 */
export async function startPreviewFromHash(win: Window = window): Promise<PreviewStart> {
  const token = previewTokenFromHash(win.location.hash)
  // A gated store sends the link to /login (the hash comes along): the token waits there,
  // in the login form's action, until the code opens the store (client/pages/login).
  if (!token || win.location.pathname === '/login') return 'none'
  const { pathname, search, hash } = win.location
  win.history.replaceState(win.history.state, '', `${pathname}${search}${hashWithoutPreview(hash)}`)
  try {
    const response = await fetch(PREVIEW_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
    })
    if (!response.ok) return 'refused'
  } catch {
    return 'refused'
  }
  // The browser would give the reloaded page the offset this one had; a preview opens at its top.
  win.history.scrollRestoration = 'manual'
  win.location.reload()
  return 'started'
}

/** Leaves preview mode and shows the published store again. */
export async function endPreview(win: Window = window): Promise<void> {
  await fetch(PREVIEW_API, { method: 'DELETE', headers: { 'content-type': 'application/json' }, credentials: 'same-origin' })
  win.location.reload()
}
