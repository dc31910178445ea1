import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { messageCatalogues } from './scripts/vite-message-catalogues.mjs'
import { noPreloadHelper } from './scripts/vite-no-preload-helper.mjs'

const MANIFEST = 'asset-manifest.json'

/**
 * React Router's package exports name only its development build (remix-run/react-router#12532,
 * #14102); the browser gets the production one beside it, without the development warnings.
 */
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url))

/** The client bundle. The worker reads dist/client/asset-manifest.json to link it. */
export default defineConfig({
  plugins: [react(), messageCatalogues({ manifestFileName: MANIFEST }), noPreloadHelper()],
  publicDir: 'public',
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: MANIFEST,
    target: 'es2022',
    // One stylesheet for every page (about 12 KB gzip): one render-blocking request instead
    // of one per component, cached across pages, and no CSS to wait for on navigation
    // (docs/decisions/008-performance-budgets.md).
    cssCodeSplit: false,
    // The worker links each page's whole module graph from the manifest, so Vite's preload
    // links only served client-side navigation, which then fetches a route's shared chunks
    // one step after its own (docs/decisions/012-first-visit-javascript.md). Vite 8 bundles
    // its helper all the same; noPreloadHelper() empties it (ADR 167).
    modulePreload: false,
    rollupOptions: {
      input: { main: 'client/entry.client.tsx' },
      output: {
        // React and react-dom load on every page: one file compresses better than several and
        // is one request. React Router is in the entry (docs/decisions/106-react-router-in-the-browser.md).
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // What both frames (store and checkout, each its own lazy layout: ADR 156) and the
            // hero use: one chunk, not five of a few hundred bytes each that compress worse apart.
            {
              name: 'frame-shared',
              test: /client[\\/](components[\\/](spinner|icons)|actors[\\/]cart-count|theme[\\/]external-link)\.tsx?$|domain[\\/]cart-cookie\.ts$/,
            },
          ],
        },
      },
    },
  },
})
