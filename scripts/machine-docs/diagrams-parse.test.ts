import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, chromium } from '@playwright/test'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { CHROMIUM_FLAGS } from '../chromium-flags'

/**
 * The diagrams `npm run machines` writes into docs/machines.md are read by Mermaid itself,
 * in Chromium, as the guide's readers see them: a diagram Mermaid cannot draw fails here.
 */
const guide = readFileSync(new URL('../../docs/machines.md', import.meta.url), 'utf8')
const diagrams = [...guide.matchAll(/<!-- diagram ([\w-]+):[^\n]*\n```mermaid\n([\s\S]*?)\n```/g)].map(([, name, text]) => ({ name, text }))
const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js')

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS })
})
afterAll(() => browser?.close())

it('has every machine diagram of docs/machines.md read by Mermaid without an error', async () => {
  expect(diagrams.map(({ name }) => name)).toEqual([
    'cart',
    'checkout',
    'payment',
    'checkout-page',
    'polling',
    'afterpay-fallback',
    'toast',
  ])
  const page = await browser.newPage()
  await page.setContent('<!doctype html><title>diagrams</title><body></body>')
  await page.addScriptTag({ path: mermaidScript })
  const read = await page.evaluate(async (list) => {
    type Mermaid = { initialize(options: object): void; parse(text: string): Promise<{ diagramType: string }> }
    const { mermaid } = window as unknown as { mermaid: Mermaid }
    mermaid.initialize({ startOnLoad: false })
    const results: { name: string; type?: string; error?: string }[] = []
    for (const { name, text } of list) {
      try {
        results.push({ name, type: (await mermaid.parse(text)).diagramType })
      } catch (error) {
        results.push({ name, error: String(error) })
      }
    }
    return results
  }, diagrams)
  expect(read).toEqual(diagrams.map(({ name }) => ({ name, type: 'stateDiagram' })))
}, 60_000)
