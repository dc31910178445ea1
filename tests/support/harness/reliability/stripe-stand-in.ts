/**
 * A stand-in for the part of Stripe's REST API the adapter uses (PaymentIntents with
 * manual capture), with Stripe's idempotency rules: a POST repeated with the same
 * Idempotency-Key and the same parameters answers the first answer again without doing
 * anything; the same key with other parameters is a 400; a key whose first request is
 * still running is a 409. Faults are injected per call: the stand-in can do the work and
 * then drop the connection, so the caller never hears the answer, the way a network
 * error between a worker and Stripe looks.
 */

const STRIPE_BASE = 'https://stripe.test'

type IntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_capture' | 'succeeded' | 'canceled'

interface Intent {
  id: string
  object: 'payment_intent'
  status: IntentStatus
  amount: number
  amount_received: number
  currency: string
  capture_method: 'manual'
  payment_method: string | null
  client_secret: string
  metadata: Record<string, string>
  next_action: null
  last_payment_error: null
}

interface Stored {
  fingerprint: string
  status: number
  body: unknown
}

export interface StripeCall {
  method: string
  path: string
  idempotencyKey: string | null
  /** True when the answer was a replay of an earlier request with the same key. */
  replayed: boolean
}

/** Which call to fault, and how: 'drop-after' does the work then loses the answer. */
export interface Fault {
  match: (call: { method: string; path: string }) => boolean
  kind: 'drop-after' | 'drop-before' | 'server-error'
  /** How many matching calls to fault; afterwards calls go through. */
  times: number
}

const stripeError = (status: number, type: string, message: string, code?: string) =>
  Response.json({ error: { type, message, ...(code ? { code } : {}) } }, { status })

export class StripeStandIn {
  readonly intents = new Map<string, Intent>()
  readonly calls: StripeCall[] = []
  /** Money moved, as the card holder's statement would show it. */
  readonly authorizations: string[] = []
  readonly captures: { intent: string; amount: number }[] = []
  private readonly stored = new Map<string, Stored>()
  private readonly inFlight = new Set<string>()
  private faults: Fault[] = []
  private nextId = 1
  private contended: ((call: { method: string; path: string }) => boolean)[] = []
  /** Held calls by Idempotency-Key, each let go by the first request refused as in progress. */
  private readonly heldUntilContended = new Map<string, () => void>()
  /** Keys another request was refused on as in progress: a hold that comes after that overlap has had it. */
  private readonly refusedInFlight = new Set<string>()

  inject(fault: Fault): void {
    this.faults.push(fault)
  }

  /**
   * Keeps the first call matching `match` at work until another request with its
   * Idempotency-Key has been refused as in progress: the overlap a slow network makes,
   * without a clock.
   */
  holdUntilContended(match: (call: { method: string; path: string }) => boolean): void {
    this.contended.push(match)
  }

  /** Mutating calls that came without an Idempotency-Key. */
  get unkeyed(): StripeCall[] {
    return this.calls.filter((call) => call.method === 'POST' && call.idempotencyKey === null)
  }

  /** The fetch the worker uses: requests to STRIPE_BASE come here, anything else is refused. */
  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    if (url.origin !== STRIPE_BASE) throw new TypeError(`The test network only reaches ${STRIPE_BASE}, not ${url.origin}`)
    if (request.headers.get('authorization') !== 'Bearer sk_test_stand_in')
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided')
    const call = { method: request.method, path: url.pathname }
    const fault = this.takeFault(call)
    if (fault?.kind === 'drop-before') throw new TypeError('Network connection lost.')
    if (fault?.kind === 'server-error') return stripeError(500, 'api_error', 'Something went wrong on our end.')
    const response = await this.handle(request, url)
    if (fault?.kind === 'drop-after') {
      await response.arrayBuffer()
      throw new TypeError('Network connection lost.')
    }
    return response
  }

  private takeFault(call: { method: string; path: string }): Fault | undefined {
    const fault = this.faults.find((candidate) => candidate.times > 0 && candidate.match(call))
    if (fault) fault.times -= 1
    return fault
  }

  private async handle(request: Request, url: URL): Promise<Response> {
    const key = request.headers.get('idempotency-key')
    const params = new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()))
    const record: StripeCall = { method: request.method, path: url.pathname, idempotencyKey: key, replayed: false }
    this.calls.push(record)
    if (request.method !== 'POST' || key === null) return this.route(request.method, url.pathname, params)

    const fingerprint = `${request.method} ${url.pathname} ${[...params].sort().join('&')}`
    const earlier = this.stored.get(key)
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return stripeError(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        )
      }
      record.replayed = true
      return Response.json(earlier.body, { status: earlier.status, headers: { 'idempotent-replayed': 'true' } })
    }
    if (this.inFlight.has(key)) {
      this.refusedInFlight.add(key)
      this.heldUntilContended.get(key)?.()
      return stripeError(
        409,
        'idempotency_error',
        'There is currently another in-progress request using this Idempotent Key.',
        'idempotency_key_in_use',
      )
    }
    this.inFlight.add(key)
    try {
      // Real requests take time; others with the same key arrive meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0))
      const hold = this.contended.findIndex((match) => match(record))
      if (hold >= 0) {
        this.contended.splice(hold, 1)
        // Every other request may already have been refused while this one was on its way
        // (a busy machine delays the timer above): then the overlap has happened.
        if (!this.refusedInFlight.has(key)) await new Promise<void>((release) => this.heldUntilContended.set(key, release))
        this.heldUntilContended.delete(key)
      }
      const response = await this.route(request.method, url.pathname, params)
      const body = await response.clone().json()
      if (response.status < 500) this.stored.set(key, { fingerprint, status: response.status, body })
      return response
    } finally {
      this.inFlight.delete(key)
    }
  }

  private route(method: string, path: string, params: URLSearchParams): Response {
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(params)
    const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path)
    const intent = match ? this.intents.get(decodeURIComponent(match[1])) : undefined
    if (!match || !intent)
      return stripeError(404, 'invalid_request_error', `No such payment_intent: '${match?.[1] ?? path}'`, 'resource_missing')
    const action = match[2]
    if (method === 'GET' && !action) return Response.json(intent)
    if (method !== 'POST') return stripeError(405, 'invalid_request_error', 'Unsupported method')
    if (!action) {
      if (params.get('payment_method')) intent.payment_method = params.get('payment_method')
      if (intent.status === 'requires_payment_method' && intent.payment_method) intent.status = 'requires_confirmation'
      return Response.json(intent)
    }
    if (action === 'confirm') {
      if (params.get('payment_method')) intent.payment_method = params.get('payment_method')
      if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') {
        return unexpectedState(intent, 'confirm')
      }
      if (!intent.payment_method)
        return stripeError(400, 'invalid_request_error', 'You cannot confirm this PaymentIntent because it has no payment method.')
      intent.status = 'requires_capture'
      this.authorizations.push(intent.id)
      return Response.json(intent)
    }
    if (action === 'capture') {
      if (intent.status !== 'requires_capture') return unexpectedState(intent, 'capture')
      const amount = Number(params.get('amount_to_capture') ?? intent.amount)
      intent.status = 'succeeded'
      intent.amount_received = amount
      this.captures.push({ intent: intent.id, amount })
      return Response.json(intent)
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent, 'cancel')
    intent.status = 'canceled'
    return Response.json(intent)
  }

  private create(params: URLSearchParams): Response {
    const amount = Number(params.get('amount'))
    const currency = params.get('currency') ?? ''
    if (!Number.isInteger(amount) || amount < 50)
      return stripeError(400, 'invalid_request_error', 'Amount must be at least 50 cents', 'amount_too_small')
    const id = `pi_standin${this.nextId++}`
    const paymentMethod = params.get('payment_method')
    const intent: Intent = {
      id,
      object: 'payment_intent',
      status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      amount,
      amount_received: 0,
      currency,
      capture_method: 'manual',
      payment_method: paymentMethod,
      client_secret: `${id}_secret_standin`,
      metadata: { payment_id: params.get('metadata[payment_id]') ?? '' },
      next_action: null,
      last_payment_error: null,
    }
    this.intents.set(id, intent)
    return Response.json(intent)
  }
}

function unexpectedState(intent: Intent, action: string): Response {
  return stripeError(
    400,
    'invalid_request_error',
    `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`,
    'payment_intent_unexpected_state',
  )
}

/** The bindings that switch the worker's card payments to Stripe, pointed at the stand-in. */
export const STRIPE_BINDINGS = {
  STRIPE_SECRET_KEY: 'sk_test_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
  STRIPE_API_BASE: STRIPE_BASE,
} as const
