#!/usr/bin/env node
// The server Playwright starts: a fresh local D1/KV state in a temp folder (so runs never
// see each other's orders), migrated and seeded, served on E2E_PORT by workerd.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { tsImport } from 'tsx/esm/api'
import { run } from './wrangler-env.mjs'

const port = process.env.E2E_PORT ?? '8799'
const persistTo = mkdtempSync(join(tmpdir(), 'storefront-e2e-'))
await prepareLocalDatabase({ persistTo })
// Beside the demo stores, a store in an attacker's hands (tests/e2e/security.spec.ts).
await run(process.execPath, [
  new URL('./store-import.mjs', import.meta.url).pathname,
  new URL('../tests/support/fixtures/hostile-store.ts', import.meta.url).pathname,
  '--local',
  '--persist-to',
  persistTo,
])
// Tests that need the database itself (a store's preview key for `npm run preview-link`)
// find the state folder named in this file (tests/support/e2e/fixtures.ts: e2eStateFolder).
writeFileSync(join(tmpdir(), `storefront-e2e-${port}.state`), persistTo)
// Served by Miniflare directly, not wrangler dev, which reloads its worker when a file it
// watches changes (scripts/e2e-worker.ts). GET /__scheduled runs the Cron Trigger (the
// reconciliation clock), as with `npm start` (worker/test-scheduled.ts, with ENVIRONMENT development).
const { serveE2eWorker } = await tsImport('./e2e-worker.ts', import.meta.url)
await serveE2eWorker({ port: Number(port), persistTo, vars: { ENVIRONMENT: 'development' } })
