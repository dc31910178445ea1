import type { Locale } from '../../domain/constants'
import { catalogueManifestKey } from '../../client/i18n/catalogue-asset'
import type { Bindings } from '../env'

/** One entry of Vite's manifest (dist/client/asset-manifest.json). */
interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
export type Manifest = Record<string, ManifestChunk>

const CLIENT_ENTRY = 'client/entry.client.tsx'
/** The one stylesheet of a build that does not split CSS per chunk (vite.config.ts). */
const SHARED_STYLESHEET = 'style.css'

let manifestPromise: Promise<Manifest> | null = null

/** Read once per isolate from the static assets; an unbuilt client renders without JS. */
export function loadManifest(env: Bindings): Promise<Manifest> {
  manifestPromise ??= env.ASSETS.fetch('http://assets.local/asset-manifest.json')
    .then(async (response) => (response.ok ? ((await response.json()) as Manifest) : {}))
    .catch(() => ({}))
  return manifestPromise
}

export interface PageAssets {
  entry: string | null
  modulePreloads: string[]
  stylesheets: string[]
  /** The locale's message catalogue (scripts/vite-message-catalogues.mjs), which hydration reads. */
  messages: string | null
}

/**
 * The scripts and styles a first visit to these route modules needs: the entry, each
 * route's chunk, their static imports, and all their CSS — so nothing waterfalls.
 */
export function pageAssets(manifest: Manifest, routeModules: readonly string[], locale: Locale): PageAssets {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const seen = new Set<string>()
  const shared = manifest[SHARED_STYLESHEET]
  if (shared) styles.add(`/${shared.file}`)
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    scripts.add(`/${chunk.file}`)
    for (const css of chunk.css ?? []) styles.add(`/${css}`)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(CLIENT_ENTRY)
  for (const module of routeModules) visit(module)
  const entryChunk = manifest[CLIENT_ENTRY]
  const entry = entryChunk ? `/${entryChunk.file}` : null
  const catalogue = manifest[catalogueManifestKey(locale)]
  return {
    entry,
    modulePreloads: [...scripts].filter((s) => s !== entry),
    stylesheets: [...styles],
    messages: catalogue ? `/${catalogue.file}` : null,
  }
}
