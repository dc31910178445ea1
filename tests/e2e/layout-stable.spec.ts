import type { Page } from '@playwright/test'
import { SLOW } from '../support/e2e/checkout-journey'
import { expect, storeUrl, test } from '../support/e2e/fixtures'

/**
 * A page does not move under the shopper while it loads and hydrates: what hydrates after the
 * page (the frame, the home below its hero, the listing's gallery and what is below its form)
 * is painted in place with the rest, not filled in after first paint (tests/worker/parts-in-place.test.ts).
 * Lighthouse's Cumulative Layout Shift read 0.18 on `/` and 0.45 on a listing when it was.
 */

interface Shift {
  value: number
  nodes: string[]
}

/** Collects the page's layout shifts from its first paint, as Lighthouse counts them. */
async function recordShifts(page: Page): Promise<() => Promise<Shift[]>> {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    ;(window as unknown as { shifts: Shift[] }).shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue
        const nodes = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName),
        )
        shifts.push({ value: entry.value, nodes })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return () => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts)
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0)

test.describe('The page holds still while it loads', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const [name, path] of [
    ['the home page', '/'],
    ['a listing', '/listing/midnight-hoodie'],
  ] as const) {
    test(`${name} on a phone shifts no more than a hair from first paint to hydrated`, async ({ page }) => {
      const shifts = await recordShifts(page)
      await page.goto(storeUrl(null, path))
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', SLOW)
      // A frame later, so a shift from the last part's commit is reported too.
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))))
      const seen = await shifts()
      expect(total(seen), JSON.stringify(seen)).toBeLessThan(0.01)
    })
  }
})
