#!/usr/bin/env node
// `npm run db:seed:local [-- --persist-to dir]`: loads every demo store of
// worker/commerce/builtin/seed into the local D1 database in one wrangler call. Idempotent:
// running it again keeps ids, carts and preview keys.
import { tsImport } from 'tsx/esm/api'
import { InputError, compileStores, executeSql } from './store-import.mjs'

const argv = process.argv.slice(2)
const at = argv.indexOf('--persist-to')
const persistTo = at === -1 ? undefined : argv[at + 1]

try {
  const { demoStores } = await tsImport('../worker/commerce/builtin/seed/index.ts', import.meta.url)
  const entries = demoStores.map((input) => ({ name: `demo store '${input.store.slug}'`, input }))
  const { sql, summaries } = await compileStores(entries)
  await executeSql(sql, { persistTo })
  console.log(`Seeded ${summaries.join(', ')}.`)
  // Demo data: its access codes are no secret, and `npm start` shows them beside the URLs.
  const codes = demoStores.filter((input) => input.store.accessCode).map((input) => `'${input.store.slug}' ${input.store.accessCode}`)
  if (codes.length > 0) console.log(`Access codes: ${codes.join(', ')}.`)
} catch (error) {
  console.error(error instanceof InputError ? error.message : error)
  process.exit(1)
}
