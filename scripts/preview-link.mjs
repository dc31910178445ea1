#!/usr/bin/env node
// `npm run preview-link -- --store moonlit [--hours 168] [--origin URL] [--port 8787]
//  [--remote] [--persist-to dir]`
// Prints a store-owner preview link: the store's URL with an encrypted token in the hash.
// The token is sealed with the store's preview key, read from D1 (local unless --remote),
// by the same code the worker uses to open it.
import { spawn } from 'node:child_process'
import { tsImport } from 'tsx/esm/api'
import { localPort } from './dev-server.mjs'
import { wranglerBin, wranglerEnv } from './wrangler-env.mjs'

const USAGE = 'Usage: npm run preview-link -- --store <slug> [--hours <n>] [--origin <url>] [--port <n>] [--remote] [--persist-to <dir>]'

class UsageError extends Error {}

export function parseArgs(argv) {
  const options = {
    store: undefined,
    hours: undefined,
    origin: undefined,
    // The port a running `npm start` serves on (scripts/dev-server.mjs), unless --port or PORT says.
    port: localPort().port,
    remote: false,
    persistTo: undefined,
  }
  const value = (i) => {
    if (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) throw new UsageError(`${argv[i]} needs a value\n${USAGE}`)
    return argv[i + 1]
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--store') options.store = value(i++)
    else if (arg === '--hours') options.hours = Number(value(i++))
    else if (arg === '--origin') options.origin = value(i++)
    else if (arg === '--port') options.port = value(i++)
    else if (arg === '--persist-to') options.persistTo = value(i++)
    else if (arg === '--remote') options.remote = true
    else if (arg === '--local') options.remote = false
    else throw new UsageError(`Unknown option ${arg}\n${USAGE}`)
  }
  if (!options.store || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(options.store)) throw new UsageError(USAGE)
  if (options.hours !== undefined && !(options.hours > 0 && options.hours <= 24 * 90))
    throw new UsageError('--hours must be between 0 and 2160 (90 days)')
  if (options.remote && !options.origin) throw new UsageError('--remote needs --origin, the deployed store URL')
  return options
}

/** Runs wrangler and answers its standard output. */
function capture(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(wranglerBin, args, { stdio: ['ignore', 'pipe', 'inherit'], env: wranglerEnv })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler ${args.join(' ')} exited with ${code}`))))
  })
}

async function previewKeyOf(slug, { remote, persistTo }) {
  // The slug was checked against a strict pattern above, so it is safe inside the SQL text.
  const target = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])]
  const out = await capture([
    'd1',
    'execute',
    'DB',
    ...target,
    '--json',
    '--command',
    `SELECT preview_key FROM stores WHERE slug = '${slug}'`,
  ])
  const start = out.indexOf('[')
  const answer = JSON.parse(out.slice(start))
  const key = answer[0]?.results?.[0]?.preview_key
  if (!key)
    throw new UsageError(
      `There is no store '${slug}' in the ${remote ? 'remote' : 'local'} database. Run \`npm start\` (or import the store) first.`,
    )
  return key
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const { createPreviewToken, DEFAULT_PREVIEW_TTL_SECONDS } = await tsImport('../worker/security/preview-token.ts', import.meta.url)
  const key = await previewKeyOf(options.store, options)
  const ttl = options.hours === undefined ? DEFAULT_PREVIEW_TTL_SECONDS : Math.round(options.hours * 3600)
  const exp = Math.floor(Date.now() / 1000) + ttl
  const token = await createPreviewToken({ store: options.store, exp }, key)
  const origin = (options.origin ?? `http://${options.store}.localhost:${options.port}`).replace(/\/+$/, '')
  console.log(`${origin}/#preview=${token}`)
  console.error(
    `Preview of '${options.store}' until ${new Date(exp * 1000).toISOString()}. Open it in a browser to see unpublished changes and hidden products.`,
  )
}

main().catch((error) => {
  console.error(error instanceof UsageError ? error.message : error)
  process.exit(1)
})
