#!/usr/bin/env node
// `npm start`: build the client, migrate and seed local D1, serve with wrangler dev.
// `npm run dev` (--watch) also rebuilds the client on change; wrangler reloads the worker.
import { spawn } from 'node:child_process'
import { localAdminToken } from './admin/local-token.mjs'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { run, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

const watch = process.argv.includes('--watch')
const port = process.env.PORT ?? '8787'
const vite = new URL('../node_modules/.bin/vite', import.meta.url).pathname

await run(vite, ['build', '--logLevel', 'warn'])
await prepareLocalDatabase()
if (watch) spawn(vite, ['build', '--watch', '--logLevel', 'warn'], { stdio: 'inherit', env: wranglerEnv })

console.log(`\nStorefront: http://localhost:${port}  (other stores: http://sunbeam.localhost:${port}, http://vault.localhost:${port})\n`)
await run(wranglerBin, [
  'dev',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--var',
  'ENVIRONMENT:development',
  // `npm run admin` finds the same token (scripts/admin/local-token.mjs).
  '--var',
  `ADMIN_TOKEN:${localAdminToken()}`,
  // GET /__scheduled runs the Cron Trigger (the reconciliation clock) once.
  '--test-scheduled',
  '--show-interactive-dev-session=false',
])
