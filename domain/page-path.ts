/**
 * How a page's path is spelled. React Router matches a route's fixed segments in any case and
 * takes trailing slashes as none, so `/Checkout/ck_1/` renders the checkout; a decision made
 * from the spelling (the payment CSP, pixels, the cart-id redirect, cache keys) must not
 * disagree with what renders (docs/decisions/103-one-spelling-per-page.md). The worker
 * redirects every other spelling to the one `canonicalPath` gives; `isCheckoutPath` reads
 * any spelling, for the pages that arrive without that redirect (a navigation in the browser).
 */

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The path's segments: no empty ones, so runs of slashes and a trailing slash make none. */
const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '')

interface Spelled {
  score: number
  segments: string[]
}

/**
 * The path as `pattern` spells it, or null when the pattern does not match: fixed segments
 * compared in any case (after percent-decoding, as the router compares them) and written as
 * the pattern writes them; `:param` and `*` are data, kept as sent. Scored as React Router
 * ranks routes: a fixed segment outranks a parameter, which outranks a splat.
 */
function spelledAs(pattern: string, segments: readonly string[]): Spelled | null {
  const parts = segmentsOf(pattern)
  const splat = parts.at(-1) === '*'
  const fixed = splat ? parts.slice(0, -1) : parts
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return null
  let score = splat ? -2 : 0
  const spelled: string[] = []
  for (const [i, part] of fixed.entries()) {
    if (part.startsWith(':')) {
      score += 3
      spelled.push(segments[i])
    } else if (decoded(segments[i]).toLowerCase() === part.toLowerCase()) {
      score += 10
      spelled.push(part)
    } else {
      return null
    }
  }
  return { score, segments: [...spelled, ...segments.slice(fixed.length)] }
}

/**
 * The one spelling of a path (percent-encoded, as in a URL). What it rewrites, and nothing else:
 * 1. runs of slashes become one (`//checkout///ck_1` → `/checkout/ck_1`);
 * 2. a trailing slash goes (`/thankyou/` → `/thankyou`; `/` stays);
 * 3. the fixed segments of the best-ranked of `patterns` (route paths such as `checkout/:id`,
 *    `support/*`) are spelled as the pattern spells them (`/CHECKOUT/ck_1` → `/checkout/ck_1`).
 * Parameters keep their case and encoding: a slug is data. A path no pattern names (the
 * catch-all's listings and collections) gets 1 and 2 only.
 */
export function canonicalPath(path: string, patterns: readonly string[]): string {
  const segments = segmentsOf(path)
  let best: Spelled | null = null
  for (const pattern of patterns) {
    const spelled = spelledAs(pattern, segments)
    if (spelled && (!best || spelled.score > best.score)) best = spelled
  }
  return `/${(best?.segments ?? segments).join('/')}`
}

/**
 * Whether a path is a payment page (a checkout, or the way back from one), in any spelling:
 * no merchant script, pixel or CSS goes there (PCI SAQ A).
 */
export function isCheckoutPath(path: string): boolean {
  const first = decoded(segmentsOf(path)[0] ?? '').toLowerCase()
  return first.startsWith('checkout')
}
