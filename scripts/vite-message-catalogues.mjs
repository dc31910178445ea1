// The client build's message catalogues (vite.config.ts): each locale's as a JSON file named by
// its content's hash (`assets/messages-{locale}-{hash}.json`), listed in the build's manifest
// under the key client/i18n/catalogue-asset.ts names, where the worker finds the file a page
// links (docs/decisions/082-message-catalogues-as-assets.md).
import { join } from 'node:path'
import { evaluateModule } from './evaluate-module.mjs'

const root = join(import.meta.dirname, '..')

/** Vite's manifest leaves out assets a plugin emits, so they are added once it is written. */
export function messageCatalogues({ manifestFileName }) {
  const emitted = new Map()
  return {
    name: 'message-catalogues',
    apply: 'build',
    async buildStart() {
      const [{ catalogues }, { catalogueManifestKey }] = await Promise.all([
        evaluateModule(join(root, 'client/i18n/all.ts')),
        evaluateModule(join(root, 'client/i18n/catalogue-asset.ts')),
      ])
      for (const [locale, catalogue] of Object.entries(catalogues)) {
        // No client module imports a catalogue: `vite build --watch` (npm run dev) is told to watch them.
        this.addWatchFile(join(root, `client/i18n/${locale}.ts`))
        const reference = this.emitFile({ type: 'asset', name: `messages-${locale}.json`, source: JSON.stringify(catalogue) })
        emitted.set(catalogueManifestKey(locale), reference)
      }
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const manifest = bundle[manifestFileName]
        if (manifest?.type !== 'asset') this.error(`the build wrote no ${manifestFileName} to list the message catalogues in`)
        const entries = JSON.parse(String(manifest.source))
        for (const [key, reference] of emitted) entries[key] = { file: this.getFileName(reference) }
        manifest.source = JSON.stringify(entries, null, 2)
      },
    },
  }
}
