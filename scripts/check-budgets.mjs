#!/usr/bin/env node
// Fails when a route's first-visit JS or CSS (gzip) exceeds its budget. Sizes only.
import { routeBundleSizes } from './bundle-sizes.mjs'

const KB = 1024
const budgets = {
  home: { js: 100 * KB, css: 20 * KB },
  listing: { js: 110 * KB, css: 20 * KB },
  'catch-all': { js: 110 * KB, css: 20 * KB },
  search: { js: 110 * KB, css: 20 * KB },
  cart: { js: 110 * KB, css: 20 * KB },
  checkout: { js: 160 * KB, css: 20 * KB },
}

const sizes = routeBundleSizes()
let over = 0
for (const [route, size] of Object.entries(sizes)) {
  const budget = budgets[route] ?? { js: 110 * KB, css: 20 * KB }
  const ok = size.js.gzip <= budget.js && size.css.gzip <= budget.css
  if (!ok) over++
  console.log(`${ok ? 'ok  ' : 'OVER'} ${route.padEnd(20)} js ${(size.js.gzip / KB).toFixed(1)} KB / ${budget.js / KB} KB   css ${(size.css.gzip / KB).toFixed(1)} KB / ${budget.css / KB} KB`)
}
process.exit(over ? 1 : 0)
