import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { defineConfig } from 'vitest/config'

/**
 * Two projects: `node` for pure code (domain, machines, client logic, the worker's pure
 * modules beside their code, and the provider adapter's spec contract suite) and
 * `workers` for code that needs the runtime — real D1 and KV inside workerd, with every
 * migration applied before the tests of each file.
 */
export default defineConfig(async () => {
  const migrations = await readD1Migrations('worker/commerce/builtin/migrations')
  return {
    test: {
      projects: [
        {
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'domain/**/*.test.ts',
              'machines/**/*.test.ts',
              'client/**/*.test.{ts,tsx}',
              // Unit tests beside the worker's pure modules; anything needing workerd lives in tests/worker.
              'worker/**/*.test.ts',
              'scripts/**/*.test.ts',
              // The provider adapter against answers written from the spec's text (tests/contract/spec-answers).
              'tests/contract/**/*.test.ts',
              // The deploy bundle as several workerd isolates, driven from Node through Miniflare.
              'tests/isolates/**/*.test.ts',
              // wrangler.toml and the builds it names, read as the platform reads them.
              'tests/config/**/*.test.ts',
            ],
          },
        },
        {
          plugins: [
            cloudflareTest({
              main: './worker/index.ts',
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                // Pages are rendered afresh in every test but the edge cache's own, which turns it on
                // for the app it makes (tests/worker/edge-page-cache.test.ts): a page kept by one
                // test must not answer another's.
                bindings: { TEST_MIGRATIONS: migrations, ENVIRONMENT: 'test', PAGE_CACHE: 'off' },
                // The mail queue's producer writes to a queue nobody consumes: no delivery runs
                // in the background of a test. Tests deliver with createMessageBatch (tests/worker/mail-queue.test.ts).
                queueProducers: {
                  MAIL_QUEUE: { queueName: 'storefront-mail-under-test' },
                  ANALYTICS_QUEUE: { queueName: 'storefront-analytics-under-test' },
                },
              },
            }),
          ],
          test: {
            name: 'workers',
            // A test here renders pages and writes D1 inside workerd; on a busy two-core CI
            // machine the slower ones (a whole purchase, a race of checkouts) take 5–12 s,
            // past vitest's 5 s default. The limit is there to catch a hang, not a slow run.
            testTimeout: 30_000,
            include: ['tests/worker/**/*.test.ts'],
            setupFiles: ['tests/support/harness/worker/apply-migrations.ts'],
          },
        },
      ],
    },
  }
})
