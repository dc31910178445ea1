import type { CatalogPort } from './catalog'
import type { CheckoutPort } from './checkout'

/**
 * CommercePort: the one contract between the storefront and a commerce backend (spec
 * section 7), written in domain types only. The built-in adapter (D1 + KV, commerce/builtin)
 * and the provider adapter (HTTP, commerce/provider) both implement it; every /api route,
 * page loader, middleware and page route reaches commerce data through it, as c.var.commerce.
 * Failures are the port's own (failures.ts); the operator's tools are operations.ts.
 */
export type CommercePort = CatalogPort & CheckoutPort
