#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: the Playwright suite alone, on a free port (so two
// runs never meet), with Chromium found as `npm test` finds it.
import { spawnSync } from 'node:child_process'
import { findChromium } from './find-chromium.mjs'
import { freePort } from './free-port.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

let chromium
try {
  chromium = findChromium()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const port = process.env.E2E_PORT ?? String(await freePort())
const playwright = new URL('../node_modules/.bin/playwright', import.meta.url).pathname
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...wranglerEnv, CHROME_PATH: chromium, E2E_PORT: port },
})
process.exit(result.status ?? 1)
