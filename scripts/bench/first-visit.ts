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
}

/**
 * What a first visit really downloads: each page loads in a fresh Chromium context until the
 * network has been idle for 500 ms (hydration and anything it imports at boot included);
 * every script, stylesheet and data file it fetched from the build is then compressed as a CDN would.
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
      const files: string[] = []
      tab.on('request', (request) => {
        const type = request.resourceType()
        const url = new URL(request.url())
        // Data is asked for by a preload and read by fetch(): whatever type Chromium gives it.
        const built = type === 'script' || type === 'stylesheet' || /^\/assets\/[^/]+\.json$/.test(url.pathname)
        if (built && url.origin === origin) files.push(url.pathname.slice(1))
      })
      const response = await tab.goto(`${origin}${page.path}`, { waitUntil: 'networkidle' })
      const unique = [...new Set(files)]
      visits.push({
        key: page.key,
        path: page.path,
        status: response?.status() ?? 0,
        js: sumBytes(unique.filter((file) => file.endsWith('.js')).map(sizeOf)),
        css: sumBytes(unique.filter((file) => file.endsWith('.css')).map(sizeOf)),
        data: sumBytes(unique.filter((file) => file.endsWith('.json')).map(sizeOf)),
        files: unique,
      })
      await context.close()
    }
    return visits
  } finally {
    await browser.close()
  }
}
