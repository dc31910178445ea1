/**
 * Page bodies already rendered in this isolate, by a digest of everything that decides them
 * (URL, shell, loader data, status). React's output is a pure function of those, so an
 * identical render can be answered from memory; the CSP nonce, the one part that changes
 * on every request, is kept as a placeholder and put back on the way out.
 */

export interface RenderMemoOptions {
  /** Most bodies kept; the least recently used goes first. */
  maxEntries: number
  /** Most characters kept over all bodies. */
  maxChars: number
  /** A body older than this is rendered again (the footer's year, a date in a message). */
  maxAgeMs: number
  now?: () => number
}

interface Entry {
  body: string
  storedAt: number
}

export class RenderMemo {
  readonly #entries = new Map<string, Entry>()
  readonly #options: Required<RenderMemoOptions>
  #chars = 0

  constructor(options: RenderMemoOptions) {
    this.#options = { now: Date.now, ...options }
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: string): string | null {
    const entry = this.#entries.get(key)
    if (!entry) return null
    this.#entries.delete(key)
    if (this.#options.now() - entry.storedAt >= this.#options.maxAgeMs) {
      this.#chars -= entry.body.length
      return null
    }
    this.#entries.set(key, entry)
    return entry.body
  }

  set(key: string, body: string): void {
    if (body.length > this.#options.maxChars) return
    const known = this.#entries.get(key)
    if (known) {
      this.#entries.delete(key)
      this.#chars -= known.body.length
    }
    this.#entries.set(key, { body, storedAt: this.#options.now() })
    this.#chars += body.length
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.#options.maxEntries && this.#chars <= this.#options.maxChars) break
      this.#entries.delete(oldest)
      this.#chars -= entry.body.length
    }
  }
}

/**
 * Loader data a render may be keyed by: JSON shows it faithfully. A promise (deferred data
 * streaming in later) would serialise as `{}`, so a page with one is always rendered.
 */
export function isMemoizable(loaderData: Record<string, unknown>): boolean {
  for (const data of Object.values(loaderData)) {
    if (data instanceof Promise) return false
    if (data && typeof data === 'object' && !Array.isArray(data)) {
      for (const value of Object.values(data)) if (value instanceof Promise) return false
    }
  }
  return true
}

/** SHA-256 of the render's inputs, hex: keys stay short however large the data. */
export async function renderKey(inputs: readonly unknown[]): Promise<string> {
  return sha256Hex(JSON.stringify(inputs))
}

/**
 * The same for inputs already written as text (a page's shell and router data JSON), without
 * writing them into JSON again: each part is prefixed by its length, so no two lists of parts
 * make one text.
 */
export function renderTextKey(parts: readonly string[]): Promise<string> {
  let text = ''
  for (const part of parts) text += `${part.length}:${part}`
  return sha256Hex(text)
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  let hex = ''
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** Swaps every occurrence of one nonce for another (the stored placeholder and the request's). */
export function swapNonce(body: string, from: string, to: string): string {
  return from === to ? body : body.replaceAll(from, () => to)
}
