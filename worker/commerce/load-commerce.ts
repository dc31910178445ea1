import type { createCommerce } from './create-commerce'

/**
 * createCommerce, imported on the first request that needs a backend rather than when the
 * isolate starts: the built-in D1 backend and the provider's HTTP adapter (with their
 * payment providers, mail and operations) are most of the worker's own code, and a
 * request served from the edge cache, a static answer or a webhook never reaches them
 * (docs/decisions/075-worker-code-splitting.md).
 */
export async function loadCommerce(...args: Parameters<typeof createCommerce>): Promise<ReturnType<typeof createCommerce>> {
  const { createCommerce } = await import('./create-commerce')
  return createCommerce(...args)
}
