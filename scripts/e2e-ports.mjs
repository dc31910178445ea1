// The ports of the e2e servers: the built-in storefront on E2E_PORT, and for the provider-mode
// journey a second storefront (E2E_PROVIDER_PORT, default E2E_PORT + 1) in front of the
// reference backend (E2E_REFERENCE_PORT, default E2E_PORT + 2).
const port = Number(process.env.E2E_PORT ?? 8799)

export const E2E_PORT = port

export const PROVIDER_E2E = {
  providerPort: Number(process.env.E2E_PROVIDER_PORT ?? port + 1),
  referencePort: Number(process.env.E2E_REFERENCE_PORT ?? port + 2),
  /** BACKEND_API_KEY of the provider storefront, which the reference backend asks every call for. */
  apiKey: 'e2e-reference-backend-key-0123',
  /** ADMIN_TOKEN of the provider storefront: a test reads the operator's counters with it. */
  adminToken: 'e2e-provider-admin-token-0123456789',
}
