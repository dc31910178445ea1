import { BACKEND_KEY } from '../backend-key'
import { createProviderCatalog } from '../../../worker/commerce/provider/catalog'
import { createProviderCheckout, type ProviderCheckoutOptions } from '../../../worker/commerce/provider/checkout'
import { providerPaymentOptions } from '../../../worker/commerce/provider/payment-options'
import type { Fetch } from '../../../worker/commerce/provider/request'
import { type Bindings, readConfig } from '../../../worker/env'

/**
 * A scripted backend for the contract suite: each call of spec section 7 answers from a
 * file in ./spec-answers, and every request the adapter sends is kept to be checked
 * against the spec's wording.
 */

/** One answer of a spec-answers file: a body, and its status when that is not 200. */
export interface SpecAnswer {
  name?: string
  status?: number
  body: unknown
  /** No answer at all: the request waits until its caller gives up on it. */
  hang?: boolean
}

const BACKEND = 'https://backend.example'
const THEME = 'https://theme.example/theme'
const AVAILABILITY = 'https://availability.example'
export const AVAILABILITY_KEY = 'availability-key'

/** A recorded request, body read. */
export interface Sent {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

type Route = SpecAnswer | ((sent: Sent) => SpecAnswer)

/** `GET /v1/stores` → answer; a `*` at the end matches any rest of the path. */
export class SpecBackend {
  readonly sent: Sent[] = []
  private readonly routes = new Map<string, Route[]>()

  /** Answers `call` (e.g. 'GET /v1/stores') with these, one per request, the last one again after. */
  on(call: string, ...answers: Route[]): this {
    this.routes.set(call, answers)
    return this
  }

  /** The requests made to one call. */
  to(call: string): Sent[] {
    return this.sent.filter((sent) => matches(call, sent))
  }

  readonly fetch: Fetch = async (input, init) => {
    const request = new Request(input, init)
    // A string body is read as sent: reading the Request's stream would race the caller's
    // timeout (an abort mid-read would leave the request unrecorded on a busy machine).
    const text = typeof init?.body === 'string' ? init.body : request.method === 'GET' ? '' : await request.text()
    const sent: Sent = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    this.sent.push(sent)
    const call = [...this.routes.keys()].find((key) => matches(key, sent))
    if (!call) return Response.json({ error: `no answer scripted for ${sent.method} ${sent.url.pathname}` }, { status: 404 })
    const answers = this.routes.get(call) ?? []
    const count = this.to(call).length
    const route = answers[Math.min(count - 1, answers.length - 1)]
    const answer = typeof route === 'function' ? route(sent) : route
    // The caller's own signal: Node's Request follows it only through a weak reference, so once
    // this Request is collected (nothing holds it while the answer hangs) an abort would never arrive.
    if (answer.hang) return waitForAbort(init?.signal ?? request.signal)
    return toResponse(answer)
  }
}

function matches(call: string, sent: Sent): boolean {
  const [method, path] = call.split(' ')
  const pathname = sent.url.pathname
  if (method !== sent.method) return false
  return path.endsWith('*') ? pathname.startsWith(path.slice(0, -1)) : pathname === path
}

/** Rejects once the caller gives up, even if it gave up while the body was still being read. */
function waitForAbort(signal: AbortSignal): Promise<never> {
  const aborted = () => new DOMException('aborted', 'AbortError')
  if (signal.aborted) return Promise.reject(aborted())
  return new Promise((_, reject) => signal.addEventListener('abort', () => reject(aborted()), { once: true }))
}

function toResponse({ status = 200, body }: SpecAnswer): Response {
  if (body === null || body === undefined) return new Response(null, { status })
  if (typeof body === 'string') return new Response(body, { status, headers: { 'content-type': 'text/plain' } })
  return Response.json(body, { status })
}

/** The minimal answer of a spec-answers file and each of its variants, named, for it.each. */
export function everyAnswer(file: { minimal: unknown; variants: SpecAnswer[]; status?: number }): [string, SpecAnswer][] {
  return [
    ['minimal', { body: file.minimal, status: file.status }],
    ...file.variants.map((variant): [string, SpecAnswer] => [variant.name ?? 'variant', variant]),
  ]
}

const config = readConfig({} as Bindings)

/** The provider adapter as a storefront in front of a spec backend sets it up: amounts in dollars. */
export function specCatalog(backend: SpecBackend, options: { collectionsMode?: boolean; productCacheUrl?: string } = {}) {
  return createProviderCatalog({
    backendUrl: BACKEND,
    themeUrl: THEME,
    availabilityUrl: AVAILABILITY,
    availabilityApiKey: AVAILABILITY_KEY,
    apiKey: BACKEND_KEY,
    amounts: 'dollars',
    config,
    fetch: backend.fetch,
    ...options,
  })
}

type CheckoutSettings = Pick<
  ProviderCheckoutOptions,
  'honoursIdempotencyKeys' | 'addressValidationUrl' | 'addressValidationTimeoutMs' | 'countAddressValidationProblem'
>

export function specCheckout(backend: SpecBackend, options: CheckoutSettings = {}) {
  return createProviderCheckout({
    checkoutUrl: BACKEND,
    paymentUrl: BACKEND,
    backendUrl: BACKEND,
    trackingUrl: BACKEND,
    apiKey: BACKEND_KEY,
    paymentOptions: providerPaymentOptions({}),
    amounts: 'dollars',
    fetch: backend.fetch,
    ...options,
  })
}
