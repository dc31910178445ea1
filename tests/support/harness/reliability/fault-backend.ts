import type { Fetch } from '../../../../worker/commerce/provider/request'

/**
 * A fault-injecting server in front of a working backend, the way a flaky provider looks
 * from the worker: per request it answers normally, fails with a 500, never answers
 * (until the caller gives up), answers JSON cut off half-way, answers late, or answers
 * well-formed JSON the worker's schema should refuse (`rewrite`). Faults are
 * planned per path; every request is logged with what was done to it.
 */

export type FaultKind =
  | 'ok'
  | 'server-error'
  | 'hang'
  | 'malformed'
  | { slowMs: number }
  /** The backend's JSON answer, changed by `rewrite` (a field of the wrong type, say). */
  | { rewrite: (body: unknown) => unknown }

export interface FaultLog {
  path: string
  fault: FaultKind
}

export class FaultBackend {
  readonly log: FaultLog[] = []
  private readonly plans: { match: (path: string) => boolean; next: () => FaultKind | undefined }[] = []
  private hangingWaiters: (() => void)[] = []
  private hanging = 0

  constructor(
    private readonly origin: string,
    private readonly upstream: Fetch,
  ) {}

  /** The next requests whose path `match` accepts meet these faults in turn; then they pass. */
  plan(match: (path: string) => boolean, ...faults: FaultKind[]): this {
    const queue = [...faults]
    this.plans.push({ match, next: () => queue.shift() })
    return this
  }

  /** Every request to matching paths meets this fault until `heal()`. */
  always(match: (path: string) => boolean, fault: FaultKind): this {
    this.plans.push({ match, next: () => fault })
    return this
  }

  heal(): void {
    this.plans.length = 0
  }

  /** Resolves once `count` requests are hanging, so a test can move its fake clock on. */
  untilHanging(count: number): Promise<void> {
    if (this.hanging >= count) return Promise.resolve()
    return new Promise((resolve) => {
      const check = () => {
        if (this.hanging >= count) resolve()
        else this.hangingWaiters.push(check)
      }
      this.hangingWaiters.push(check)
    })
  }

  requestsTo(match: (path: string) => boolean): FaultLog[] {
    return this.log.filter((entry) => match(entry.path))
  }

  readonly fetch: Fetch = async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== this.origin) throw new TypeError(`The test network only reaches ${this.origin}, not ${url.origin}`)
    let fault: FaultKind = 'ok'
    for (const plan of this.plans) {
      const planned = plan.match(url.pathname) ? plan.next() : undefined
      if (planned !== undefined) {
        fault = planned
        break
      }
    }
    this.log.push({ path: url.pathname, fault })
    if (fault === 'server-error')
      return new Response('<html><body>502 Bad Gateway</body></html>', { status: 500, headers: { 'content-type': 'text/html' } })
    if (fault === 'hang') return this.hang(init?.signal ?? request.signal)
    if (typeof fault === 'object' && 'slowMs' in fault) await abortableDelay(fault.slowMs, init?.signal ?? request.signal)
    const response = await this.upstream(input, init)
    if (typeof fault === 'object' && 'rewrite' in fault) {
      return Response.json(fault.rewrite(await response.json()), { status: response.status })
    }
    if (fault !== 'malformed') return response
    const text = await response.text()
    return new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
      status: response.status,
      headers: { 'content-type': 'application/json' },
    })
  }

  private hang(signal: AbortSignal | null | undefined): Promise<Response> {
    this.hanging += 1
    const waiters = this.hangingWaiters
    this.hangingWaiters = []
    for (const wake of waiters) wake()
    return new Promise((_, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason ?? new DOMException('The operation was aborted', 'AbortError')))
    })
  }
}

function abortableDelay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason ?? new DOMException('The operation was aborted', 'AbortError'))
    })
  })
}
