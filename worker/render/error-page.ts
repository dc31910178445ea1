import { escapeHtml } from './escape-html'

/**
 * The page shown when the store cannot answer (its database is unreachable, say): no
 * stack trace, a way to retry, and the request id for support.
 */
export function errorPage(requestId: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>We'll be right back</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f6f6f7;color:#111"><main style="max-width:28rem;padding:2rem;text-align:center"><h1 style="font-size:1.5rem">We'll be right back</h1><p>The store is having trouble loading right now. Your cart is safe.</p><p><a href="" style="display:inline-block;padding:.75rem 1.5rem;background:#111;color:#fff;border-radius:6px;text-decoration:none">Try again</a></p><p style="color:#666;font-size:.8rem">Reference: ${escapeHtml(requestId)}</p></main></body></html>`
}
