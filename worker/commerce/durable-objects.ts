/**
 * The Durable Object classes the Worker's entry exports (wrangler.toml [[durable_objects.bindings]]).
 * Apart from create-commerce.ts, so that exporting them keeps the composition root and its
 * adapters out of the worker's start-up (docs/decisions/075-worker-code-splitting.md).
 */
export { StockReservations } from './builtin/stock/stock-reservations'
