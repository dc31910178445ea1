#!/usr/bin/env node
// `npm run store:import -- store.json [--local | --remote] [--persist-to dir] [--dry-run]`
// Validates a store file (JSON, or a .ts/.mjs module whose default export is the file's
// object), compiles it to idempotent SQL and runs it with `wrangler d1 execute`.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import { localAdminToken } from './admin/local-token.mjs'
import { localSettings } from './deploy-check.mjs'
import { localPort } from './dev-server.mjs'
import { rasteriseMockups, storeMockupRasters, storeMockups } from './mockup-rasters.mjs'
import { wranglerBin, wranglerEnv } from './wrangler-env.mjs'

const USAGE = 'Usage: npm run store:import -- <store.json> [--local | --remote] [--persist-to <dir>] [--dry-run] [--url <worker>]'

/** The compiler and validator, loaded from their TypeScript sources. */
async function importer() {
  return tsImport('../worker/commerce/builtin/db/store-import-sql.ts', import.meta.url)
}

/** A store file's contents: parsed JSON, or a module's default export. */
export async function readStoreFile(path) {
  const absolute = resolve(path)
  if (!existsSync(absolute)) throw new InputError(`Cannot find ${path}`)
  if (extname(absolute) === '.json') {
    const text = await readFile(absolute, 'utf8')
    try {
      return JSON.parse(text)
    } catch (error) {
      throw new InputError(`${path} is not valid JSON: ${error.message}`)
    }
  }
  const module = await tsImport(pathToFileURL(absolute).href, import.meta.url)
  return module.default
}

export class InputError extends Error {}

const count = (items, noun) => `${items.length} ${noun}${items.length === 1 ? '' : 's'}`

/**
 * The image hosts the target worker shows (IMAGE_HOSTS): IMAGE_HOSTS in the environment, else
 * for a local import .dev.vars or wrangler.toml [vars], for --remote wrangler.toml [vars].
 */
export function imageHostsFor({ remote = false } = {}, { root = new URL('..', import.meta.url).pathname, env = process.env } = {}) {
  const { config, seen } = localSettings(root, {})
  const value = env.IMAGE_HOSTS ?? (remote ? config.vars?.IMAGE_HOSTS : seen.IMAGE_HOSTS) ?? ''
  return String(value)
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
}

/** What a valid file will put live (a table) and its likely mistakes (warnings), before anything is written. */
export async function reportStore(input, setting) {
  const { parseStoreImport, storeImportTable, storeImportWarnings } = await importer()
  const result = parseStoreImport(input)
  if (!result.ok) return null
  return { table: storeImportTable(result.data, setting), warnings: storeImportWarnings(result.data, setting) }
}

const formatWarnings = (warnings) => warnings.map((warning) => `! ${warning}`)

/** Validates each store and compiles them all into one SQL script. */
export async function compileStores(entries) {
  const { parseStoreImport, compileStoreImport } = await importer()
  const statements = []
  const summaries = []
  for (const { name, input } of entries) {
    const result = parseStoreImport(input)
    if (!result.ok) {
      throw new InputError(`${name} is not a valid store file:\n${result.errors.map((e) => `  - ${e}`).join('\n')}`)
    }
    statements.push(...compileStoreImport(result.data))
    const { store, listings, collections, promoCodes } = result.data
    summaries.push(
      `'${store.slug}' (${count(listings, 'listing')}, ${count(collections, 'collection')}, ${count(promoCodes, 'promo code')})`,
    )
  }
  return { sql: `${statements.join(';\n')};\n`, summaries }
}

/** Runs wrangler quietly: its per-statement report is shown only when it fails. */
function runQuiet(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(wranglerBin, args, { env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new InputError(`wrangler ${args.join(' ')} failed:\n${output.trim()}`))))
  })
}

/** Runs a SQL script against the DB binding with wrangler, through a temporary file. */
export async function executeSql(sql, { remote = false, persistTo } = {}) {
  const file = join(tmpdir(), `store-import-${randomUUID()}.sql`)
  await writeFile(file, sql, 'utf8')
  try {
    const target = remote ? ['--remote'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])]
    await runQuiet(['d1', 'execute', 'DB', ...target, '--file', file, '--yes'])
  } finally {
    await rm(file, { force: true })
  }
}

export function parseArgs(argv) {
  const options = { files: [], remote: false, persistTo: undefined, dryRun: false, url: undefined }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--remote') options.remote = true
    else if (arg === '--local') options.remote = false
    else if (arg === '--dry-run') options.dryRun = true
    else if (arg === '--persist-to') options.persistTo = argv[++i]
    else if (arg === '--url') options.url = argv[++i]
    else if (arg.startsWith('--')) throw new InputError(`Unknown option ${arg}\n${USAGE}`)
    else options.files.push(arg)
  }
  if (options.files.length !== 1) throw new InputError(USAGE)
  if (options.persistTo === undefined && argv.includes('--persist-to')) throw new InputError(USAGE)
  return options
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const [file] = options.files
  const input = await readStoreFile(file)
  const { sql, summaries } = await compileStores([{ name: file, input }])
  const { table, warnings } = await reportStore(input, { imageHosts: imageHostsFor(options) })
  if (options.dryRun) {
    console.log(
      [
        `${file} is valid: store ${summaries[0]}. Nothing was written; this is what would be live:`,
        ...table,
        ...formatWarnings(warnings),
      ].join('\n'),
    )
    return
  }
  if (warnings.length) console.warn(formatWarnings(warnings).join('\n'))
  await executeSql(sql, options)
  console.log(`Imported store ${summaries[0]} into ${options.remote ? 'the remote' : 'the local'} D1 database.`)
  // Locally Miniflare's Images binding rasterises SVG itself: only a deployment needs the copies.
  if (options.remote) console.log(await storeRasters(input, options))
  const slug = input.store.slug
  console.log(await refreshRunningWorker(slug, options))
}

/** Draws the store's mockups as JPEGs into KV for feeds and sharing previews (ADR 108). */
async function storeRasters(input, options) {
  const { parseStoreImport } = await importer()
  const drawings = await storeMockups(parseStoreImport(input).data)
  if (drawings.length === 0) return 'Every colour is shown by its photos: no mockup to draw.'
  await storeMockupRasters(await rasteriseMockups(drawings), options, runQuiet)
  return `Drew ${count(drawings, 'mockup')} as 1,200 px JPEGs for feeds and sharing previews.`
}

/**
 * Asks the worker to forget its cached copies of the store (POST /admin/api/stores/{slug}/refresh,
 * ADR 113), so the import shows on its next request: the local `npm start` when one is running
 * (and no --persist-to names another state), or the deployed worker given with --url.
 */
export async function refreshRunningWorker(slug, options, { fetch: send = fetch, env = process.env } = {}) {
  const local = localPort(env)
  const base = options.url ?? (!options.remote && !options.persistTo && local.from !== 'default' ? `http://localhost:${local.port}` : null)
  // Locally a store answers on {slug}.localhost (the default one on localhost itself); --url is the store's own address.
  const storeUrl = (origin) => (options.url || slug === (env.DEFAULT_STORE ?? 'moonlit') ? origin : origin.replace('//', `//${slug}.`))
  if (!base) {
    return options.remote
      ? `The deployed worker reads the store afresh within a minute; give --url https://… (with ADMIN_TOKEN) to show it at once.`
      : `Its URL once \`npm start\` runs: ${storeUrl('http://localhost:8787')}`
  }
  const url = `${base.replace(/\/+$/, '')}/admin/api/stores/${slug}/refresh`
  const token = env.ADMIN_TOKEN ?? (options.url ? undefined : localAdminToken())
  if (!token) throw new InputError(`Set ADMIN_TOKEN to the admin token of ${base} to refresh ${url}`)
  let response
  try {
    response = await send(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    throw new InputError(`Imported, but could not reach ${url} to show it at once: ${error.cause?.message ?? error.message}`)
  }
  if (!response.ok) throw new InputError(`Imported, but ${url} answered ${response.status}: ${await response.text()}`)
  return `Live now: ${storeUrl(base.replace(/\/+$/, ''))}`
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof InputError ? error.message : error)
    process.exit(1)
  })
}
