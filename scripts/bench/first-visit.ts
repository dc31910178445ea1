import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS } from '../chromium-flags'
import { type Bytes, fileSizer, sumBytes } from './bundle-sizes'

export interface FirstVisit {
  key: string
  path: string
  status: number
  js: Bytes
  css: Bytes
  /** JSON the page read from the build before hydrating: its locale's messages (ADR 082). */
  data: Bytes
  /** Built files the page downloaded, in the order they were asked for. */
  files: string[]
  /** Scripts asked for once the page had hydrated (the frame, ADR 162; at idle, ADR 158): not up front, shown beside. */
  afterHydration: { js: Bytes; files: string[] }
}

declare global {
  interface Window {
    __hydratedAt?: number
  }
}

/**
 * Notes when the page marks itself hydrated (`<html data-page-hydrated>`), on the page's
 * clock: what hydrates after it, the store's frame (ADR 162), loads after that moment.
 */
function markHydration() {
  // Init scripts run before the parser has made <html>: watch the document for it.
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.pageHydrated !== 'true') return
    window.__hydratedAt = performance.now()
    observer.disconnect()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page-hydrated'] })
}

/** The built files first asked for after hydration, by the page's resource timings. */
async function askedAfterHydration(tab: import('@playwright/test').Page): Promise<Set<string>> {
  const late = await tab.evaluate(() => {
    const hydratedAt = window.__hydratedAt
    if (hydratedAt === undefined) return []
    const first = new Map<string, number>()
    for (const entry of performance.getEntriesByType('resource')) {
      const path = new URL(entry.name).pathname.slice(1)
      first.set(path, Math.min(first.get(path) ?? entry.startTime, entry.startTime))
    }
    return [...first].filter(([, start]) => start > hydratedAt).map(([path]) => path)
  })
  return new Set(late)
}

/**
 * What a first visit really downloads: each page loads in a fresh Chromium context until the
 * network has been idle for 500 ms (hydration and anything it imports at boot included);
 * every script, stylesheet and data file it fetched from the build is then compressed as a CDN
 * would. What the page needs up front (asked for before it hydrated) is counted apart from the
 * scripts it asks for once hydrated (the analytics boot, a tile's observer: ADR 158).
 */
export async function measureFirstVisits(
  origin: string,
  pages: readonly { key: string; path: string }[],
  options: { assetsDir: string; chromePath: string },
): Promise<FirstVisit[]> {
  const sizeOf = fileSizer(options.assetsDir)
  const browser = await chromium.launch({ executablePath: options.chromePath, args: CHROMIUM_FLAGS })
  try {
    const visits: FirstVisit[] = []
    for (const page of pages) {
      const context = await browser.newContext()
      const tab = await context.newPage()
      await tab.addInitScript(markHydration)
      const files: string[] = []
      tab.on('request', (request) => {
        const type = request.resourceType()
        const url = new URL(request.url())
        // Data is asked for by a preload and read by fetch(): whatever type Chromium gives it.
        const built = type === 'script' || type === 'stylesheet' || /^\/assets\/[^/]+\.json$/.test(url.pathname)
        if (built && url.origin === origin) files.push(url.pathname.slice(1))
      })
      const response = await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' })
      const late = await askedAfterHydration(tab)
      const asked = [...new Set(files)]
      const unique = asked.filter((file) => !late.has(file))
      const afterHydration = asked.filter((file) => late.has(file) && file.endsWith('.js'))
      visits.push({
        key: page.key,
        path: page.path,
        status: response?.status() ?? 0,
        js: sumBytes(unique.filter((file) => file.endsWith('.js')).map(sizeOf)),
        css: sumBytes(unique.filter((file) => file.endsWith('.css')).map(sizeOf)),
        data: sumBytes(unique.filter((file) => file.endsWith('.json')).map(sizeOf)),
        files: unique,
        afterHydration: { js: sumBytes(afterHydration.map(sizeOf)), files: afterHydration },
      })
      await context.close()
    }
    return visits
  } finally {
    await browser.close()
  }
}
