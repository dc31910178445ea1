#!/usr/bin/env node
// The provider-mode storefront Playwright starts for tests/e2e/provider-mode: this worker
// on E2E_PROVIDER_PORT (Miniflare, scripts/e2e-worker.ts) with BACKEND_URL pointing at the
// reference backend (tests/support/reference-backend, its own process on E2E_REFERENCE_PORT). Its own
// bundle and state folder, so it never meets the built-in e2e server.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROVIDER_E2E } from './e2e-ports.mjs'
import { tsImport } from 'tsx/esm/api'

const { providerPort, referencePort, apiKey, adminToken } = PROVIDER_E2E
const backend = `http://127.0.0.1:${referencePort}`
const vars = {
  ENVIRONMENT: 'development',
  BACKEND_URL: backend,
  BACKEND_API_KEY: apiKey,
  // The reference backend's address validation service (tests/support/reference-backend/address-service.ts).
  ADDRESS_VALIDATION_URL: backend,
  ADMIN_TOKEN: adminToken,
  DEFAULT_STORE: 'harbor',
  STORE_NOT_FOUND_URL: `${backend}/store-not-found`,
  FLAG_CHECKOUT_V2: 'true',
  FLAG_LEGACY_CHECKOUT: 'false',
  FLAG_HIDE_PAYPAL: 'false',
  FLAG_SUPPORT: 'true',
}
const { serveE2eWorker } = await tsImport('./e2e-worker.ts', import.meta.url)
await serveE2eWorker({ port: providerPort, persistTo: mkdtempSync(join(tmpdir(), 'storefront-e2e-provider-')), vars })
