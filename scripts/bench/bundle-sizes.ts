import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** One entry of Vite's manifest (dist/client/asset-manifest.json). */
export interface ManifestChunk {
  file: string
  name?: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export const CLIENT_ENTRY = 'client/entry.client.tsx'
/** The one stylesheet of a build that does not split CSS per chunk, as worker/render/assets.ts links it. */
export const SHARED_STYLESHEET = 'style.css'

export interface Bytes {
  raw: number
  gzip: number
  brotli: number
}

export interface RouteBytes {
  js: Bytes
  css: Bytes
  files: string[]
}

/**
 * The route table's page modules by route id, read from the source of client/routes.tsx
 * (`page('id', 'path', 'module', …)`, `indexPage('id', 'module', …)`): importing it in Node
 * would pull in React components and their CSS.
 */
export function routeModulesFromSource(source: string): Record<string, string> {
  const modules: Record<string, string> = {}
  for (const match of source.matchAll(/\bpage\(\s*'([^']+)',\s*'[^']*',\s*'([^']+)'/g)) modules[match[1]] = match[2]
  for (const match of source.matchAll(/\bindexPage\(\s*'([^']+)',\s*'([^']+)'/g)) modules[match[1]] = match[2]
  return modules
}

/**
 * The lazy layouts around each page, by route id: `layout('id', 'module', load, [ …pages ])`
 * in client/routes.tsx (the checkout frame). A first visit loads the layout's chunk with the
 * page's, as the worker links every matched route.
 */
export function layoutModulesFromSource(source: string): Record<string, string[]> {
  const layouts: Record<string, string[]> = {}
  for (const match of source.matchAll(/\blayout\(\s*'[^']+',\s*'([^']+)'/g)) {
    const open = source.indexOf('[', match.index)
    if (open < 0) continue
    let depth = 0
    let close = open
    for (; close < source.length; close++) {
      if (source[close] === '[') depth++
      else if (source[close] === ']' && --depth === 0) break
    }
    const children = source.slice(open, close)
    for (const id of Object.keys(routeModulesFromSource(children))) layouts[id] = [...(layouts[id] ?? []), match[1]]
  }
  return layouts
}

/**
 * Modules a route imports dynamically before its page has hydrated, by route id: a first
 * visit needs them up front, so the size check counts them with their static imports. None
 * does today: what loads once the page has hydrated (the frame, the listing below its form,
 * the cart's re-check: client/app/hydrate-later.tsx) is reported beside, not counted. The
 * bench's browser pass names any chunk a page asks for before it hydrates that this list and
 * the manifest miss.
 */
export const BOOT_IMPORTS: Readonly<Record<string, readonly string[]>> = {}

/**
 * A module's key in the manifest: its own entry when it is one, else the shared chunk named
 * after it (a module that is also imported statically elsewhere is bundled into one). Throws
 * when there is not exactly one, so a renamed module cannot quietly drop out of the check.
 */
export function chunkKeyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module
  const name = module
    .split('/')
    .pop()
    ?.replace(/\.[cm]?[jt]sx?$/, '')
  const found = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key].name === name)
  if (found.length !== 1)
    throw new Error(`${module}: ${found.length} chunks of that name in the manifest (scripts/bench/bundle-sizes.ts BOOT_IMPORTS)`)
  return found[0]
}

/**
 * What a first visit to these modules downloads: the shared stylesheet, the entry, each
 * module's chunk and their static imports, with all their CSS. Other dynamic imports are left
 * out: they load on demand; name the ones a page fires at boot among the modules (BOOT_IMPORTS).
 */
export function firstVisitFiles(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const shared = manifest[SHARED_STYLESHEET]
  if (shared) css.add(shared.file)
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(CLIENT_ENTRY)
  for (const module of modules) visit(module)
  return { js: [...js], css: [...css] }
}

/** Compressed sizes as a CDN serves static files: gzip -9 and brotli at quality 11. */
export function compressedSize(bytes: Uint8Array): Bytes {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
}

export function sumBytes(sizes: readonly Bytes[]): Bytes {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
}

/** Sizes of files under a built client folder, compressing each file once. */
export function fileSizer(distDir: string): (file: string) => Bytes {
  const cache = new Map<string, Bytes>()
  return (file) => {
    const known = cache.get(file)
    if (known) return known
    const size = compressedSize(readFileSync(join(distDir, file)))
    cache.set(file, size)
    return size
  }
}

/** First-visit JS and CSS of every route in the table (its boot imports included), from a built client folder. */
export function routeBundleSizes(distDir: string, routesSource: string): Record<string, RouteBytes> {
  const manifest = JSON.parse(readFileSync(join(distDir, 'asset-manifest.json'), 'utf8')) as Manifest
  const sizeOf = fileSizer(distDir)
  const result: Record<string, RouteBytes> = {}
  const layouts = layoutModulesFromSource(routesSource)
  for (const [id, module] of Object.entries(routeModulesFromSource(routesSource))) {
    const boot = (BOOT_IMPORTS[id] ?? []).map((imported) => chunkKeyOf(manifest, imported))
    const files = firstVisitFiles(manifest, [...(layouts[id] ?? []), module, ...boot])
    result[id] = { js: sumBytes(files.js.map(sizeOf)), css: sumBytes(files.css.map(sizeOf)), files: [...files.js, ...files.css] }
  }
  return result
}

/** Files a page downloaded that its route's first-visit set leaves out (the check would under-count them). */
export function uncountedFiles(downloaded: readonly string[], counted: readonly string[]): string[] {
  const known = new Set(counted)
  return downloaded.filter((file) => !known.has(file))
}
