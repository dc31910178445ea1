#!/usr/bin/env node
// `npm run test:e2e [-- playwright args]`: the Playwright suite alone, on free ports (so two
// runs never meet), with Chromium found as `npm test` finds it.
import { spawnSync } from 'node:child_process'
import { findChromium } from './find-chromium.mjs'
import { e2ePorts } from './free-port.mjs'
import { wranglerEnv } from './wrangler-env.mjs'

let chromium
try {
  chromium = findChromium()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
const ports = await e2ePorts()
const playwright = new URL('../node_modules/.bin/playwright', import.meta.url).pathname
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...wranglerEnv, CHROME_PATH: chromium, ...ports },
})
process.exit(result.status ?? 1)
