import { routes } from '../../client/routes'
import { tableRoutes } from '../../worker/middleware/canonical-url'

/** A route and an address of it whose loader does all the reading it ever does. */
export interface RouteSample {
  id: string
  /** The route's whole path in the table ('' for home). */
  pattern: string
  path: string
  /** The query the address needs, without '?': '' for most. */
  query: string
}

export interface SampleValues {
  checkoutId: string
  /** A listing slug of the store. */
  listing: string
}

/** The query that makes a route's loader read all it reads: the contact form names a listing, search a term. */
const QUERIES: Record<string, (values: SampleValues) => string> = {
  contact: ({ listing }) => `listing=${listing}`,
  search: () => 'searchterm=tee',
}

/**
 * Every route of the table (client/routes.tsx), home, and the worker's own way back from a
 * checkout (worker/routes/order-return.ts), each with an address in a store: parameters
 * filled in, the catch-all as `/{listing-slug}`.
 */
export function routeSamples(values: SampleValues): RouteSample[] {
  const filled: Record<string, string> = {
    checkoutId: values.checkoutId,
    slug: values.listing,
    postSlug: 'track-my-order',
    cartId: 'Cart-Id_1',
  }
  const table = [...tableRoutes(routes), { id: 'checkout-complete', pattern: 'checkout-complete/:cartId' }]
  const samples = table.map(({ id, pattern }) => {
    const parts = pattern === '*' ? [values.listing] : pattern.split('/')
    const path = `/${parts.map((part) => (part === '*' ? 'track-my-order/More' : part.startsWith(':') ? filled[part.slice(1)] : part)).join('/')}`
    return { id, pattern, path, query: QUERIES[id]?.(values) ?? '' }
  })
  return [{ id: 'home', pattern: '', path: '/', query: '' }, ...samples]
}
