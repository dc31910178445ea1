#!/usr/bin/env node
// `node scripts/bundle-sizes.mjs [dist/client]`: first-visit JS and CSS of every route, as
// JSON (raw, gzip and brotli bytes), from a client build's Vite manifest.
import { readFileSync } from 'node:fs'
import { tsImport } from 'tsx/esm/api'

const { routeBundleSizes } = await tsImport('./bench/bundle-sizes.ts', import.meta.url)
const distDir = process.argv[2] ?? new URL('../dist/client/', import.meta.url).pathname
const routes = readFileSync(new URL('../client/routes.tsx', import.meta.url), 'utf8')
console.log(JSON.stringify(routeBundleSizes(distDir, routes), null, 2))
