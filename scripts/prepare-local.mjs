// Applies D1 migrations and loads the demo stores into a local state folder. Shared by
// `npm start` and the e2e server; both steps are idempotent.
import { run, wranglerBin } from './wrangler-env.mjs'

export async function prepareLocalDatabase({ persistTo } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : []
  await run(wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', ...persist])
  await run(process.execPath, [new URL('./seed.mjs', import.meta.url).pathname, ...persist])
}
