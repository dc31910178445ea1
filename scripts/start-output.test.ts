import { describe, expect, it } from 'vitest'
import { readyServer, seededSlugs, shownAfterReady, startSummary } from './start-output.mjs'

const SEEDED =
  "Seeded 'moonlit' (25 listings, 8 collections, 3 promo codes), 'sunbeam' (50 listings, 9 collections, 2 promo codes), 'vault' (7 listings, 3 collections, 1 promo code)."

describe('npm start output', () => {
  it("takes the port from wrangler's Ready line, coloured or not, and nothing else", () => {
    expect(readyServer('[wrangler:info] Ready on http://127.0.0.1:8931')).toEqual({ port: 8931 })
    expect(readyServer('\u001b[32m[wrangler:info]\u001b[0m Ready on http://127.0.0.1:8787\u001b[0m')).toEqual({ port: 8787 })
    expect(readyServer('⎔ Starting local server...')).toBeNull()
  })

  it('shows errors after the start, and rebuilds only with --watch', () => {
    const rebuild = 'The file worker,client,domain,machines changed, restarting build...'
    expect(shownAfterReady(rebuild, { watch: false })).toBe(false)
    expect(shownAfterReady(rebuild, { watch: true })).toBe(true)
    expect(shownAfterReady('[wrangler:info] GET / 200 OK (12ms)', { watch: false })).toBe(false)
    expect(shownAfterReady('✘ [ERROR] Uncaught TypeError: x is not a function', { watch: false })).toBe(true)
    expect(shownAfterReady('{"at":"page-cache","problem":"store failed"}', { watch: false })).toBe(true)
  })

  it('ends with every seeded store’s URL, the default one on localhost itself', () => {
    const slugs = seededSlugs(SEEDED, 'sunbeam')
    expect(slugs).toEqual(['sunbeam', 'moonlit', 'vault'])
    const lines = startSummary({ port: 8790, slugs, defaultStore: 'sunbeam', accessCodes: "Access codes: 'vault' letmein." })
      .trimEnd()
      .split('\n')
    expect(lines.slice(-3)).toEqual([
      '  sunbeam  http://localhost:8790  (the default store)',
      '  moonlit  http://moonlit.localhost:8790',
      '  vault    http://vault.localhost:8790',
    ])
    expect(lines).toContain('Preview link: npm run preview-link -- --store moonlit')
    expect(lines).toContain("Access codes: 'vault' letmein.")
    expect(lines.length).toBeLessThan(15)
  })
})
