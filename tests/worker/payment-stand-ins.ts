/**
 * Local stand-ins for the payment providers' REST APIs, answering the documented shapes
 * (Stripe PaymentIntents, PayPal Orders v2, Afterpay v2) from memory. Passed to the
 * adapters as their fetch; every request is recorded for assertions.
 */

export interface Recorded {
  method: string
  path: string
  headers: Record<string, string>
  body: string
}

type Handler = (request: { method: string; path: string; headers: Record<string, string>; body: string }) => {
  status: number
  body?: unknown
}

function standIn(base: string, handle: Handler) {
  const requests: Recorded[] = []
  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input)
    if (!input.startsWith(base)) return new Response('unknown host', { status: 502 })
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const body = typeof init.body === 'string' ? init.body : ''
    const request = { method: init.method ?? 'GET', path: url.pathname, headers, body }
    requests.push(request)
    const answer = handle(request)
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  }
  return { fetch, requests }
}

/** Replays the first answer for a repeated idempotency key, as the providers do. */
function idempotent(
  key: string | undefined,
  cache: Map<string, { status: number; body?: unknown }>,
  run: () => { status: number; body?: unknown },
) {
  if (!key) return run()
  const seen = cache.get(key)
  if (seen) return seen
  const answer = run()
  cache.set(key, answer)
  return answer
}

export function stripeStandIn() {
  const intents = new Map<string, Record<string, unknown>>()
  const replies = new Map<string, { status: number; body?: unknown }>()
  let captures = 0
  let next = 0
  const server = standIn('https://stripe.test', ({ method, path, headers, body }) => {
    if (headers.authorization !== 'Bearer sk_test_standin')
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } }
    const form = new URLSearchParams(body)
    return idempotent(headers['idempotency-key'], replies, () => {
      if (method === 'POST' && path === '/v1/payment_intents') {
        next += 1
        const id = `pi_${next}`
        const intent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          capture_method: form.get('capture_method'),
          payment_method: form.get('payment_method'),
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
        Object.assign(intent, { status: 'requires_capture' })
        return { status: 200, body: intent }
      }
      if (action === 'capture') {
        if (intent.status !== 'requires_capture')
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } } }
        captures += 1
        Object.assign(intent, { status: 'succeeded', amount_received: Number(form.get('amount_to_capture') ?? intent.amount) })
        return { status: 200, body: intent }
      }
      Object.assign(intent, { status: 'canceled' })
      return { status: 200, body: intent }
    })
  })
  return {
    ...server,
    /** The shopper passes 3-D Secure on Stripe's page. */
    authenticate: (id: string) => Object.assign(intents.get(id) ?? {}, { status: 'requires_capture', next_action: null }),
    intent: (id: string) => intents.get(id),
    captures: () => captures,
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

export function payPalStandIn() {
  const orders = new Map<
    string,
    {
      id: string
      status: string
      amount: { currency_code: string; value: string }
      authorization?: { id: string; status: string; amount?: { currency_code: string; value: string } }
      shopper?: StandInShopper
    }
  >()
  const replies = new Map<string, { status: number; body?: unknown }>()
  let captures = 0
  let next = 0
  const view = (order: NonNullable<ReturnType<typeof orders.get>>) => ({
    id: order.id,
    status: order.status,
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
        ...(order.authorization ? { payments: { authorizations: [order.authorization] } } : {}),
      },
    ],
  })
  const server = standIn('https://paypal.test', ({ method, path, headers, body }) => {
    if (path === '/v1/oauth2/token') {
      return headers.authorization === `Basic ${btoa('client:secret')}` && body === 'grant_type=client_credentials'
        ? { status: 200, body: { access_token: 'A21', token_type: 'Bearer', expires_in: 32400 } }
        : { status: 401, body: { error: 'invalid_client' } }
    }
    if (headers.authorization !== 'Bearer A21') return { status: 401 }
    return idempotent(headers['paypal-request-id'], replies, () => {
      if (method === 'POST' && path === '/v2/checkout/orders') {
        next += 1
        const request = JSON.parse(body) as { intent: string; purchase_units: { amount: { currency_code: string; value: string } }[] }
        if (request.intent !== 'AUTHORIZE') return { status: 422 }
        const order = { id: `ORDER${next}`, status: 'PAYER_ACTION_REQUIRED', amount: request.purchase_units[0].amount }
        orders.set(order.id, order)
        return { status: 200, body: view(order) }
      }
      const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/authorize)?$/.exec(path)
      if (orderMatch) {
        const order = orders.get(orderMatch[1])
        if (!order) return { status: 404 }
        if (method === 'GET') return { status: 200, body: view(order) }
        // An approved order's amount may be replaced before it is authorized.
        if (method === 'PATCH') {
          const [operation] = JSON.parse(body) as { op: string; path: string; value: { currency_code: string; value: string } }[]
          if (operation?.op !== 'replace' || operation.path !== "/purchase_units/@reference_id=='default'/amount") return { status: 422 }
          order.amount = operation.value
          return { status: 204 }
        }
        if (order.status !== 'APPROVED')
          return { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] } }
        order.status = 'COMPLETED'
        order.authorization = { id: `AUTH${order.id}`, status: 'CREATED', amount: order.amount }
        return { status: 201, body: view(order) }
      }
      const authMatch = /^\/v2\/payments\/authorizations\/([^/]+)(?:\/(capture|void))?$/.exec(path)
      const order = authMatch ? [...orders.values()].find((candidate) => candidate.authorization?.id === authMatch[1]) : undefined
      if (!authMatch || !order?.authorization) return { status: 404 }
      if (method === 'GET') return { status: 200, body: order.authorization }
      if (authMatch[2] === 'capture') {
        captures += 1
        order.authorization.status = 'CAPTURED'
        return { status: 201, body: { id: `CAP${order.id}`, status: 'COMPLETED' } }
      }
      order.authorization.status = 'VOIDED'
      return { status: 204 }
    })
  })
  return {
    ...server,
    approve: (orderId: string, shopper?: StandInShopper) => {
      const order = orders.get(orderId)
      if (order) Object.assign(order, { status: 'APPROVED', shopper })
    },
    order: (orderId: string) => orders.get(orderId),
    captures: () => captures,
  }
}

export function afterpayStandIn() {
  const checkouts = new Map<string, { amount: { amount: string; currency: string }; approved: boolean; shopper?: StandInShopper }>()
  const payments = new Map<string, { id: string; token: string; paymentState: string }>()
  const replies = new Map<string, { status: number; body?: unknown }>()
  let captures = 0
  let next = 0
  const server = standIn('https://afterpay.test', ({ method, path, headers, body }) => {
    if (headers.authorization !== `Basic ${btoa('merchant:key')}`) return { status: 401 }
    const request = body ? (JSON.parse(body) as { requestId?: string; token?: string; amount?: { amount: string; currency: string } }) : {}
    return idempotent(request.requestId, replies, () => {
      if (method === 'POST' && path === '/v2/checkouts') {
        next += 1
        const token = `002.token${next}`
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
        if (!checkout?.approved) return { status: 412, body: { errorCode: 'invalid_token', message: 'Checkout not approved' } }
        // Deferred shipping: the authorization may carry the final amount.
        if (request.amount) checkout.amount = request.amount
        const payment = { id: `pay${next}`, token: request.token ?? '', paymentState: 'AUTH_APPROVED' }
        payments.set(payment.id, payment)
        return {
          status: 201,
          body: {
            id: payment.id,
            token: payment.token,
            status: 'APPROVED',
            paymentState: 'AUTH_APPROVED',
            originalAmount: checkout.amount,
          },
        }
      }
      const match = /^\/v2\/payments\/([^/]+)(?:\/(capture|void))?$/.exec(path)
      const payment = match ? payments.get(match[1]) : undefined
      if (!match || !payment) return { status: 404 }
      if (match[2] === 'capture') {
        captures += 1
        payment.paymentState = 'CAPTURED'
      }
      if (match[2] === 'void') payment.paymentState = 'VOIDED'
      return { status: 200, body: { id: payment.id, token: payment.token, status: 'APPROVED', paymentState: payment.paymentState } }
    })
  })
  return {
    ...server,
    approve: (token: string, shopper?: StandInShopper) => {
      const checkout = checkouts.get(token)
      if (checkout) Object.assign(checkout, { approved: true, shopper })
    },
    checkout: (token: string) => checkouts.get(token),
    captures: () => captures,
  }
}
