import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** The client bundle. The worker reads dist/client/asset-manifest.json to link it. */
export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: 'asset-manifest.json',
    target: 'es2022',
    // One stylesheet for every page (about 12 KB gzip): one render-blocking request instead
    // of one per component, cached across pages, and no CSS to wait for on navigation
    // (docs/decisions/008-performance-budgets.md).
    cssCodeSplit: false,
    rollupOptions: {
      input: { main: 'client/entry.client.tsx' },
    },
  },
})
