#!/usr/bin/env node
// `npm run stress [-- --duration 60 --connections 100]`
// Load test against a real `wrangler dev` (workerd) on loopback, with a fresh seeded D1/KV
// state in a temp folder: for the duration, `connections` concurrent clients run a mix of
// home, listing, search and cart pages and cart and checkout API calls. It prints the
// request rate, latency percentiles per kind and overall (p99), the workerd process's
// memory over the run, and fails (exit 1) on any error or on memory that keeps growing.
// The server is wrangler's dev engine (`unstable_startWorker`, what `wrangler dev` runs) in a
// child process, serving the worker as `wrangler deploy` bundles it (production React),
// with the devtools inspector off (at this load it reports every D1 and KV call to Node
// and wrangler dev loses the worker; see docs/decisions/009-reliability.md) and without
// file watching, so edits in the tree cannot restart it mid-run. It serves a copy of the
// client build: wrangler watches the assets folder even then, so a `vite build` in the tree
// mid-run (the bench, another terminal) would reload the worker and fail in-flight writes
// with "Your worker restarted mid-request".
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { run, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

const USAGE = 'Usage: npm run stress -- [--duration <seconds>] [--connections <n>] [--warmup <seconds>]'

export function parseArgs(argv) {
  const options = { duration: 60, connections: 100, warmup: 10 }
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '')
    const value = Number(argv[i + 1])
    if (!(name in options) || !Number.isFinite(value) || value <= 0) throw new Error(USAGE)
    options[name] = value
    i++
  }
  if (options.connections > 500 || options.duration > 600) throw new Error(`${USAGE}\nAt most 500 connections and 600 seconds.`)
  return options
}

/** Latency percentile of sorted milliseconds. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/**
 * Memory is stable when it has levelled off: the last quarter of the run (after warm-up)
 * holds no more than 10% (or 32 MB) above the quarter before it. V8 grows its heap
 * before it collects, so a rise early in the run is expected; a rise that keeps going is not.
 */
export function memoryVerdict(samples, warmupMs) {
  const settled = samples.filter((sample) => sample.at >= warmupMs && sample.rssKb > 0 && !sample.idle)
  const mb = (kb) => Math.round(kb / 1024)
  const peak = Math.max(0, ...samples.map((sample) => sample.rssKb))
  if (settled.length < 8)
    return {
      stable: settled.length === samples.filter((sample) => sample.at >= warmupMs).length,
      startMb: mb(settled[0]?.rssKb ?? 0),
      endMb: mb(settled.at(-1)?.rssKb ?? 0),
      peakMb: mb(peak),
    }
  const quarter = Math.floor(settled.length / 4)
  const average = (list) => list.reduce((sum, sample) => sum + sample.rssKb, 0) / list.length
  const third = average(settled.slice(2 * quarter, 3 * quarter))
  const last = average(settled.slice(3 * quarter))
  // A workerd that went away (RSS 0) is never stable.
  const alive = samples.filter((sample) => sample.at >= warmupMs && !sample.idle).every((sample) => sample.rssKb > 0)
  const idle = samples.filter((sample) => sample.idle).at(-1)
  return {
    stable: alive && last - third <= Math.max(third * 0.1, 32 * 1024),
    startMb: mb(settled[0].rssKb),
    endMb: mb(settled.at(-1).rssKb),
    peakMb: mb(peak),
    idleMb: idle ? mb(idle.rssKb) : null,
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** Every process below `root` whose command name is workerd. */
function workerdBelow(root) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      if (!children.has(ppid)) children.set(ppid, [])
      children.get(ppid).push({ pid: Number(entry), comm })
    } catch {
      // The process ended while we looked.
    }
  }
  const found = []
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (child.comm === 'workerd') found.push(child.pid)
      walk(child.pid)
    }
  }
  walk(root)
  return found
}

function rssKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

export function createClient(port, connections) {
  const agent = new http.Agent({ keepAlive: process.env.STRESS_KEEPALIVE !== '0', maxSockets: connections })
  const host = `localhost:${port}`
  return function request(method, path, { body, headers = {} } = {}) {
    return new Promise((resolve) => {
      const started = performance.now()
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          timeout: 30_000,
          headers: {
            host,
            accept: payload ? 'application/json' : 'text/html,application/json',
            ...(payload
              ? { 'content-type': 'application/json', origin: `http://${host}`, 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text: Buffer.concat(chunks).toString('utf8') }),
          )
          res.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, text: String(error) }))
        },
      )
      req.on('timeout', () => req.destroy(new Error('timed out after 30 s')))
      req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, text: String(error) }))
      if (payload) req.write(payload)
      req.end()
    })
  }
}

const root = new URL('..', import.meta.url).pathname
const IDLE_MS = 15_000

/**
 * The worker bundled as `wrangler deploy` would upload it, and a wrangler config that
 * serves that bundle as it is (no_bundle, additional modules found by the CSS rule).
 */
async function bundledConfig(dir) {
  const outDir = join(dir, 'worker')
  mkdirSync(outDir, { recursive: true })
  await run(wranglerBin, ['deploy', '--dry-run', '--outdir', outDir], { cwd: root, env: { ...wranglerEnv, NODE_ENV: 'production' } })
  // A snapshot of the client build: wrangler reloads the worker when its assets folder changes.
  const assets = join(dir, 'assets')
  cpSync(resolve(root, 'dist/client'), assets, { recursive: true })
  const config = readFileSync(join(root, 'wrangler.toml'), 'utf8')
    .replace(/^main = .*$/m, `main = "${join(outDir, 'index.js')}"\nno_bundle = true`)
    .replace(/^directory = "\.\/dist\/client"$/m, `directory = "${assets}"`)
    .replace(/^migrations_dir = "(.*)"$/m, (_, path) => `migrations_dir = "${resolve(root, path)}"`)
  const path = join(dir, 'wrangler.toml')
  writeFileSync(path, config)
  return path
}

async function waitUntilReady(request, deadline) {
  while (Date.now() < deadline) {
    const answer = await request('GET', '/robots.txt')
    if (answer.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('wrangler dev did not answer in time')
}

/** Listings, skus that can be bought, search words and the store id, read through the API. */
export async function discover(request) {
  const store = JSON.parse((await request('GET', '/api/v1/stores?slug=moonlit')).text)
  const tiles = JSON.parse((await request('GET', '/api/product-cache/moonlit.json?currency=USD&region=USA')).text)
  const slugs = [
    ...new Set(
      tiles
        .map((tile) =>
          String(tile.url ?? '')
            .replace(/^.*\/listing\//, '')
            .replace(/[?#].*$/, ''),
        )
        .filter(Boolean),
    ),
  ].slice(0, 12)
  const words = [...new Set(tiles.flatMap((tile) => String(tile.name).toLowerCase().split(/\W+/)).filter((word) => word.length > 3))].slice(
    0,
    12,
  )
  const skus = []
  for (const slug of slugs) {
    const answer = JSON.parse((await request('GET', `/api/v1/listings?slug=${slug}&storeSlug=moonlit`)).text)
    for (const product of answer.listing?.products ?? []) {
      if (product.deliveryDetails?.type !== 'physical') continue
      for (const variation of product.variations) {
        for (const size of variation.availableSizesWithId)
          skus.push({ slug, sku: `${product.productId}_${variation.variationId}_${size.id}`, product, variation, size })
      }
    }
  }
  // Keep the skus a checkout accepts (in stock, on sale), a few per listing.
  const buyable = []
  for (const candidate of skus) {
    if (buyable.filter((item) => item.slug === candidate.slug).length >= 2) continue
    const created = await request('POST', '/api/checkout', {
      body: { lineItems: [{ sku: candidate.sku, quantity: 1 }], storeSlug: 'moonlit' },
    })
    if (created.status === 201) buyable.push(candidate)
  }
  if (slugs.length === 0 || buyable.length === 0 || words.length === 0) throw new Error('The demo store has no listings to load-test with')
  return { storeId: store.id, slugs, words, buyable }
}

const CUSTOMER = {
  firstName: 'Load',
  lastName: 'Tester',
  email: 'load@example.com',
  phone: '+1 415 555 0100',
  address: {
    address1: '1 Market St',
    city: 'San Francisco',
    state: 'California',
    stateCode: 'CA',
    zip: '94105',
    country: 'United States',
    countryCode: 'US',
  },
}

/** The scenarios and their weights; each returns the answers it got, labelled. */
export function scenarios(request, data) {
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  const cartCookie = () => {
    const item = pick(data.buyable)
    const cart = {
      id: crypto.randomUUID(),
      region: 'USA',
      items: {
        [item.sku]: {
          slug: item.slug,
          sku: item.sku,
          colorId: item.variation.variationId,
          sizeId: item.size.id,
          productId: item.product.productId,
          quantity: 1,
          itemGroupId: String(item.product.productId),
        },
      },
    }
    return `cart_${data.storeId}=${encodeURIComponent(JSON.stringify(cart))}`
  }
  const label = (name, answer, expected) => ({ name, ...answer, ok: expected.includes(answer.status) })
  return [
    { weight: 20, run: async () => [label('home page', await request('GET', '/'), [200])] },
    { weight: 20, run: async () => [label('listing page', await request('GET', `/listing/${pick(data.slugs)}`), [200])] },
    {
      weight: 15,
      run: async () => [label('search page', await request('GET', `/search?searchterm=${encodeURIComponent(pick(data.words))}`), [200])],
    },
    { weight: 10, run: async () => [label('cart page', await request('GET', '/cart', { headers: { cookie: cartCookie() } }), [200])] },
    {
      weight: 15,
      run: async () => {
        const item = pick(data.buyable)
        return [
          label(
            'cart: listing API',
            await request('GET', `/api/v1/listings?slug=${item.slug}&storeSlug=moonlit&productId=${item.product.productId}`),
            [200],
          ),
          label(
            'cart: inventory API',
            await request('GET', `/api/v1/inventory?colorId=${item.variation.variationId}&sizeId=${item.size.id}`),
            [200],
          ),
        ]
      },
    },
    {
      weight: 20,
      run: async () => {
        const item = pick(data.buyable)
        const created = label(
          'checkout: create',
          await request('POST', '/api/checkout', {
            body: { lineItems: [{ sku: item.sku, quantity: 1 }], storeSlug: 'moonlit', cartId: crypto.randomUUID() },
          }),
          [201],
        )
        if (!created.ok) return [created]
        const id = JSON.parse(created.text).id
        return [
          created,
          label(
            'checkout: delivery options',
            await request('POST', '/api/deliveryOptions', { body: { id, storeSlug: 'moonlit', stateCode: 'CA', countryCode: 'US' } }),
            [200],
          ),
          label(
            'checkout: address and delivery',
            await request('PUT', '/api/v1/checkout', {
              body: { id, data: { storeSlug: 'moonlit', customer: CUSTOMER, deliveryOption: 'standard', paymentMethod: 'card' } },
            }),
            [200],
          ),
          label('checkout: load', await request('GET', `/api/checkout?id=${id}&storeSlug=moonlit`), [200]),
        ]
      },
    },
  ]
}

export function pickScenario(list) {
  const total = list.reduce((sum, scenario) => sum + scenario.weight, 0)
  let roll = Math.random() * total
  for (const scenario of list) {
    roll -= scenario.weight
    if (roll < 0) return scenario
  }
  return list[list.length - 1]
}

export function report(results, elapsedMs, memory, samples) {
  const byName = new Map()
  for (const result of results) {
    if (!byName.has(result.name)) byName.set(result.name, [])
    byName.get(result.name).push(result)
  }
  const rows = [...byName].map(([name, list]) => {
    const sorted = list.map((result) => result.ms).sort((a, b) => a - b)
    return {
      name,
      count: list.length,
      errors: list.filter((result) => !result.ok).length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
    }
  })
  const all = results.map((result) => result.ms).sort((a, b) => a - b)
  const errors = results.filter((result) => !result.ok)
  const pad = (text, width) => String(text).padEnd(width)
  const ms = (value) => `${Math.round(value)} ms`
  console.log(`\n${pad('request', 32)}${pad('count', 9)}${pad('errors', 8)}${pad('p50', 10)}${pad('p95', 10)}p99`)
  for (const row of rows)
    console.log(`${pad(row.name, 32)}${pad(row.count, 9)}${pad(row.errors, 8)}${pad(ms(row.p50), 10)}${pad(ms(row.p95), 10)}${ms(row.p99)}`)
  console.log(
    `\nrequests: ${results.length} in ${(elapsedMs / 1000).toFixed(1)} s (${(results.length / (elapsedMs / 1000)).toFixed(1)} req/s)`,
  )
  console.log(
    `latency: p50 ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, p99 ${ms(percentile(all, 99))}, max ${ms(all[all.length - 1] ?? 0)}`,
  )
  console.log(`errors: ${errors.length}`)
  for (const error of errors.slice(0, 10)) console.log(`  ${error.name}: ${error.status} ${error.text.slice(0, 160).replace(/\s+/g, ' ')}`)
  const trace = samples
    .filter((_, i) => i % Math.max(1, Math.floor(samples.length / 12)) === 0)
    .map((sample) => `${Math.round(sample.rssKb / 1024)}`)
  console.log(
    `workerd memory (RSS, MB): after warm-up ${memory.startMb}, end ${memory.endMb}, peak ${memory.peakMb}; over the run: ${trace.join(' ')}`,
  )
  console.log(`memory: ${memory.stable ? 'stable (levelled off under load)' : 'GROWING (still rising in the last quarter of the load)'}`)
  return errors.length === 0 && memory.stable
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const durationMs = options.duration * 1000
  const warmupMs = Math.min(options.warmup * 1000, durationMs / 2)
  const persistTo = mkdtempSync(join(tmpdir(), 'storefront-stress-'))
  let wrangler
  const stopServer = () => {
    if (!wrangler?.pid) return
    try {
      process.kill(-wrangler.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  const stop = () => {
    stopServer()
    rmSync(persistTo, { recursive: true, force: true })
  }
  // Bounded: whatever happens, the run and its server end.
  const watchdog = setTimeout(() => {
    console.error('stress: gave up (time limit); stopping')
    stop()
    process.exit(2)
  }, durationMs + 240_000)
  watchdog.unref()
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })

  try {
    if (!existsSync(new URL('../dist/client/asset-manifest.json', import.meta.url))) {
      await run(new URL('../node_modules/.bin/vite', import.meta.url).pathname, ['build', '--logLevel', 'warn'])
    }
    await prepareLocalDatabase({ persistTo })
    const config = await bundledConfig(persistTo)
    const port = await freePort()
    const log = openSync(join(persistTo, 'wrangler.log'), 'a')
    wrangler = spawn(process.execPath, [new URL(import.meta.url).pathname, '--serve', config, String(port), persistTo], {
      cwd: root,
      env: { ...wranglerEnv, NODE_ENV: 'production' },
      stdio: ['ignore', log, log],
      detached: true,
    })
    const request = createClient(port, options.connections)
    await waitUntilReady(request, Date.now() + 60_000)
    const data = await discover(request)
    const pids = workerdBelow(wrangler.pid)
    if (pids.length === 0) throw new Error('Could not find the workerd process under wrangler dev')
    console.log(
      `stress: ${options.connections} connections for ${options.duration} s against http://localhost:${port} (workerd pid ${pids.join(', ')})`,
    )

    const list = scenarios(request, data)
    const results = []
    const samples = []
    const started = Date.now()
    const sampler = setInterval(
      () => samples.push({ at: Date.now() - started, rssKb: pids.reduce((sum, pid) => sum + rssKb(pid), 0) }),
      1000,
    )
    const client = async () => {
      while (Date.now() - started < durationMs) {
        const answers = await pickScenario(list).run()
        if (Date.now() - started >= warmupMs) results.push(...answers)
      }
    }
    await Promise.all(Array.from({ length: options.connections }, client))
    const loadEnded = Date.now() - started
    // A quiet spell after the load: V8 gives back what was garbage; what was kept stays.
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
    clearInterval(sampler)
    samples.push({ at: Date.now() - started, rssKb: pids.reduce((sum, pid) => sum + rssKb(pid), 0) })
    for (const sample of samples) sample.idle = sample.at > loadEnded
    const passed = report(results, loadEnded - warmupMs, memoryVerdict(samples, warmupMs), samples)
    if (!passed) {
      console.log(`\nwrangler log: ${join(persistTo, 'wrangler.log')} (kept, with the run's state)`)
      stopServer()
      process.exitCode = 1
      return
    }
    stop()
  } catch (error) {
    console.error(`stress: ${error instanceof Error ? error.message : error}`)
    stop()
    process.exitCode = 1
  } finally {
    clearTimeout(watchdog)
  }
}

/**
 * The server half, in its own process: wrangler's dev engine (what `wrangler dev` runs),
 * with the devtools inspector and file watching off, on 127.0.0.1.
 */
async function serve([config, port, persistTo]) {
  const { unstable_startWorker } = await import('wrangler')
  const worker = await unstable_startWorker({
    config,
    dev: {
      inspector: false,
      watch: false,
      remote: false,
      persist: persistTo,
      logLevel: 'warn',
      server: { hostname: '127.0.0.1', port: Number(port) },
    },
  })
  await worker.ready
  const stop = async () => {
    await worker.dispose()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--serve') await serve(process.argv.slice(3))
  else await main()
}
