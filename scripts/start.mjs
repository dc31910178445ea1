#!/usr/bin/env node
// `npm start [-- --verbose]`: build the client, migrate and seed local D1, serve with wrangler dev.
// `npm run dev` (--watch) also rebuilds the client on change; wrangler reloads the worker.
// Prints a line per step and, once the server answers, the store URLs; every tool's own
// output goes to .wrangler/start.log (and to the terminal too with --verbose).
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync } from 'node:fs'
import { localAdminToken } from './admin/local-token.mjs'
import { forgetDevServer, recordDevServer } from './dev-server.mjs'
import { freePort, isPortFree } from './free-port.mjs'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { readyServer, seededSlugs, shownAfterReady, startSummary } from './start-output.mjs'
import { runLogged, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

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

const LOG_FILE = '.wrangler/start.log'
const watch = process.argv.includes('--watch')
const verbose = process.argv.includes('--verbose')
const vite = new URL('../node_modules/.bin/vite', import.meta.url).pathname
const root = new URL('..', import.meta.url).pathname

mkdirSync(new URL('../.wrangler', import.meta.url), { recursive: true })
const log = createWriteStream(new URL(`../${LOG_FILE}`, import.meta.url))
const step = (line) => console.log(line)

/** PORT, else 8787 when free, else any free port: the tools find it in .wrangler/dev-server.json. */
async function portToAsk() {
  if (process.env.PORT) return process.env.PORT
  return (await isPortFree(8787)) ? '8787' : String(await freePort())
}

let prepared
try {
  await runLogged(vite, ['build', '--logLevel', 'warn'], { log, echo: verbose, cwd: root })
  step('Built the client (dist/client).')
  prepared = await prepareLocalDatabase({ log, echo: verbose })
  step(prepared.migrations)
  step(prepared.seeded)
} catch (error) {
  console.error(`${error.message}\n\nFull log: ${LOG_FILE}`)
  process.exit(1)
}
if (watch) spawn(vite, ['build', '--watch', '--logLevel', 'warn'], { stdio: 'inherit', env: wranglerEnv })

const port = await portToAsk()
// Settings given in the environment reach the worker too: `BACKEND_URL=… npm start` is provider mode.
const passed = WORKER_SETTINGS.filter((name) => process.env[name]).flatMap((name) => ['--var', `${name}:${process.env[name]}`])
step(`Starting wrangler dev on port ${port} (its log: ${LOG_FILE}${verbose ? '' : ', or npm start -- --verbose'})…`)
const wrangler = spawn(
  wranglerBin,
  [
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
  ],
  { stdio: ['inherit', 'pipe', 'pipe'], env: wranglerEnv },
)

let ready = false
let pending = ''
/** The last lines before the server was ready: shown if it stops before. */
const early = []
function take(chunk) {
  log.write(chunk)
  if (verbose) process.stdout.write(chunk)
  pending += chunk
  const lines = pending.split('\n')
  pending = lines.pop() ?? ''
  for (const line of lines) {
    if (!ready) {
      early.push(line)
      if (early.length > 30) early.shift()
      const served = readyServer(line)
      if (!served) continue
      ready = true
      recordDevServer({ port: served.port })
      // wrangler.toml's [vars] DEFAULT_STORE, unless the environment gives another.
      const defaultStore = process.env.DEFAULT_STORE ?? 'moonlit'
      const slugs = seededSlugs(prepared.seeded, defaultStore)
      const { accessCodes } = prepared
      console.log(startSummary({ port: served.port, slugs, defaultStore, accessCodes, backendUrl: process.env.BACKEND_URL }))
    } else if (!verbose && shownAfterReady(line, { watch })) console.log(line)
  }
}
wrangler.stdout.on('data', take)
wrangler.stderr.on('data', take)
const stop = () => wrangler.kill('SIGINT')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
wrangler.on('exit', (code) => {
  forgetDevServer()
  if (!ready)
    console.error(`wrangler dev stopped before it was ready (exit ${code}):\n${[...early, pending].join('\n')}\nFull log: ${LOG_FILE}`)
  process.exit(code ?? 0)
})
