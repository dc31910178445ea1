// First-visit bytes per route from Vite's manifest: the entry, the route's chunk and
// every static import of both, with their CSS — what a browser downloads to show it.
import { readFileSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'

const dist = new URL('../dist/client/', import.meta.url)
const ENTRY = 'client/entry.client.tsx'

function routeModules() {
  const source = readFileSync(new URL('../client/routes.tsx', import.meta.url), 'utf8')
  const modules = {}
  // page('id', 'path', 'module', …) and indexPage('id', 'module', …)
  for (const match of source.matchAll(/page\('([^']+)',\s*'[^']*',\s*'([^']+)'/g)) modules[match[1]] = match[2]
  for (const match of source.matchAll(/indexPage\('([^']+)',\s*'([^']+)'/g)) modules[match[1]] = match[2]
  return modules
}

function sizeOf(files) {
  let gzip = 0
  let brotli = 0
  let raw = 0
  for (const file of files) {
    const bytes = readFileSync(new URL(file, dist))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
    brotli += brotliCompressSync(bytes).length
  }
  return { raw, gzip, brotli }
}

export function routeBundleSizes() {
  const manifest = JSON.parse(readFileSync(new URL('asset-manifest.json', dist), 'utf8'))
  const result = {}
  for (const [id, module] of Object.entries(routeModules())) {
    const js = new Set()
    const css = new Set()
    const visit = (key) => {
      const chunk = manifest[key]
      if (!chunk || js.has(chunk.file)) return
      js.add(chunk.file)
      for (const file of chunk.css ?? []) css.add(file)
      for (const imported of chunk.imports ?? []) visit(imported)
    }
    visit(ENTRY)
    visit(module)
    result[id] = { js: sizeOf(js), css: sizeOf(css) }
  }
  return result
}
