import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What code deep in an adapter, or in work after the answer (`waitUntil`), may know of the
 * request it runs for: its id, for log lines. Only plain values, never the request's context
 * or anything made while it is served: workerd keeps a stored value alive for as long as
 * something made inside `run` lives, and a value that leads back to such a thing (Hono's
 * context holds the response it built) is never freed, one request's objects at a time
 * (docs/decisions/084-request-scope-without-the-context.md).
 */
interface RequestScope {
  readonly requestId: string
}

const scope = new AsyncLocalStorage<RequestScope>()

/** Runs `work` as part of the request `requestId`. */
export function inRequestScope<T>(requestId: string, work: () => Promise<T>): Promise<T> {
  return scope.run({ requestId }, work)
}

/** The id of the request the caller runs for; undefined outside one (the Cron Trigger's pass). */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId
