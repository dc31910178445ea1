#!/usr/bin/env node
// wrangler.toml's [build] command (wrangler dev, wrangler deploy, `npm run deploy`): bundles the
// worker with esbuild as wrangler would, but with code splitting, so what a dynamic import()
// reaches is a chunk the isolate loads when first asked for, not at start-up
// (docs/decisions/075-worker-code-splitting.md). wrangler uploads dist/worker as it is
// (no_bundle, find_additional_modules). Writes dist/worker-meta.json, esbuild's metafile,
// which `npm test`'s size check and the bench read (scripts/bench/worker-modules.ts).
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import { build } from 'esbuild'
import { parse } from 'smol-toml'
import { evaluateModule } from './evaluate-module.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')

/** wrangler.toml's [alias]: code the worker never runs, swapped for shims (worker/render/bundle-shims/). */
function aliasPlugin(aliases) {
  const escaped = Object.keys(aliases).map((key) => key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
  return {
    name: 'wrangler-alias',
    setup(builder) {
      if (escaped.length === 0) return
      builder.onResolve({ filter: new RegExp(`^(${escaped.join('|')})$`) }, (args) => ({ path: join(root, aliases[args.path]) }))
    },
  }
}

/**
 * What React's `server.node` build (wrangler.toml [alias] `react-dom/server`) requires of
 * Node, as ES modules, since the worker cannot `require()`. It streams through TextEncoder
 * (the global one, but for short ASCII strings, which worker/render/ascii-text-encoder.ts
 * copies inside V8: ADR 077) and keeps its request in an AsyncLocalStorage (workerd's, under
 * `nodejs_compat`); `node:crypto` and `node:stream` serve only APIs the worker never calls
 * (useActionState permalinks, renderToPipeableStream), so they are loaded on first use rather
 * than evaluated at every start (docs/decisions/073-react-server-node-build.md).
 */
const REACT_SERVER_BUILTINS = {
  util: "export { AsciiFirstTextEncoder as TextEncoder } from './worker/render/ascii-text-encoder.ts'",
  async_hooks: "export { AsyncLocalStorage } from 'node:async_hooks'",
  crypto: "export const createHash = (...args) => process.getBuiltinModule('node:crypto').createHash(...args)",
  stream: "export class Readable { constructor(options) { return new (process.getBuiltinModule('node:stream').Readable)(options) } }",
}

/** What React's Node build measures every rendered string with, and what answers it in the worker. */
const REACT_BYTE_LENGTH = 'Buffer.byteLength(chunk, "utf8")'
const UTF8_BYTE_LENGTH = join(root, 'worker/render/utf8-byte-length.ts')

/**
 * React's Node build sizes each chunk it renders with `Buffer.byteLength` (to decide when a
 * Suspense boundary is streamed apart): thousands of calls a page, each a crossing into
 * workerd's C++. `worker/render/utf8-byte-length.ts` gives the same count inside V8
 * (docs/decisions/077-first-render-cpu.md). The build fails if React no longer has the call.
 */
function reactByteLength(source, path) {
  const uses = source.split(REACT_BYTE_LENGTH).length - 1
  if (uses !== 1 || /\bBuffer\b/.test(source.replace(REACT_BYTE_LENGTH, ''))) {
    throw new Error(`${path}: expected one ${REACT_BYTE_LENGTH} and no other Buffer (found ${uses}); see ADR 077`)
  }
  // After the directive, which must stay the module's first statement.
  const directive = '"use strict";\n'
  if (source.indexOf(directive) < 0) throw new Error(`${path}: no "use strict" directive`)
  const at = source.indexOf(directive) + directive.length
  return `${source.slice(0, at)}var utf8ByteLength = require(${JSON.stringify(relative(dirname(path), UTF8_BYTE_LENGTH))}).utf8ByteLength;\n${source
    .slice(at)
    .replace(REACT_BYTE_LENGTH, 'utf8ByteLength(chunk)')}`
}

function reactServerBuiltins() {
  return {
    name: 'react-server-node-builtins',
    setup(builder) {
      builder.onLoad({ filter: /react-dom-server\.node\.(production|development)\.js$/ }, async (args) => ({
        contents: reactByteLength(await readFile(args.path, 'utf8'), args.path),
        loader: 'js',
      }))
      builder.onResolve({ filter: /^(util|crypto|async_hooks|stream)$/ }, (args) =>
        /react-dom-server\.node\.(production|development)\.js$/.test(args.importer)
          ? { path: args.path, namespace: 'node-builtin' }
          : undefined,
      )
      builder.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
        contents: REACT_SERVER_BUILTINS[args.path],
        loader: 'js',
        resolveDir: root,
      }))
    },
  }
}

/**
 * Modules that are only data: the message catalogues and libphonenumber-js's metadata.
 * (en-GB is not: it spreads the US catalogue, and a copy would upload it twice.)
 */
const DATA_MODULES = /(\/client\/i18n\/(en|de|nl|fr|it|es|pt-BR)\.ts|\/libphonenumber-js\/metadata\.min\.json\.js)$/

/**
 * Writes each data module as `export default JSON.parse("…")`. workerd compiles every
 * uploaded module when an isolate starts, imported or not, and V8 compiles a large object
 * literal into its boilerplate, while one string literal is only scanned; JSON.parse on
 * first import builds the same object (docs/decisions/071-worker-startup-cpu.md).
 */
function dataAsJsonPlugin() {
  return {
    name: 'data-as-json',
    setup(builder) {
      builder.onLoad({ filter: DATA_MODULES }, async (args) => {
        const module = await evaluateModule(args.path)
        const names = Object.keys(module)
        const data = module.default
        if (names.length !== 1 || names[0] !== 'default' || !isDeepStrictEqual(JSON.parse(JSON.stringify(data)), data))
          throw new Error(`${args.path} is not a data module: one default export that JSON keeps as it is`)
        return { contents: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, loader: 'js' }
      })
    },
  }
}

/**
 * Bundles worker/index.ts into `outDir` (index.mjs and chunks/*.mjs) and writes the
 * metafile to `metafilePath`; resolves to the metafile.
 */
export async function buildWorker({ outDir = join(root, 'dist/worker'), metafilePath = join(root, 'dist/worker-meta.json') } = {}) {
  const config = parse(readFileSync(join(root, 'wrangler.toml'), 'utf8'))
  // React's production build unless asked otherwise, as `wrangler deploy` bundles it.
  const nodeEnv = JSON.stringify(process.env.NODE_ENV || 'production')
  const result = await build({
    absWorkingDir: root,
    entryPoints: { index: 'worker/index.ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    // wrangler's default module rules take .mjs for ES modules (.js for CommonJS).
    outExtension: { '.js': '.mjs' },
    // Workers' runtime: wrangler's build conditions and target.
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2024',
    external: ['node:*', 'cloudflare:*'],
    define: {
      'process.env.NODE_ENV': nodeEnv,
      'global.process.env.NODE_ENV': nodeEnv,
      'globalThis.process.env.NODE_ENV': nodeEnv,
    },
    // Component CSS is imported by route modules for Vite only; the worker never reads it.
    loader: { '.css': 'empty' },
    // Half the script to parse at every cold start (docs/decisions/012-first-visit-javascript.md).
    minify: true,
    // No __name() wrapper around every function: about 3% of the CPU of a render
    // (docs/decisions/008-performance-budgets.md). The code reads no function names.
    keepNames: false,
    sourcemap: true,
    metafile: true,
    plugins: [aliasPlugin(config.alias ?? {}), reactServerBuiltins(), dataAsJsonPlugin()],
    logLevel: 'warning',
  })
  removeStaleChunks(outDir, result.metafile)
  writeFileSync(metafilePath, JSON.stringify(result.metafile))
  return result.metafile
}

/**
 * Deletes the chunks of earlier builds, which wrangler would otherwise upload beside this
 * one. Files are removed after the build rather than the folder before it: two servers
 * started at once (the e2e suites) build the same content-named chunks, and neither may
 * lose the files the other is loading.
 */
function removeStaleChunks(outDir, metafile) {
  const written = new Set(Object.keys(metafile.outputs).map((output) => resolve(root, output)))
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    if (entry.isFile() && !written.has(resolve(path))) rmSync(path, { force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildWorker()
