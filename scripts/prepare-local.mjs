// Applies D1 migrations and loads the demo stores into a local state folder. Shared by
// `npm start` and the e2e server; both steps are idempotent.
import { run, runLogged, wranglerBin } from './wrangler-env.mjs'

/**
 * With `log` (a writable stream), wrangler's and the seed's output go there instead of the
 * terminal (`echo` shows them too), and the answer says what was done in a line each.
 */
export async function prepareLocalDatabase({ persistTo, log, echo = false } = {}) {
  const persist = persistTo ? ['--persist-to', persistTo] : []
  const migrate = [wranglerBin, ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]]
  const seed = [process.execPath, [new URL('./seed.mjs', import.meta.url).pathname, ...persist]]
  if (!log) {
    await run(...migrate)
    await run(...seed)
    return null
  }
  const migrated = await runLogged(...migrate, { log, echo })
  const seeded = await runLogged(...seed, { log, echo })
  const applied = Number(/About to apply (\d+) migration/.exec(migrated)?.[1] ?? 0)
  return {
    migrations: applied === 0 ? 'Local D1: no migrations to apply.' : `Local D1: applied ${applied} migration${applied === 1 ? '' : 's'}.`,
    seeded:
      seeded
        .trim()
        .split('\n')
        .find((line) => line.startsWith('Seeded')) ?? '',
    accessCodes:
      seeded
        .trim()
        .split('\n')
        .find((line) => line.startsWith('Access codes')) ?? '',
  }
}
