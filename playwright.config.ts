import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium-flags'

const port = Number(process.env.E2E_PORT ?? 8799)

/**
 * Browser journeys against a real `wrangler dev` (workerd, local D1/KV seeded with the
 * demo stores), in Debian's Chromium. Stores answer on {slug}.localhost.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/robots.txt`,
    env: { E2E_PORT: String(port) },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
