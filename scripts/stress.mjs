#!/usr/bin/env node
// `npm run stress [-- --duration 60 --connections 100]`
// Load test against the worker in workerd (Miniflare) on loopback, with a fresh seeded D1/KV
// state in a temp folder: for the duration, `connections` concurrent clients run a mix of
// home, listing, search and cart pages and cart and checkout API calls. Two runs of the
// same load:
//   1. timed, nothing attached: request rate, latency percentiles per kind and overall
//      (p99), errors, and workerd's RSS for reference;
//   2. with the worker's devtools inspector attached (it halves the throughput, so its
//      latencies are not reported): the isolate's V8 heap after a full collection every 3 s.
// Some clients buy: a card that succeeds, one that is declined, and a 3-D Secure card
// approved on the sandbox's page with the tab then closed (the sandbox's webhook makes that
// order). After both runs the ledger check (scripts/ledger.mjs) reads the run's D1: every
// capture must have exactly one order of its amount and every order one capture.
// It fails (exit 1) on any error in either run, on a heap that keeps growing, or on a
// ledger mismatch. workerd's
// RSS is not the verdict: it also holds Miniflare's local D1/KV simulators and allocator
// arenas, which grow under load while the worker's heap stays flat (docs/decisions/009).
// The server is the bundle `wrangler deploy` uploads (production React), served by Miniflare
// (workerd) with wrangler.toml's bindings in a child process, as the bench and the e2e
// servers serve it (scripts/local-worker.ts, ADR 081 and 083). Nothing watches a file, so
// edits or a build in the tree cannot reload it mid-run; it serves a copy of the client
// build, so a `vite build` meanwhile does not change the files under it either.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from './free-port.mjs'
import { printLedger } from './ledger.mjs'
import { prepareLocalDatabase } from './prepare-local.mjs'
import { connectHeapProbe } from './stress-heap.mjs'
import { tsImport } from 'tsx/esm/api'
import { buildWorker } from './build-worker.mjs'
import { run, wranglerEnv } from './wrangler-env.mjs'

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

/** What the worker keeps may exceed its early heap by this much (or 10%) and still be stable. */
export const HEAP_FLOOR_KB = 2 * 1024

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted.length === 0 ? 0 : sorted[Math.floor(sorted.length / 2)]
}

/**
 * Memory is stable when what the worker keeps after the load — the last sample of the
 * idle spell that follows it, else the load's last quarter — is no more than 10% (or
 * `floorKb`) above its heap in the first half of the load (the median, after warm-up).
 * During the load the heap also holds the requests in flight, so it wanders; a leak is
 * what is still there once they are gone. Samples are `{ at, kb, idle? }`.
 */
export function memoryVerdict(samples, warmupMs, floorKb = HEAP_FLOOR_KB) {
  const settled = samples.filter((sample) => sample.at >= warmupMs && !sample.idle)
  const idle = samples.filter((sample) => sample.idle).at(-1)
  const mb = (kb) => Math.round(kb / 102.4) / 10
  const figures = {
    startMb: mb(settled[0]?.kb ?? 0),
    endMb: mb(settled.at(-1)?.kb ?? 0),
    peakMb: mb(Math.max(0, ...samples.map((sample) => sample.kb))),
    idleMb: idle ? mb(idle.kb) : null,
  }
  // A worker that went away (nothing measured) is never stable.
  const alive = settled.length > 0 && settled.every((sample) => sample.kb > 0) && (idle === undefined || idle.kb > 0)
  if (!alive) return { stable: false, ...figures }
  const baseline = median(settled.slice(0, Math.ceil(settled.length / 2)).map((sample) => sample.kb))
  const lastQuarter = settled.slice(Math.floor((settled.length * 3) / 4))
  const kept = idle ? idle.kb : lastQuarter.reduce((sum, sample) => sum + sample.kb, 0) / lastQuarter.length
  return { stable: kept - baseline <= Math.max(baseline * 0.1, floorKb), ...figures }
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

/**
 * What a browser sends back of `Set-Cookie` headers: `name=value` pairs, joined. The worker
 * records who started a checkout in such a cookie, and answers a write on it from anyone
 * else with 404 (docs/decisions/095-checkout-ownership-recorded-by-the-worker.md).
 */
export function cookieOf(setCookies = []) {
  return setCookies.map((header) => header.split(';')[0].trim()).join('; ')
}

export function createClient(port, connections) {
  const agent = new http.Agent({ keepAlive: process.env.STRESS_KEEPALIVE !== '0', maxSockets: connections })
  const host = `localhost:${port}`
  return function request(method, path, { body, raw, headers = {} } = {}) {
    return new Promise((resolve) => {
      const started = performance.now()
      const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body))
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
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              text: Buffer.concat(chunks).toString('utf8'),
              cookie: cookieOf(res.headers['set-cookie']),
            }),
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

/** The worker bundled as `wrangler deploy` uploads it, and a copy of the client build beside it. */
async function bundle(dir) {
  const bundleDir = join(dir, 'worker')
  await buildWorker({ outDir: bundleDir, metafilePath: join(dir, 'worker-meta.json') })
  const assetsDir = join(dir, 'assets')
  cpSync(resolve(root, 'dist/client'), assetsDir, { recursive: true })
  return { bundleDir, assetsDir }
}

async function waitUntilReady(request, deadline) {
  while (Date.now() < deadline) {
    const answer = await request('GET', '/robots.txt')
    if (answer.status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error('The worker did not answer in time')
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
  return { storeId: store.id, slugs, words, buyable, deep: await deepStock(request) }
}

/** Skus stocked deep enough (hundreds) for the purchases of both runs: the demo's journey hoodie. */
async function deepStock(request) {
  const answer = JSON.parse((await request('GET', '/api/v1/listings?slug=midnight-hoodie&storeSlug=moonlit')).text)
  const deep = []
  for (const product of answer.listing?.products ?? []) {
    for (const variation of product.variations) {
      for (const size of variation.availableSizesWithId) {
        const stock = JSON.parse((await request('GET', `/api/v1/inventory?colorId=${variation.variationId}&sizeId=${size.id}`)).text)
        if (stock.inventoryCount >= 300) deep.push(`${product.productId}_${variation.variationId}_${size.id}`)
      }
    }
  }
  if (deep.length === 0) throw new Error('The demo store has no deeply stocked sku to buy during the load')
  return deep
}

const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', threeDSecure: '4000 0027 6000 3184' }

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
        // The browser that started the checkout, as the worker recorded it.
        const headers = { cookie: created.cookie }
        return [
          created,
          label(
            'checkout: delivery options',
            await request('POST', '/api/deliveryOptions', {
              body: { id, storeSlug: 'moonlit', stateCode: 'CA', countryCode: 'US' },
              headers,
            }),
            [200],
          ),
          label(
            'checkout: address and delivery',
            await request('PUT', '/api/v1/checkout', {
              body: { id, data: { storeSlug: 'moonlit', customer: CUSTOMER, deliveryOption: 'standard', paymentMethod: 'card' } },
              headers,
            }),
            [200],
          ),
          label('checkout: load', await request('GET', `/api/checkout?id=${id}&storeSlug=moonlit`, { headers }), [200]),
        ]
      },
    },
    { weight: 2, run: () => purchase(request, pick(data.deep), 'succeeds', label) },
    { weight: 1, run: () => purchase(request, pick(data.deep), 'declined', label) },
    { weight: 1, run: () => purchase(request, pick(data.deep), 'threeDSecure', label) },
  ]
}

/**
 * A purchase through the API as the checkout page makes it: checkout, address and
 * delivery, the sandbox's card, payment, submit. The 3-D Secure card is approved on the
 * sandbox's page and the tab closed there: the order comes from the sandbox's webhook.
 */
async function purchase(request, sku, card, label) {
  const created = label(
    'buy: checkout',
    await request('POST', '/api/checkout', {
      body: { lineItems: [{ sku, quantity: 1 }], storeSlug: 'moonlit', cartId: crypto.randomUUID() },
    }),
    [201],
  )
  if (!created.ok) return [created]
  const id = JSON.parse(created.text).id
  const steps = [created]
  // Every later call comes from the browser that started the checkout.
  const headers = { cookie: created.cookie }
  const step = async (name, method, path, body, expected) => {
    const answer = label(name, await request(method, path, { body, headers }), expected)
    steps.push(answer)
    return answer.ok ? JSON.parse(answer.text || 'null') : null
  }
  const details = { storeSlug: 'moonlit', customer: CUSTOMER, deliveryOption: 'standard', paymentMethod: 'card' }
  if (!(await step('buy: address', 'PUT', '/api/v1/checkout', { id, data: details }, [200]))) return steps
  const [expMonth, expYear] = [12, new Date().getFullYear() + 3]
  const token = await step(
    'buy: card',
    'POST',
    '/api/v1/payments/sandbox/tokenize',
    { number: CARDS[card], expMonth, expYear, cvc: '123' },
    [201],
  )
  if (!token) return steps
  const payment = await step(
    'buy: payment',
    'POST',
    '/api/v1/initiatePayment',
    { checkoutId: id, paymentMethod: 'card', paymentMethodId: token.id },
    [200],
  )
  if (!payment) return steps
  const submitted = await step(
    `buy: submit (${card})`,
    'POST',
    '/api/v1/checkout/submit',
    {
      checkoutId: id,
      storeSlug: 'moonlit',
      paymentId: payment.paymentId,
      paymentToken: payment.paymentToken,
      platform: 'card',
      returnUrl: `/checkout/${id}?payment=returned`,
    },
    card === 'declined' ? [402] : [200],
  )
  if (card !== 'threeDSecure' || !submitted?.redirectUrl) return steps
  // Approved on the sandbox's 3-D Secure page; the tab closes before the way back.
  const approved = await request('POST', `${submitted.redirectUrl}/approve`, {
    raw: 'action=approve',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  })
  steps.push(label('buy: 3DS approved, tab closed', approved, [303]))
  return steps
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

/**
 * Prints the timed run's table and both memory figures; true when nothing failed in
 * either run and the worker's heap levelled off.
 */
export function report(results, elapsedMs, memory, heapRunErrors = []) {
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
  const trace = (samples) =>
    samples
      .filter((_, i) => i % Math.max(1, Math.floor(samples.length / 12)) === 0)
      .map((sample) => `${Math.round(sample.kb / 1024)}`)
      .join(' ')
  const { heap } = memory
  console.log(`workerd RSS (MB; the worker plus local D1/KV simulators and allocator arenas): ${trace(memory.rss)}`)
  console.log(
    `worker heap after GC (MB): after warm-up ${heap.startMb}, end ${heap.endMb}, peak ${heap.peakMb}, after idle ${heap.idleMb ?? '–'}; over the run: ${memory.heapSamples.map((sample) => (sample.kb / 1024).toFixed(1)).join(' ')}`,
  )
  console.log(
    `memory: ${heap.stable ? 'stable (what the worker keeps after the load is what it held early in it)' : 'GROWING (the worker kept memory the load should have let go)'}`,
  )
  if (heapRunErrors.length > 0) {
    console.log(`errors in the heap run: ${heapRunErrors.length}`)
    for (const error of heapRunErrors.slice(0, 5))
      console.log(`  ${error.name}: ${error.status} ${error.text.slice(0, 160).replace(/\s+/g, ' ')}`)
  }
  return errors.length === 0 && heapRunErrors.length === 0 && heap.stable
}

/** Starts the server half in its own process group; with `inspectorPort`, its devtools inspector listens there. */
async function startServer({ worker, persistTo, connections, inspectorPort }) {
  const port = await freePort()
  const log = openSync(join(persistTo, 'worker.log'), 'a')
  const args = ['--serve', worker.bundleDir, worker.assetsDir, String(port), persistTo, String(inspectorPort ?? 0)]
  const server = spawn(process.execPath, [new URL(import.meta.url).pathname, ...args], {
    cwd: root,
    env: { ...wranglerEnv, NODE_ENV: 'production' },
    stdio: ['ignore', log, log],
    detached: true,
  })
  const request = createClient(port, connections)
  await waitUntilReady(request, Date.now() + 60_000)
  const pids = workerdBelow(server.pid)
  if (pids.length === 0) throw new Error('Could not find the workerd process of the server')
  const exited = new Promise((resolve) => server.on('exit', resolve))
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  /** Stops the server and waits until it let go of the run's D1 files. */
  const stopped = async () => {
    stop()
    await exited
  }
  return { port, request, pids, stop, stopped }
}

/**
 * `connections` clients run the mix for the duration; `sample()` is taken every
 * `everyMs` through the load and once more after an idle spell (V8 gives back what was
 * garbage; what was kept stays). Answers in the warm-up are not counted.
 */
async function load({ list, connections, durationMs, warmupMs, sample, everyMs }) {
  const results = []
  const samples = []
  const started = Date.now()
  let loading = true
  const sampling = (async () => {
    while (loading) {
      samples.push({ at: Date.now() - started, kb: await sample() })
      await new Promise((resolve) => setTimeout(resolve, everyMs))
    }
  })()
  const client = async () => {
    while (Date.now() - started < durationMs) {
      const answers = await pickScenario(list).run()
      if (Date.now() - started >= warmupMs) results.push(...answers)
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  const loadEnded = Date.now() - started
  loading = false
  await sampling
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS))
  samples.push({ at: Date.now() - started, kb: await sample(), idle: true })
  return { results, samples, elapsedMs: loadEnded - warmupMs }
}

async function main() {
  const options = parseArgs(process.argv.slice(2))
  const durationMs = options.duration * 1000
  const warmupMs = Math.min(options.warmup * 1000, durationMs / 2)
  const persistTo = mkdtempSync(join(tmpdir(), 'storefront-stress-'))
  let server
  const stop = () => {
    server?.stop()
    rmSync(persistTo, { recursive: true, force: true })
  }
  // Bounded: whatever happens, both runs and their servers end.
  const watchdog = setTimeout(
    () => {
      console.error('stress: gave up (time limit); stopping')
      stop()
      process.exit(2)
    },
    2 * durationMs + 300_000,
  )
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
    const worker = await bundle(persistTo)
    const phase = { connections: options.connections, durationMs, warmupMs }

    // 1. Latency and errors, with nothing attached to the worker.
    server = await startServer({ worker, persistTo, connections: options.connections })
    const data = await discover(server.request)
    console.log(
      `stress: ${options.connections} connections for ${options.duration} s against http://localhost:${server.port} (workerd pid ${server.pids.join(', ')})`,
    )
    const { pids } = server
    const timed = await load({
      ...phase,
      list: scenarios(server.request, data),
      sample: async () => pids.reduce((sum, pid) => sum + rssKb(pid), 0),
      everyMs: 1000,
    })
    server.stop()

    // 2. The worker's own heap under the same load, read through its inspector.
    const inspectorPort = await freePort()
    server = await startServer({ worker, persistTo, connections: options.connections, inspectorPort })
    console.log(`stress: the same load again with the inspector attached, reading the worker's heap after each collection`)
    const probe = await connectHeapProbe(inspectorPort, () => server.request('GET', '/api/v1/stores?slug=moonlit'))
    const measured = await load({ ...phase, list: scenarios(server.request, data), sample: probe.sample, everyMs: 3000 })
    probe.close()

    const passed = report(
      timed.results,
      timed.elapsedMs,
      { rss: timed.samples, heap: memoryVerdict(measured.samples, warmupMs, HEAP_FLOOR_KB), heapSamples: measured.samples },
      measured.results.filter((result) => !result.ok),
    )
    const bought = [...timed.results, ...measured.results].filter((result) => result.name.startsWith('buy: submit')).length
    await server.stopped()
    console.log(`\n${bought} purchases were submitted in the two runs; the ledger of the run's D1:`)
    const balanced = await printLedger({ persistTo })
    if (!passed || !balanced) {
      console.log(`\nworker log: ${join(persistTo, 'worker.log')} (kept, with the run's state)`)
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
 * The server half, in its own process: the bundle in Miniflare on 127.0.0.1, with the
 * storefront's devtools inspector on `inspectorPort` when it is not 0.
 */
async function serve([bundleDir, assetsDir, port, persistTo, inspectorPort]) {
  const { startMiniflare } = await tsImport('./local-worker.ts', import.meta.url)
  const miniflare = startMiniflare({
    bundleDir,
    assetsDir,
    persistTo,
    listen: true,
    port: Number(port),
    // Production, as deployed, with the sandbox's test cards allowed as a demo store allows them.
    vars: { SANDBOX_PAYMENTS: 'true' },
    ...(Number(inspectorPort) > 0 ? { inspectorPort: Number(inspectorPort) } : {}),
  })
  await miniflare.ready
  const stop = () => void miniflare.dispose().finally(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--serve') await serve(process.argv.slice(3))
  else await main()
}
