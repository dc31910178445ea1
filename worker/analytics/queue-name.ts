/** The queue wrangler.toml names for server-side funnel events (kept apart so the worker's start-up imports no consumer). */
export const ANALYTICS_QUEUE_NAME = 'storefront-analytics'
