/**
 * Local stand-ins for the payment providers' REST APIs, answering the documented shapes
 * (Stripe PaymentIntents and Refunds, PayPal Orders v2, Payments v2 and webhook
 * verification, Afterpay v2) from memory. Passed to the adapters as their fetch; every
 * request is recorded for assertions. Each documented answer a test needs (PayPal's
 * INSTRUMENT_DECLINED, Afterpay's 410 payment_captured…) is switched on by the test.
 */

interface Recorded {
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

type Handler = (request: { method: string; path: string; headers: Record<string, string>; body: string }) => Answer

/** A call to fail once: before the provider sees it, or after it did the work (the answer lost). */
interface Drop {
  match: (request: { method: string; path: string }) => boolean
  after: boolean
}

/**
 * Ids the stand-ins hand out, unique across every stand-in of a test file: the file's
 * database outlives each test, and the reconciliation clock reads back every payment in
 * it, so an id from an earlier test must never name another test's object.
 */
let issued = 0
const nextNumber = () => {
  issued += 1
  return issued
}

/** A call kept waiting until the test lets it through (a provider that is slow to answer). */
interface Hold {
  match: (request: { method: string; path: string }) => boolean
  reached: () => void
  released: Promise<void>
}

function standIn(base: string, handle: Handler) {
  const requests: Recorded[] = []
  const drops: Drop[] = []
  const holds: Hold[] = []
  let down = false
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input)
    if (!input.startsWith(base)) return new Response('unknown host', { status: 502 })
    if (down) throw new TypeError('Network connection lost.')
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const body = typeof init.body === 'string' ? init.body : ''
    const request = { method: init.method ?? 'GET', path: decodeURIComponent(url.pathname), headers, body }
    const hold = holds.findIndex((candidate) => candidate.match(request))
    if (hold >= 0) {
      const [held] = holds.splice(hold, 1)
      held.reached()
      await held.released
    }
    const drop = drops.findIndex((candidate) => candidate.match(request))
    const dropped = drop >= 0 ? drops.splice(drop, 1)[0] : null
    if (dropped && !dropped.after) throw new TypeError('Network connection lost.')
    requests.push(request)
    const answer = handle(request)
    if (dropped) throw new TypeError('Network connection lost.')
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    })
  }
  return {
    fetch,
    requests,
    /** While true, every call fails as a dropped connection does. */
    setDown: (value: boolean) => {
      down = value
    },
    /** Loses the next matching call: `after` does the work first, so only the answer is lost. */
    dropNext: (match: Drop['match'], { after = false } = {}) => {
      drops.push({ match, after })
    },
    /**
     * Keeps the next matching call waiting: `reached` resolves when it arrives, and it is
     * answered once the test calls `release`.
     */
    holdNext: (match: Hold['match']) => {
      let reached = () => {}
      let release = () => {}
      const arrived = new Promise<void>((resolve) => {
        reached = resolve
      })
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      holds.push({ match, reached, released })
      return { reached: arrived, release }
    },
  }
}

/** Replays the first answer for a repeated idempotency key, as the providers do. */
function idempotent(key: string | undefined, cache: Map<string, Answer>, run: () => Answer): Answer {
  if (!key) return run()
  const seen = cache.get(key)
  if (seen) return seen
  const answer = run()
  cache.set(key, answer)
  return answer
}

export function stripeStandIn() {
  const intents = new Map<string, Record<string, unknown>>()
  const refunds: { id: string; paymentIntent: string; amount: number }[] = []
  const replies = new Map<string, Answer>()
  let captures = 0
  let refuseCapture = false
  const server = standIn('https://stripe.test', ({ method, path, headers, body }) => {
    if (headers.authorization !== 'Bearer sk_test_standin')
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
    const form = new URLSearchParams(body)
    return idempotent(headers['idempotency-key'], replies, () => {
      if (method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_${nextNumber()}`
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          capture_method: form.get('capture_method'),
          payment_method: form.get('payment_method'),
          metadata: { payment_id: form.get('metadata[payment_id]') },
          status: form.get('payment_method') ? 'requires_confirmation' : 'requires_payment_method',
          client_secret: `${id}_secret_x`,
          next_action: null,
          last_payment_error: null,
        }
        intents.set(id, intent)
        return { status: 200, body: intent }
      }
      if (method === 'POST' && path === '/v1/payment_method_domains') {
        return { status: 200, body: { id: 'pmd_1', object: 'payment_method_domain', domain_name: form.get('domain_name'), enabled: true } }
      }
      if (method === 'POST' && path === '/v1/refunds') {
        const intent = intents.get(form.get('payment_intent') ?? '')
        const amount = Number(form.get('amount') ?? intent?.amount)
        const refunded = refunds.filter((refund) => refund.paymentIntent === intent?.id).reduce((sum, refund) => sum + refund.amount, 0)
        if (intent?.status !== 'succeeded')
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'charge_not_refundable' } } }
        if (refunded + amount > Number(intent.amount_received))
          return {
            status: 400,
            body: {
              error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
            },
          }
        const refund = { id: `re_${refunds.length + 1}`, paymentIntent: String(intent.id), amount }
        refunds.push(refund)
        return { status: 200, body: { id: refund.id, object: 'refund', amount, payment_intent: intent.id, status: 'succeeded' } }
      }
      const match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|capture|cancel))?$/.exec(path)
      const intent = match ? intents.get(match[1]) : undefined
      if (!match || !intent)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
        }
      const action = match[2]
      if (method === 'GET') return { status: 200, body: intent }
      if (!action) {
        Object.assign(intent, {
          payment_method: form.get('payment_method') ?? intent.payment_method,
          last_payment_error: null,
          status: 'requires_confirmation',
        })
        return { status: 200, body: intent }
      }
      if (action === 'confirm') {
        const paymentMethod = form.get('payment_method') ?? (intent.payment_method as string)
        intent.payment_method = paymentMethod
        if (paymentMethod === 'pm_card_chargeDeclined') {
          Object.assign(intent, {
            status: 'requires_payment_method',
            last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
          })
          return {
            status: 402,
            body: { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.', payment_intent: intent } },
          }
        }
        if (paymentMethod === 'pm_card_threeDSecure2Required') {
          Object.assign(intent, {
            status: 'requires_action',
            next_action: {
              type: 'redirect_to_url',
              redirect_to_url: { url: `https://hooks.stripe.test/3ds/${intent.id}`, return_url: form.get('return_url') },
            },
          })
          return { status: 200, body: intent }
        }
        // Stripe's documented answer when the next step can only run in Stripe.js (3-D
        // Secure 2 in a frame): next_action.type use_stripe_sdk, no URL to send anyone to.
        if (paymentMethod === 'pm_card_authenticationRequiredSdk') {
          Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } })
          return { status: 200, body: intent }
        }
        Object.assign(intent, { status: 'requires_capture' })
        return { status: 200, body: intent }
      }
      if (action === 'capture') {
        if (refuseCapture) {
          refuseCapture = false
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', code: 'amount_too_large', message: 'The amount to capture is too large.' } },
          }
        }
        if (intent.status !== 'requires_capture')
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
              },
            },
          }
        captures += 1
        Object.assign(intent, { status: 'succeeded', amount_received: Number(form.get('amount_to_capture') ?? intent.amount) })
        return { status: 200, body: intent }
      }
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } } }
      Object.assign(intent, { status: 'canceled' })
      return { status: 200, body: intent }
    })
  })
  return {
    ...server,
    /** Stripe refuses the next capture (a 400) and keeps the authorization as it was. */
    refuseNextCapture: () => {
      refuseCapture = true
    },
    /** Stripe keeps idempotency keys 24 h: after that, the same key is a new request. */
    forgetIdempotencyKeys: () => replies.clear(),
    /** The shopper passes 3-D Secure on Stripe's page (or in Stripe.js). */
    authenticate: (id: string) => Object.assign(intents.get(id) ?? {}, { status: 'requires_capture', next_action: null }),
    intent: (id: string) => intents.get(id),
    /** The authorization lapses or is canceled at Stripe (its 7 days are up, a dashboard cancel). */
    cancelAtStripe: (id: string) => Object.assign(intents.get(id) ?? {}, { status: 'canceled', cancellation_reason: 'automatic' }),
    captures: () => captures,
    refunds,
  }
}

/** Who approves a payment at the provider, with the address they ship to there (express checkout). */
export interface StandInShopper {
  givenName: string
  surname: string
  email: string
  line1: string
  city: string
  state: string
  zip: string
  country: string
}

type PayPalOrder = {
  id: string
  status: string
  update_time: string
  amount: { currency_code: string; value: string }
  authorization?: { id: string; status: string; amount?: { currency_code: string; value: string } }
  capture?: { id: string; status: string }
  shopper?: StandInShopper
}

export function payPalStandIn() {
  const orders = new Map<string, PayPalOrder>()
  const refunds: { id: string; captureId: string; value: string }[] = []
  const replies = new Map<string, Answer>()
  let captures = 0
  let approvals = 0
  /** What the next authorize answers instead of authorizing (PayPal's documented 422 issues). */
  let authorizeIssue: 'INSTRUMENT_DECLINED' | null = null
  let captureStatus: 'COMPLETED' | 'PENDING' | 'DECLINED' = 'COMPLETED'
  let tokenRateLimited = 0
  let staleOrderReads = 0
  const tokenRequests: Recorded[] = []
  const verifications: Record<string, unknown>[] = []
  let verificationStatus: 'SUCCESS' | 'FAILURE' = 'SUCCESS'

  const view = (order: PayPalOrder) => ({
    id: order.id,
    status: order.status,
    update_time: order.update_time,
    links: [{ href: `https://www.paypal.test/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }],
    ...(order.shopper
      ? { payer: { name: { given_name: order.shopper.givenName, surname: order.shopper.surname }, email_address: order.shopper.email } }
      : {}),
    purchase_units: [
      {
        amount: order.amount,
        ...(order.shopper
          ? {
              shipping: {
                name: { full_name: `${order.shopper.givenName} ${order.shopper.surname}` },
                address: {
                  address_line_1: order.shopper.line1,
                  admin_area_2: order.shopper.city,
                  admin_area_1: order.shopper.state,
                  postal_code: order.shopper.zip,
                  country_code: order.shopper.country,
                },
              },
            }
          : {}),
        ...(order.authorization
          ? { payments: { authorizations: [order.authorization], ...(order.capture ? { captures: [order.capture] } : {}) } }
          : {}),
      },
    ],
  })
  const unprocessable = (issue: string) => ({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } })
  const server = standIn('https://paypal.test', ({ method, path, headers, body }) => {
    if (path === '/v1/oauth2/token') {
      tokenRequests.push({ method, path, headers, body })
      if (tokenRateLimited > 0) {
        tokenRateLimited -= 1
        return { status: 429, body: { name: 'RATE_LIMIT_REACHED' }, headers: { 'retry-after': '0' } }
      }
      return headers.authorization === `Basic ${btoa('client:secret')}` && body === 'grant_type=client_credentials'
        ? { status: 200, body: { access_token: 'A21', token_type: 'Bearer', expires_in: 32400 } }
        : { status: 401, body: { error: 'invalid_client' } }
    }
    if (headers.authorization !== 'Bearer A21') return { status: 401 }
    // PayPal's reference: PayPal-Request-Id is 1 to 108 characters.
    const requestId = headers['paypal-request-id']
    if (requestId !== undefined && (requestId.length < 1 || requestId.length > 108))
      return {
        status: 400,
        body: {
          name: 'INVALID_REQUEST',
          details: [{ field: 'PayPal-Request-Id', location: 'header', issue: 'INVALID_STRING_MAX_LENGTH' }],
        },
      }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      verifications.push(JSON.parse(body) as Record<string, unknown>)
      return { status: 200, body: { verification_status: verificationStatus } }
    }
    return idempotent(headers['paypal-request-id'], replies, () => {
      if (method === 'POST' && path === '/v2/checkout/orders') {
        const request = JSON.parse(body) as { intent: string; purchase_units: { amount: { currency_code: string; value: string } }[] }
        if (request.intent !== 'AUTHORIZE') return { status: 422 }
        const order = {
          id: `ORDER${nextNumber()}`,
          status: 'PAYER_ACTION_REQUIRED',
          update_time: '2026-03-02T15:00:00Z',
          amount: request.purchase_units[0].amount,
        }
        orders.set(order.id, order)
        return { status: 200, body: view(order) }
      }
      const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/authorize)?$/.exec(path)
      if (orderMatch) {
        const order = orders.get(orderMatch[1])
        if (!order) return { status: 404 }
        if (method === 'GET' && staleOrderReads > 0 && order.authorization) {
          staleOrderReads -= 1
          return { status: 200, body: view({ ...order, status: 'APPROVED', authorization: undefined, capture: undefined }) }
        }
        if (method === 'GET') return { status: 200, body: view(order) }
        // An approved order's amount may be replaced before it is authorized.
        if (method === 'PATCH') {
          const [operation] = JSON.parse(body) as { op: string; path: string; value: { currency_code: string; value: string } }[]
          if (operation?.op !== 'replace' || operation.path !== "/purchase_units/@reference_id=='default'/amount") return { status: 422 }
          order.amount = operation.value
          order.update_time = new Date(Date.parse(order.update_time) + 1000).toISOString().replace('.000', '')
          return { status: 204 }
        }
        if (order.authorization) return unprocessable('ORDER_ALREADY_AUTHORIZED')
        if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED')
        if (authorizeIssue) {
          const issue = authorizeIssue
          authorizeIssue = null
          return unprocessable(issue)
        }
        order.status = 'COMPLETED'
        order.authorization = { id: `AUTH${order.id}`, status: 'CREATED', amount: order.amount }
        return { status: 201, body: view(order) }
      }
      const captureRefund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)
      if (captureRefund) {
        const value = (JSON.parse(body) as { amount: { value: string } }).amount.value
        const refund = { id: `REFUND${refunds.length + 1}`, captureId: captureRefund[1], value }
        refunds.push(refund)
        return { status: 201, body: { id: refund.id, status: 'COMPLETED' } }
      }
      const authMatch = /^\/v2\/payments\/authorizations\/([^/]+)(?:\/(capture|void))?$/.exec(path)
      const order = authMatch ? [...orders.values()].find((candidate) => candidate.authorization?.id === authMatch[1]) : undefined
      if (!authMatch || !order?.authorization) return { status: 404 }
      if (method === 'GET') return { status: 200, body: order.authorization }
      if (authMatch[2] === 'capture') {
        if (order.authorization.status !== 'CREATED') return unprocessable('AUTHORIZATION_ALREADY_CAPTURED')
        captures += 1
        order.authorization.status = 'CAPTURED'
        order.capture = { id: `CAP${order.id}`, status: captureStatus }
        return { status: 201, body: order.capture }
      }
      order.authorization.status = 'VOIDED'
      return { status: 204 }
    })
  })
  return {
    ...server,
    /** The buyer approves on PayPal (the redirect page or the JS SDK's pop-up), with the address they ship to there. */
    approve: (orderId: string, shopper?: StandInShopper) => {
      const order = orders.get(orderId)
      approvals += 1
      if (order) Object.assign(order, { status: 'APPROVED', update_time: `2026-03-02T15:0${approvals}:00Z`, shopper })
    },
    order: (orderId: string) => orders.get(orderId),
    captures: () => captures,
    refunds,
    /** The next order reads do not show its authorization yet (a read just behind a concurrent authorize). */
    serveStaleOrders: (times: number) => {
      staleOrderReads = times
    },
    /** PayPal keeps a PayPal-Request-Id for a few hours only: later, the same id is a new request. */
    forgetRequestIds: () => replies.clear(),
    /** PayPal refuses the funding source at the next authorize (422 INSTRUMENT_DECLINED). */
    declineNextInstrument: () => {
      authorizeIssue = 'INSTRUMENT_DECLINED'
    },
    /** Captures answer with this status (PENDING: accepted, not completed, e.g. an eCheck). */
    setCaptureStatus: (status: 'COMPLETED' | 'PENDING' | 'DECLINED') => {
      captureStatus = status
    },
    /** PayPal completes (or denies) a pending capture later. */
    settleCapture: (orderId: string, status: 'COMPLETED' | 'DECLINED') => {
      const order = orders.get(orderId)
      if (order?.capture) order.capture.status = status
    },
    /** The token endpoint answers 429 this many times before a token. */
    rateLimitTokens: (times: number) => {
      tokenRateLimited = times
    },
    tokenRequests,
    verifications,
    /** What PayPal's verify-webhook-signature answers. */
    setVerification: (status: 'SUCCESS' | 'FAILURE') => {
      verificationStatus = status
    },
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export function afterpayStandIn() {
  const checkouts = new Map<string, { amount: { amount: string; currency: string }; approved: boolean; shopper?: StandInShopper }>()
  const payments = new Map<string, { id: string; token: string; status: string; paymentState: string }>()
  const refunds: { refundId: string; orderId: string; amount: string }[] = []
  const replies = new Map<string, Answer>()
  let captures = 0
  const paymentView = (payment: { id: string; token: string; status: string; paymentState: string }) => ({
    id: payment.id,
    token: payment.token,
    status: payment.status,
    paymentState: payment.paymentState,
  })
  const server = standIn('https://afterpay.test', ({ method, path, headers, body }) => {
    if (headers.authorization !== `Basic ${btoa('merchant:key')}`) return { status: 401 }
    const request = body ? (JSON.parse(body) as { requestId?: string; token?: string; amount?: { amount: string; currency: string } }) : {}
    // Afterpay documents requestId as a UUID.
    if (request.requestId !== undefined && !UUID.test(request.requestId))
      return { status: 422, body: { errorCode: 'invalid_object', message: 'requestId must be a UUID' } }
    const byToken = /^\/v2\/payments\/token:(.+)$/.exec(path)
    if (method === 'GET' && byToken) {
      const payment = [...payments.values()].find((candidate) => candidate.token === byToken[1])
      return payment ? { status: 200, body: paymentView(payment) } : { status: 404, body: { errorCode: 'not_found' } }
    }
    return idempotent(request.requestId, replies, () => {
      if (method === 'POST' && path === '/v2/checkouts') {
        const token = `002.token${nextNumber()}`
        checkouts.set(token, { amount: request.amount ?? { amount: '0', currency: 'USD' }, approved: false })
        return {
          status: 201,
          body: { token, expires: '2030-01-01T00:00:00Z', redirectCheckoutUrl: `https://portal.afterpay.test/checkout/?token=${token}` },
        }
      }
      const checkoutMatch = /^\/v2\/checkouts\/([^/]+)$/.exec(path)
      if (method === 'GET' && checkoutMatch) {
        const checkout = checkouts.get(checkoutMatch[1])
        if (!checkout) return { status: 404 }
        const shopper = checkout.shopper
        return {
          status: 200,
          body: {
            token: checkoutMatch[1],
            amount: checkout.amount,
            ...(shopper
              ? {
                  consumer: { email: shopper.email, givenNames: shopper.givenName, surname: shopper.surname },
                  shipping: {
                    name: `${shopper.givenName} ${shopper.surname}`,
                    line1: shopper.line1,
                    area1: shopper.city,
                    region: shopper.state,
                    postcode: shopper.zip,
                    countryCode: shopper.country,
                  },
                }
              : {}),
          },
        }
      }
      if (method === 'POST' && path === '/v2/payments/auth') {
        const checkout = checkouts.get(request.token ?? '')
        if (!checkout) return { status: 402, body: { errorCode: 'invalid_token', message: 'The checkout token is invalid or expired' } }
        if (!checkout.approved)
          return {
            status: 412,
            body: { errorCode: 'invalid_order_transaction_status', message: 'The consumer has not confirmed their payment' },
          }
        // Deferred shipping: the authorization may carry the final amount.
        if (request.amount) checkout.amount = request.amount
        const payment = { id: `${100000 + nextNumber()}`, token: request.token ?? '', status: 'APPROVED', paymentState: 'AUTH_APPROVED' }
        payments.set(payment.id, payment)
        return { status: 201, body: { ...paymentView(payment), originalAmount: checkout.amount } }
      }
      const match = /^\/v2\/payments\/([^/]+)(?:\/(capture|void|refund))?$/.exec(path)
      const payment = match ? payments.get(match[1]) : undefined
      if (!match || !payment) return { status: 404 }
      if (match[2] === 'capture') {
        if (payment.paymentState === 'CAPTURED') return { status: 410, body: { errorCode: 'payment_captured' } }
        if (payment.paymentState === 'VOIDED') return { status: 412, body: { errorCode: 'payment_voided' } }
        captures += 1
        payment.paymentState = 'CAPTURED'
      }
      if (match[2] === 'void') payment.paymentState = 'VOIDED'
      if (match[2] === 'refund') {
        const refund = { refundId: `${900 + refunds.length}`, orderId: payment.id, amount: request.amount?.amount ?? '0' }
        refunds.push(refund)
        return { status: 201, body: { refundId: refund.refundId, amount: request.amount } }
      }
      return { status: 200, body: paymentView(payment) }
    })
  })
  return {
    ...server,
    approve: (token: string, shopper?: StandInShopper) => {
      const checkout = checkouts.get(token)
      if (checkout) Object.assign(checkout, { approved: true, shopper })
    },
    checkout: (token: string) => checkouts.get(token),
    /** The payment an order was authorized as (by token). */
    paymentOf: (token: string) => [...payments.values()].find((payment) => payment.token === token),
    captures: () => captures,
    refunds,
    /** Afterpay keeps requestIds for a while only: later, the same id is a new request. */
    forgetRequestIds: () => replies.clear(),
  }
}
