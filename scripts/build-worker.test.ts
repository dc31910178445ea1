import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type WorkerModuleGraph, workerModuleGraph } from './bench/worker-modules'
import { buildWorker } from './build-worker.mjs'

const root = join(import.meta.dirname, '..')

/** Code most isolates never run, which the worker imports on first use (ADR 075). */
const LAZY = [
  'worker/commerce/create-commerce.ts',
  'worker/api/index.ts',
  'worker/api/checkout.ts',
  'worker/commerce/builtin/checkout/index.ts',
  'worker/commerce/provider/checkout.ts',
  'worker/commerce/builtin/dev/index.ts',
  'worker/routes/hosted-checkout.ts',
  'worker/routes/hosted-checkout-page.ts',
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
]

describe('the worker build (scripts/build-worker.mjs)', () => {
  let dir: string
  let graph: WorkerModuleGraph
  let allInputs: Set<string>
  let outDir: string

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-worker-build-'))
    outDir = join(dir, 'worker')
    const metafile = await buildWorker({ outDir, metafilePath: join(dir, 'meta.json') })
    graph = workerModuleGraph(metafile, root, outDir)
    allInputs = new Set()
    for (const output of Object.values(metafile.outputs)) for (const input of Object.keys(output.inputs)) allInputs.add(input)
  }, 60_000)

  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('starts an isolate without the code it loads on first use', () => {
    const startup = graph.startupInputs.map((input) => input.name)
    expect(startup.filter((name) => LAZY.includes(name))).toEqual([])
    // What answers a page stays in the start-up: the app, the renderer, React's server.
    expect(startup).toEqual(expect.arrayContaining(['worker/app.ts', 'worker/render/render-page.tsx', 'react-dom', 'hono']))
  })

  it('uploads that code beside the entry, as chunks the entry imports dynamically', () => {
    const bundled = [...allInputs].map((input) => (input.includes('node_modules/') ? input.split('node_modules/')[1].split('/')[0] : input))
    expect(LAZY.filter((name) => !bundled.includes(name))).toEqual([])
    expect(graph.modules.length).toBeGreaterThan(graph.startup.length)
    expect(graph.modules).toContain('index.mjs')
  })

  it("renders with React's Node build, whose Node imports cost the start-up only AsyncLocalStorage (ADR 073)", () => {
    const reactServer = [...allInputs].filter((input) => input.includes('react-dom/cjs/react-dom-server'))
    expect(reactServer).toEqual([expect.stringMatching(/react-dom-server\.node\.(production|development)\.js$/)])
    const startupImports = graph.startup.flatMap((file) =>
      [...readFileSync(join(outDir, file), 'utf8').matchAll(/from\s*"(node:[\w/]+)"/g)].map((m) => m[1]),
    )
    expect([...new Set(startupImports)]).toEqual(['node:async_hooks'])
  })
})
