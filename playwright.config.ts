import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS } from './scripts/chromium-flags'
import { E2E_PORT, PROVIDER_E2E } from './scripts/e2e-ports.mjs'

const port = E2E_PORT
const { providerPort, referencePort, apiKey } = PROVIDER_E2E

/**
 * Browser journeys in Debian's Chromium against real servers. `built-in`: the deploy bundle
 * on Miniflare (workerd, local D1/KV seeded with the demo stores; scripts/e2e-worker.ts),
 * stores on {slug}.localhost. `provider-mode`: a second one with BACKEND_URL set, in front of
 * the reference backend of the spec's API (tests/support/reference-backend), a Node process of its
 * own: two processes talking over real sockets.
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
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'built-in', testIgnore: 'provider-mode/**', use: { baseURL: `http://localhost:${port}` } },
    { name: 'provider-mode', testMatch: 'provider-mode/**/*.spec.ts', use: { baseURL: `http://localhost:${providerPort}` } },
  ],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${port}/robots.txt`,
      env: { E2E_PORT: String(port) },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node_modules/.bin/tsx tests/support/reference-backend/main.ts',
      url: `http://127.0.0.1:${referencePort}/images/check-front-ffffff.svg`,
      env: { REFERENCE_PORT: String(referencePort), REFERENCE_API_KEY: apiKey },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-provider-server.mjs',
      // The store answers once the reference backend does: this waits for both.
      url: `http://localhost:${providerPort}/robots.txt`,
      env: { E2E_PORT: String(port), E2E_PROVIDER_PORT: String(providerPort), E2E_REFERENCE_PORT: String(referencePort) },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
