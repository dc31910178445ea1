#!/usr/bin/env node
// The server Playwright starts: a fresh local D1/KV state in a temp folder (so runs never
// see each other's orders), migrated and seeded, served by wrangler dev on E2E_PORT.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { run, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

const port = process.env.E2E_PORT ?? '8799'
const persistTo = mkdtempSync(join(tmpdir(), 'storefront-e2e-'))
await prepareLocalDatabase({ persistTo })
// Beside the demo stores, a store in an attacker's hands (tests/e2e/security.spec.ts).
await run(process.execPath, [
  new URL('./store-import.mjs', import.meta.url).pathname,
  new URL('../tests/fixtures/hostile-store.ts', import.meta.url).pathname,
  '--local',
  '--persist-to',
  persistTo,
])
// Tests that need the database itself (a store's preview key for `npm run preview-link`)
// find the state folder named in this file (tests/e2e/fixtures.ts: e2eStateFolder).
writeFileSync(join(tmpdir(), `storefront-e2e-${port}.state`), persistTo)
// This server is the suite's alone: its own dev registry (other wrangler processes, such as
// the preview-link CLI the tests run, never make it reload its worker mid-request) and no
// config watching.
const ownServer = {
  ...wranglerEnv,
  WRANGLER_REGISTRY_PATH: mkdtempSync(join(tmpdir(), 'storefront-e2e-registry-')),
  WRANGLER_CI_DISABLE_CONFIG_WATCHING: 'true',
}
await run(
  wranglerBin,
  [
    'dev',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--persist-to',
    persistTo,
    '--var',
    'ENVIRONMENT:development',
    // GET /__scheduled runs the Cron Trigger (the reconciliation clock), as with `npm start`
    // (worker/test-scheduled.ts, with ENVIRONMENT development).
    '--show-interactive-dev-session=false',
    '--log-level',
    'warn',
  ],
  { env: ownServer },
)
