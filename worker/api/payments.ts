import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import { PAYMENT_METHODS } from '../../domain/constants'
import { StoreSlug } from '../../domain/schemas/fields'
import { PAYMENTS_NOT_SET_UP } from '../commerce/port/checkout'
import { type AppEnv, sandboxPaymentsAllowed } from '../env'
import { sameOriginUrl } from '../security/same-origin-url'
import { mayWorkOnCheckout, notYours } from './checkout-owner'
import { forgetPayment, rememberPayment } from './payment-cookie'
import { failureResponse } from './port-failure'
import { callerOrigin, checkoutScope, isTrustedCaller, otherStore, storeForCall } from './trusted-caller'
import { badRequest } from './validation'
import { clickKey, writeOnce } from './write-once'

/**
 * Payment calls of spec section 7 (initiate, update, state, verify domain, submit), the
 * return link providers send shoppers back through, the platforms the checkout page
 * should load, and the sandbox's card tokenizer (Stripe.js's job when Stripe is on).
 * Amounts are never read from the browser: fields like `amount` are ignored.
 */

const Id = (what: string) => z.string().trim().min(1, `Give the ${what}`).max(64)
const PaymentMethodId = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,96}$/, 'Payment method ids look like pm_…')

const initiateBody = z.object({
  checkoutId: Id('checkout id'),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: `Payment methods are ${PAYMENT_METHODS.join(', ')}` }),
  paymentMethodId: PaymentMethodId.optional(),
})

const updateBody = z
  .object({
    // The spec names the payment `id` here; paymentId is accepted too.
    id: Id('payment id').optional(),
    paymentId: Id('payment id').optional(),
    checkoutId: Id('checkout id'),
    paymentToken: Id('payment token'),
    paymentMethodId: PaymentMethodId.optional(),
  })
  .refine((body) => body.id ?? body.paymentId, { message: 'Give the payment id', path: ['paymentId'] })

const paymentQuery = z.object({ paymentId: Id('payment id'), checkoutId: Id('checkout id') })

const domainBody = z.object({
  domainName: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Give a domain name like shop.example.com'),
})

const submitBody = z.object({
  checkoutId: Id('checkout id'),
  storeSlug: StoreSlug,
  paymentId: Id('payment id'),
  paymentToken: Id('payment token'),
  // The provider is known from the payment; the field is read for its shape only.
  platform: z.string().max(40).nullish(),
  returnUrl: z.string().trim().min(1, 'Give the page to come back to after paying').max(2000),
})

const returnQuery = z.object({ paymentId: Id('payment id'), outcome: z.enum(['returned', 'canceled']).default('returned') })

const cardBody = z.object({
  number: z.string().trim().min(1, 'Please enter your card number').max(23),
  // The card field sends 0 for an expiry left empty.
  expMonth: z.coerce.number().int('Give the expiry month as a number').min(1, "Please enter your card's expiry date"),
  expYear: z.coerce.number().int('Give the expiry year as a number'),
  cvc: z.string().trim().min(1, "Please enter your card's security code").max(4),
})

export const payments = new Hono<AppEnv>()
  .get('/v1/payments/options', (c) => c.json(c.var.commerce.paymentOptions()))
  .post('/v1/initiatePayment', zValidator('json', initiateBody, badRequest), async (c) => {
    const scope = checkoutScope(c, c.req.query('storeSlug'))
    if (!scope) return otherStore(c)
    const body = c.req.valid('json')
    if (!(await mayWorkOnCheckout(c, body.checkoutId, scope.storeSlug))) return notYours(c)
    const key = clickKey(c)
    const result = await writeOnce(c, 'initiate-payment', body.checkoutId, key, () =>
      c.var.commerce.initiatePayment({ ...body, ...scope, origin: callerOrigin(c), idempotencyKey: key }),
    )
    if (!result.ok) return failureResponse(c, result.failure)
    rememberPayment(c, { checkoutId: body.checkoutId, paymentId: result.value.paymentId, paymentToken: result.value.paymentToken })
    return c.json(result.value)
  })
  .post('/v1/updatePayment', zValidator('json', updateBody, badRequest), async (c) => {
    const body = c.req.valid('json')
    const scope = checkoutScope(c, c.req.query('storeSlug'))
    if (!scope) return otherStore(c)
    if (!(await mayWorkOnCheckout(c, body.checkoutId, scope.storeSlug))) return notYours(c)
    const key = clickKey(c)
    const result = await writeOnce(c, 'update-payment', body.checkoutId, key, () =>
      c.var.commerce.updatePayment({
        ...scope,
        paymentId: body.paymentId ?? body.id ?? '',
        checkoutId: body.checkoutId,
        paymentToken: body.paymentToken,
        paymentMethodId: body.paymentMethodId,
        origin: callerOrigin(c),
        idempotencyKey: key,
      }),
    )
    if (!result.ok) return failureResponse(c, result.failure)
    rememberPayment(c, { checkoutId: body.checkoutId, paymentId: result.value.paymentId, paymentToken: result.value.paymentToken })
    return c.json(result.value)
  })
  .get('/v1/payment', zValidator('query', paymentQuery, badRequest), async (c) => {
    const scope = checkoutScope(c, c.req.query('storeSlug'))
    if (!scope) return otherStore(c)
    const query = c.req.valid('query')
    // A spec backend's GET /v1/payment knows no store: the checkout is looked up in the Host's first.
    if (!(await mayWorkOnCheckout(c, query.checkoutId, scope.storeSlug))) return notYours(c)
    const result = await c.var.commerce.paymentState({ ...query, ...scope })
    return result.ok ? c.json(result.value) : failureResponse(c, result.failure)
  })
  // Registering a wallet domain is the operator's act (npm run payments:verify-domain), never a browser's.
  .post('/v1/payments/verifyDomain', zValidator('json', domainBody, badRequest), async (c) => {
    if (!isTrustedCaller(c)) return c.json({ error: 'Wallet domains are registered by the operator.' }, 403)
    const result = await c.var.commerce.verifyPaymentDomain(c.req.valid('json'))
    return result.ok ? c.json({ success: true, domainName: result.value.domainName }) : failureResponse(c, result.failure)
  })
  .post('/v1/checkout/submit', zValidator('json', submitBody, badRequest), async (c) => {
    const body = c.req.valid('json')
    const storeSlug = storeForCall(c, body.storeSlug)
    if (!storeSlug) return otherStore(c)
    const origin = callerOrigin(c)
    const returnUrl = sameOriginUrl(body.returnUrl, origin)
    if (!returnUrl) return c.json({ error: 'returnUrl: give a page of this store to come back to after paying', issues: [] }, 400)
    if (!(await mayWorkOnCheckout(c, body.checkoutId, storeSlug))) return notYours(c)
    const result = await c.var.commerce.submitCheckout({ ...body, storeSlug, returnUrl, origin })
    if (!result.ok) return failureResponse(c, result.failure)
    // A declined payment is not OK: the checkout page shows displayMessage as its error.
    const answer = result.value
    return answer.state === 'failure' ? c.json({ ...answer, error: answer.displayMessage }, 402) : c.json(answer)
  })
  .get('/v1/payments/return', zValidator('query', returnQuery, badRequest), async (c) => {
    const scope = checkoutScope(c, c.req.query('storeSlug'))
    if (!scope) return otherStore(c)
    const query = c.req.valid('query')
    const result = await c.var.commerce.paymentReturn({ ...query, ...scope })
    if (!result.ok) return failureResponse(c, result.failure)
    // A payment cancelled at the provider is done with: the next one is a new payment.
    if (query.outcome === 'canceled') forgetPayment(c)
    // A trusted storefront gets the return URL its submit gave (checked then against its
    // origin) and checks it again before sending its shopper on.
    const { redirectTo } = result.value
    const target = isTrustedCaller(c) ? redirectTo : sameOriginUrl(redirectTo, callerOrigin(c))
    return c.redirect(target ?? '/', 303)
  })
  .post('/v1/payments/sandbox/tokenize', zValidator('json', cardBody, badRequest), async (c) => {
    if (c.var.commerce.paymentOptions().card.platform !== 'sandbox') {
      return c.json({ error: 'Cards are tokenized by Stripe.js here: the sandbox is not in use' }, 404)
    }
    // A production store without card keys takes no test card (SANDBOX_PAYMENTS turns the sandbox on).
    if (!sandboxPaymentsAllowed(c.var.config)) return c.json({ error: PAYMENTS_NOT_SET_UP, field: 'number' }, 403)
    const result = await c.var.commerce.tokenizeCard(c.req.valid('json'))
    if (!result.ok) return c.json({ error: result.message, field: result.field }, 400)
    return c.json(result.paymentMethod, 201)
  })
