import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type WorkerModuleGraph, workerModuleGraph } from './bench/worker-modules'
import { LOCALES } from '../domain/constants'
import { buildWorker } from './build-worker.mjs'

const root = join(import.meta.dirname, '..')

/** Code most isolates never run, which the worker imports on first use (ADR 075). */
const LAZY = [
  'worker/commerce/create-commerce.ts',
  'worker/api/index.ts',
  'worker/api/checkout.ts',
  'worker/commerce/builtin/checkout/index.ts',
  'worker/commerce/provider/checkout/index.ts',
  'worker/routes/dev/index.ts',
  'worker/commerce/builtin/hosted-checkout/index.ts',
  'worker/commerce/builtin/hosted-checkout/page.ts',
  'worker/routes/mockups.ts',
  'worker/routes/downloads.ts',
  'worker/media/mockup-svg.ts',
  'worker/admin/index.ts',
  'worker/webhooks/index.ts',
  'worker/scheduled.ts',
  'worker/mail-queue.ts',
  'worker/render/theme/sanitize-css.ts',
  'domain/phone.ts',
  'libphonenumber-js',
  'css-tree',
  'client/i18n/en.ts',
  'client/i18n/de.ts',
  'client/i18n/fr.ts',
  'client/i18n/pt-BR.ts',
  'client/pages/checkout/route.tsx',
  // React's server renderer, imported by the first render (ADR 071).
  'worker/render/server-renderer.ts',
  'react-dom',
  // zod schemas, which cost start-up CPU to build: a module that needs only a constant or a type imports neither (ADR 071).
  'domain/schemas/catalog.ts',
  'domain/schemas/checkout.ts',
  'domain/schemas/localization.ts',
  'domain/schemas/store-import.ts',
  'domain/schemas/theme.ts',
  'domain/schemas/wire.ts',
]

describe('the worker build (scripts/build-worker.mjs)', () => {
  let dir: string
  let graph: WorkerModuleGraph
  let allInputs: Set<string>
  let outputs: { path: string; entryPoint?: string; inputs: string[] }[]

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-worker-build-'))
    const outDir = join(dir, 'worker')
    const metafile = await buildWorker({ outDir, metafilePath: join(dir, 'meta.json') })
    graph = workerModuleGraph(metafile, root, outDir)
    allInputs = new Set()
    for (const output of Object.values(metafile.outputs)) for (const input of Object.keys(output.inputs)) allInputs.add(input)
    outputs = Object.entries(metafile.outputs).map(([path, output]) => ({
      path: join(root, path),
      entryPoint: output.entryPoint,
      inputs: Object.keys(output.inputs),
    }))
  }, 60_000)

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('starts an isolate without the code it loads on first use', () => {
    const startup = graph.startupInputs.map((input) => input.name)
    expect(startup.filter((name) => LAZY.includes(name))).toEqual([])
    // What answers a page stays in the start-up: the app, the page renderer, React, the router.
    expect(startup).toEqual(expect.arrayContaining(['worker/app.ts', 'worker/render/render-page.tsx', 'react', 'react-router', 'hono']))
  })

  it('uploads that code beside the entry, as chunks the entry imports dynamically', () => {
    const bundled = [...allInputs].map((input) => (input.includes('node_modules/') ? input.split('node_modules/')[1].split('/')[0] : input))
    expect(LAZY.filter((name) => !bundled.includes(name))).toEqual([])
    expect(graph.modules.length).toBeGreaterThan(graph.startup.length)
    expect(graph.modules).toContain('index.mjs')
  })

  it("renders with React's Node build, whose chunk imports of Node only AsyncLocalStorage (ADR 073)", () => {
    const reactServer = [...allInputs].filter((input) => input.includes('react-dom/cjs/react-dom-server'))
    expect(reactServer).toEqual([expect.stringMatching(/react-dom-server\.node\.(production|development)\.js$/)])
    const chunk = outputs.find((output) => output.inputs.includes(reactServer[0]))
    const nodeImports = [...readFileSync(chunk?.path ?? '', 'utf8').matchAll(/from\s*"(node:[\w/]+)"/g)].map((match) => match[1])
    expect([...new Set(nodeImports)]).toEqual(['node:async_hooks'])
  })

  it("sizes React's chunks inside V8, not with workerd's Buffer.byteLength (ADR 077)", () => {
    const reactServer = [...allInputs].find((input) => input.includes('react-dom/cjs/react-dom-server'))
    const chunk = outputs.find((output) => output.inputs.includes(reactServer ?? ''))
    expect(chunk?.inputs).toContain('worker/render/utf8-byte-length.ts')
    // and writes its short ASCII strings into its buffer inside V8 too.
    expect(chunk?.inputs).toContain('worker/render/ascii-text-encoder.ts')
    expect(readFileSync(chunk?.path ?? '', 'utf8')).not.toMatch(/\bBuffer\b/)
  })

  // workerd compiles every uploaded module at start-up; a string literal costs less to compile than an object literal.
  it('uploads each catalogue as JSON text that parses to the catalogue the pages use', async () => {
    for (const locale of LOCALES) {
      const chunk = outputs.find((output) => output.entryPoint === `client/i18n/${locale}.ts`)
      if (!chunk) throw new Error(`no chunk for the ${locale} catalogue`)
      const built = (await import(pathToFileURL(chunk.path).href)).default
      const source = (await import(`../client/i18n/${locale}.ts`)).default
      expect(built).toEqual(source)
    }
    const french = outputs.find((output) => output.entryPoint === 'client/i18n/fr.ts')
    expect(readFileSync(french?.path ?? '', 'utf8')).toMatch(/JSON\.parse\(.\{"common\.close":"Fermer"/)
  })

  it('uploads the phone metadata as JSON text', () => {
    const chunk = outputs.find((output) => output.inputs.includes('node_modules/libphonenumber-js/metadata.min.json.js'))
    expect(readFileSync(chunk?.path ?? '', 'utf8')).toMatch(/JSON\.parse\(.\{"version":4,"country_calling_codes"/)
  })
})
