/**
 * Vite wraps every dynamic import in a helper that preloads the chunk's dependencies first
 * (1.3 KB gzip in the entry). With `modulePreload: false` it has nothing to preload, yet
 * Vite 8 still bundles it; this plugin gives the helper a body that only runs the import
 * (docs/decisions/167-no-preload-helper.md).
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js'

export function noPreloadHelper() {
  return {
    name: 'storefront:no-preload-helper',
    enforce: 'pre',
    resolveId(id) {
      return id === PRELOAD_HELPER ? PRELOAD_HELPER : null
    },
    load(id) {
      return id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : null
    },
  }
}
