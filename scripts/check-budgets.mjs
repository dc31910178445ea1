#!/usr/bin/env node
// `npm test` runs this after the client build: fails when a route's first-visit JS or CSS
// (gzip) or the worker bundle (gzip, as `wrangler deploy --dry-run` builds it) is over its
// budget (docs/decisions/008-performance-budgets.md). Sizes only; times are `npm run bench`'s.
// `--no-worker` skips the worker bundle.
import { tsImport } from 'tsx/esm/api'

const { checkSizes } = await tsImport('./bench/check-sizes.ts', import.meta.url)
const over = await checkSizes({ worker: !process.argv.includes('--no-worker') })
if (over) console.log(`${over} size budget${over === 1 ? '' : 's'} exceeded`)
process.exit(over ? 1 : 0)
