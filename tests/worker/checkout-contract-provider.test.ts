import { BACKEND_KEY } from '../support/backend-key'
import { checkoutBackend, fetchWithBody, providerCheckout } from '../support/fixtures/checkout-backend'
import { builtinCatalog } from '../support/fixtures/catalog-backend'
import { checkoutContract } from '../support/contract/checkout-contract'
import { checkoutPort, freshStore } from '../support/fixtures/checkout-fixtures'

/**
 * The provider adapter over HTTP to the worker's own /api with the built-in backend behind
 * it. The backend's host names a store of its own, so every call must carry the store it
 * is for, as it would to a second worker.
 */
checkoutContract('provider adapter over HTTP to the built-in backend', async () => {
  const hostStore = await builtinCatalog().store(await freshStore())
  if (!hostStore) throw new Error('no host store')
  return providerCheckout(fetchWithBody(checkoutBackend(checkoutPort(), { hostStore, apiKey: BACKEND_KEY })))
})
