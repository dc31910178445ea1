#!/usr/bin/env node
// `npm run deploy`, `db:migrate:*`: wrangler with the offline settings of TOOLCHAIN.md.
import { run, wranglerBin } from './wrangler-env.mjs'

run(wranglerBin, process.argv.slice(2)).catch((error) => {
  console.error(error.message)
  process.exit(1)
})
