import { zValidator } from '@hono/zod-validator'
import { getCookie } from 'hono/cookie'
import { Hono } from 'hono'
import * as z from 'zod'
import {
  DEFAULT_CURRENCY,
  DEFAULT_REGION,
  DELIVERY_TIERS,
  LOCALIZATION_COOKIE,
  PAYMENT_METHODS,
  QUANTITY_INPUT_MAX,
} from '../../domain/constants'
import { type DeliveryQuotesAnswer, FulfillmentDetails } from '../../domain/schemas/checkout'
import { Email, MESSAGES, RequiredText, StoreSlug } from '../../domain/schemas/fields'
import { CurrencyCode, RegionName } from '../../domain/schemas/localization'
import type { AppEnv } from '../env'
import { parseLocalizationCookie } from '../lib/localization'
import { canRecordOwnership, checkoutForBrowser, forCaller, mayWorkOnCheckout, notYours, recordOwnership } from './checkout-owner'
import { failureResponse } from './port-failure'
import { queueCheckoutStep } from '../analytics/checkout-steps'
import { otherStore, storeForCall } from './trusted-caller'
import { badRequest } from './validation'
import { clickKey, writeOnce } from './write-once'

/**
 * Checkout calls of spec section 7: create, load and update a checkout, its delivery
 * quotes, and the address check the checkout page asks before saving an address.
 */

const CheckoutId = z.string().trim().min(1, 'Give the checkout id').max(64)

const LineItem = z.object({
  // Any text: a sku that names nothing comes back from the port as an unknown item, by name.
  sku: z.string().trim().min(1, 'Every line needs a sku').max(40),
  quantity: z
    .number()
    .int('Quantities are whole numbers')
    .min(1, 'Quantities start at 1')
    .max(QUANTITY_INPUT_MAX, `At most ${QUANTITY_INPUT_MAX} of one item`),
  fulfillmentDetails: FulfillmentDetails.optional(),
})

const createBody = z.object({
  lineItems: z.array(LineItem).min(1, 'Your cart is empty.').max(100, 'At most 100 different items in one checkout'),
  storeSlug: StoreSlug,
  cartId: z.string().trim().min(1).max(64).optional(),
  trafficSource: z.string().max(200).nullish(),
  affiliate: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value?.replace(/[^A-Za-z0-9-]/g, '') || null),
  /** The buyer's choice; the buyerLocalization cookie (then USD, USA) when absent. */
  currency: CurrencyCode.optional(),
  region: RegionName.optional(),
})

const checkoutQuery = z.object({ id: CheckoutId, storeSlug: StoreSlug })

const AddressBody = z
  .object({
    address1: RequiredText(MESSAGES.address),
    address2: z.string().trim().max(200).optional(),
    city: RequiredText(MESSAGES.city, 120),
    state: z.string().trim().max(60).default(''),
    stateCode: z.string().trim().max(4).default(''),
    zip: RequiredText(MESSAGES.zip, 12),
    country: z.string().trim().max(60).default('United States'),
    countryCode: z.string().trim().max(2).default('US'),
  })
  .refine((address) => address.state || address.stateCode, { message: MESSAGES.state, path: ['stateCode'] })

/**
 * libphonenumber-js and its metadata load with the first customer form checked, not at the
 * isolate's start-up (zValidator parses with safeParseAsync, so the check may be async).
 */
const isPossibleUsPhone = async (phone: string) => (await import('../../domain/phone')).isPossiblePhone(phone, 'US')

const CustomerBody = z.object({
  firstName: RequiredText(MESSAGES.firstName, 80),
  lastName: RequiredText(MESSAGES.lastName, 80),
  email: Email,
  phone: RequiredText(MESSAGES.phoneRequired, 40).refine(isPossibleUsPhone, MESSAGES.phoneInvalid),
  address: AddressBody,
})

const Tier = z.enum(DELIVERY_TIERS, { message: `Delivery options are ${DELIVERY_TIERS.join(', ')}` })

const updateBody = z.object({
  id: CheckoutId,
  data: z.object({
    storeSlug: StoreSlug,
    customer: CustomerBody.optional(),
    // The tier id, or the whole quote as the delivery options answer gave it.
    deliveryOption: z.union([Tier, z.object({ id: Tier }).transform((option) => option.id)]).optional(),
    promoCode: z.string().trim().min(1, 'Please enter a promo code').max(40).nullable().optional(),
    paymentMethod: z.enum(PAYMENT_METHODS, { message: `Payment methods are ${PAYMENT_METHODS.join(', ')}` }).optional(),
    marketingOptIn: z.boolean().optional(),
  }),
})

const deliveryBody = z.object({
  id: CheckoutId,
  storeSlug: StoreSlug,
  stateCode: z.string().trim().min(1, MESSAGES.state).max(4),
  countryCode: z.string().trim().min(1, 'Give the country code').max(2),
})

const addressBody = z.object({ address: AddressBody })

/** What a browser is told when no secret can seal the checkouts it starts (production without COOKIE_SECRET). */
const CHECKOUT_NOT_SET_UP = 'This store cannot take orders yet. Please try again later.'

export const checkout = new Hono<AppEnv>()
  .post('/checkout', zValidator('json', createBody, badRequest), async (c) => {
    const body = c.req.valid('json')
    const storeSlug = storeForCall(c, body.storeSlug)
    if (!storeSlug) return otherStore(c)
    // A checkout nobody could be recorded as owning would be nobody's to fill in.
    if (!canRecordOwnership(c)) return c.json({ error: CHECKOUT_NOT_SET_UP }, 503)
    const stored = parseLocalizationCookie(getCookie(c, LOCALIZATION_COOKIE))
    const key = clickKey(c)
    const result = await writeOnce(c, 'checkout', body.cartId ?? '', key, () =>
      c.var.commerce.createCheckout({
        ...body,
        storeSlug,
        currency: body.currency ?? stored?.buyer_currency ?? DEFAULT_CURRENCY,
        region: body.region ?? stored?.buyer_region ?? DEFAULT_REGION,
        idempotencyKey: key,
      }),
    )
    if (!result.ok) return failureResponse(c, result.failure)
    await recordOwnership(c, result.value)
    queueCheckoutStep(c, 'begin_checkout', result.value)
    return c.json(result.value, 201)
  })
  .get('/checkout', zValidator('query', checkoutQuery, badRequest), async (c) => {
    const query = c.req.valid('query')
    const storeSlug = storeForCall(c, query.storeSlug)
    if (!storeSlug) return otherStore(c)
    const result = await c.var.commerce.getCheckout({ id: query.id, storeSlug })
    if (!result.ok) return failureResponse(c, result.failure)
    return c.json(await checkoutForBrowser(c, result.value))
  })
  .put('/v1/checkout', zValidator('json', updateBody, badRequest), async (c) => {
    const { id, data } = c.req.valid('json')
    const storeSlug = storeForCall(c, data.storeSlug)
    if (!storeSlug) return otherStore(c)
    if (!(await mayWorkOnCheckout(c, id, storeSlug))) return notYours(c)
    const result = await c.var.commerce.updateCheckout({ id, ...data, storeSlug })
    if (result.ok && data.deliveryOption) queueCheckoutStep(c, 'add_shipping_info', result.value)
    if (result.ok && data.paymentMethod) queueCheckoutStep(c, 'add_payment_info', result.value)
    return result.ok ? c.json(await forCaller(c, result.value)) : failureResponse(c, result.failure)
  })
  .post('/deliveryOptions', zValidator('json', deliveryBody, badRequest), async (c) => {
    const body = c.req.valid('json')
    const storeSlug = storeForCall(c, body.storeSlug)
    if (!storeSlug) return otherStore(c)
    if (!(await mayWorkOnCheckout(c, body.id, storeSlug))) return notYours(c)
    const result = await c.var.commerce.deliveryOptions({ ...body, storeSlug })
    if (!result.ok) return failureResponse(c, result.failure)
    const answer: DeliveryQuotesAnswer = { data: { attributes: { quotes: result.value } } }
    return c.json(answer)
  })
  .post('/v1/address/validate', zValidator('json', addressBody, badRequest), async (c) => {
    return c.json(await c.var.commerce.validateAddress(c.req.valid('json').address))
  })
