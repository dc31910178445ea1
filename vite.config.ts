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
    cssCodeSplit: true,
    rollupOptions: {
      input: { main: 'client/entry.client.tsx' },
    },
  },
})
