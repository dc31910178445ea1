// Apart from the wire schemas (schemas/wire.ts), so a module that only names a header does not
// build those zod schemas when the worker starts (docs/decisions/071-worker-startup-cpu.md).

/** The header the backend's API keys travel in (BACKEND_API_KEY, AVAILABILITY_API_KEY). */
export const API_KEY_HEADER = 'x-api-key'
/** The storefront's origin (https://shop.example) a trusted caller names for payment return links. */
export const STOREFRONT_ORIGIN_HEADER = 'x-storefront-origin'
