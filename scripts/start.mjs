#!/usr/bin/env node
// `npm start`: build the client, migrate and seed local D1, serve with wrangler dev.
// `npm run dev` (--watch) also rebuilds the client on change; wrangler reloads the worker.
import { spawn } from 'node:child_process'
import { localAdminToken } from './admin/local-token.mjs'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { run, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

/** The worker's plain-text settings (worker/env.ts) that `npm start` takes from the environment. */
const WORKER_SETTINGS = [
  'DEFAULT_STORE',
  'STORE_NOT_FOUND_URL',
  'BACKEND_URL',
  'BACKEND_API_KEY',
  'COOKIE_SECRET',
  'CHECKOUT_URL',
  'PAYMENT_URL',
  'AVAILABILITY_URL',
  'AVAILABILITY_API_KEY',
  'THEME_URL',
  'TRACKING_URL',
  'BACKEND_AMOUNTS',
  'BACKEND_HONOURS_IDEMPOTENCY_KEYS',
  'BACKEND_COLLECTIONS_MODE',
  'PRODUCT_CACHE_URL',
  'ADDRESS_VALIDATION_URL',
  'STRIPE_PUBLISHABLE_KEY',
  'PAYPAL_CLIENT_ID',
  'AFTERPAY_MERCHANT_ID',
  'FLAG_LEGACY_CHECKOUT',
  'FLAG_CHECKOUT_V2',
  'FLAG_HIDE_CARD',
  'FLAG_HIDE_PAYPAL',
  'FLAG_SUPPORT',
  'FLAG_TRACKING',
]

const watch = process.argv.includes('--watch')
const port = process.env.PORT ?? '8787'
const vite = new URL('../node_modules/.bin/vite', import.meta.url).pathname

await run(vite, ['build', '--logLevel', 'warn'])
await prepareLocalDatabase()
if (watch) spawn(vite, ['build', '--watch', '--logLevel', 'warn'], { stdio: 'inherit', env: wranglerEnv })

// Settings given in the environment reach the worker too: `BACKEND_URL=… npm start` is provider mode.
const passed = WORKER_SETTINGS.filter((name) => process.env[name]).flatMap((name) => ['--var', `${name}:${process.env[name]}`])
const stores = process.env.BACKEND_URL ? '' : `  (other stores: http://sunbeam.localhost:${port}, http://vault.localhost:${port})`
console.log(`\nStorefront: http://localhost:${port}${stores}${process.env.BACKEND_URL ? `  in front of ${process.env.BACKEND_URL}` : ''}\n`)
await run(wranglerBin, [
  'dev',
  '--port',
  port,
  '--ip',
  '127.0.0.1',
  '--var',
  'ENVIRONMENT:development',
  ...passed,
  // `npm run admin` finds the same token (scripts/admin/local-token.mjs).
  '--var',
  `ADMIN_TOKEN:${localAdminToken()}`,
  // GET /__scheduled runs the Cron Trigger (the reconciliation clock) once (worker/test-scheduled.ts).
  '--show-interactive-dev-session=false',
])
