/**
 * How the worker reaches itself after answering: the built-in sandbox provider posts its
 * signed webhooks back into this worker, so locally the whole webhook path runs as it
 * does with a real provider.
 */
export interface Loopback {
  fetch(request: Request): Promise<Response>
  waitUntil(work: Promise<unknown>): void
}
