import { MESSAGES } from '../../../../domain/schemas/fields'
import type { Checkout, Customer } from '../../../../domain/schemas/checkout'
import { validateUsAddress } from '../rules/address-validation'
import { validateInternationalAddress } from '../../../../domain/international-address'
import { normalizePromoCode } from '../rules/promo-codes'
import { deliveryLabel } from '../rules/delivery-quotes'
import type { UpdateCheckoutInput } from '../../port/checkout'
import type { PortResult } from '../../port/failures'
import { type CheckoutPatch, type CheckoutRow, findCheckout, updateCheckout as writeCheckout } from '../db/checkouts'
import { findStoreById } from '../db/stores'
import { toCheckout } from './checkout-view'
import { ALREADY_PAID, CHECKOUT_NOT_FOUND, type CheckoutContext, conflict, invalid, notFound, ok } from './context'
import { priceCheckout } from './pricing'
import { paymentOf } from './payment-records'

const ATTEMPTS = 3

/**
 * PUT /v1/checkout. The change is checked as a whole against the checkout as it will be
 * and then written whole, or not at all: a bad promo code leaves the address unsaved too,
 * so what the shopper sees always matches what is stored.
 */
export async function updateCheckout(ctx: CheckoutContext, input: UpdateCheckoutInput): Promise<PortResult<Checkout>> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const row = await findCheckout(ctx.db, input.id)
    if (!row || row.storeSlug !== input.storeSlug) return notFound(CHECKOUT_NOT_FOUND)
    if (row.state === 'success' || row.state === 'completed') return conflict(ALREADY_PAID)

    const planned = await plan(ctx, row, input)
    if (!planned.ok) return planned
    const patch = planned.value
    if (Object.keys(patch).length === 0) {
      return ok(toCheckout(ctx, row, await priceCheckout(ctx, row), await paymentOf(ctx, row)))
    }
    // Any change the shopper makes reopens a failed checkout for another try.
    if (row.state === 'created' && patch.customer) patch.state = 'pending'
    if (row.state === 'failure') Object.assign(patch, { state: 'pending', displayMessage: null, redirectUrl: null })

    if (await writeCheckout(ctx.db, row.id, row.version, patch)) {
      const updated: CheckoutRow = { ...row, ...patch, version: row.version + 1 }
      return ok(toCheckout(ctx, updated, await priceCheckout(ctx, updated), await paymentOf(ctx, updated)))
    }
  }
  return conflict('This checkout was changed somewhere else at the same time. Please try again.')
}

async function plan(ctx: CheckoutContext, row: CheckoutRow, input: UpdateCheckoutInput): Promise<PortResult<CheckoutPatch>> {
  const patch: CheckoutPatch = {}

  let customer: Customer | null = row.customer
  if (input.customer) {
    const checked =
      input.international && input.customer.address.countryCode.trim().toUpperCase() !== 'US'
        ? validateInternationalAddress(input.customer.address)
        : validateUsAddress(input.customer.address)
    if (checked.status === 'error') return invalid(checked.message, `/data/customer/address/${checked.field}`)
    // The shopper's own spelling stands (they may have refused a suggestion), but the
    // state and country are stored as codes the tax and delivery tables understand.
    const resolved = checked.status === 'suggestion' ? checked.suggestion : checked.address
    customer = {
      ...input.customer,
      email: input.customer.email.trim().toLowerCase(),
      address: {
        ...input.customer.address,
        state: resolved.state,
        stateCode: resolved.stateCode,
        country: resolved.country,
        countryCode: resolved.countryCode,
      },
    }
    patch.customer = customer
  }

  const deliveryOption = input.deliveryOption ?? row.deliveryOption
  const promoCode = input.promoCode === undefined ? row.promoCode : input.promoCode === null ? null : normalizePromoCode(input.promoCode)
  if (input.promoCode !== undefined) {
    if (promoCode !== null && !customer) return invalid(MESSAGES.promoBeforeAddress, '/data/promoCode')
    patch.promoCode = promoCode
  }
  if (input.deliveryOption !== undefined) {
    if (!customer) return invalid('Please enter your address before you choose a delivery option.', '/data/deliveryOption')
    patch.deliveryOption = input.deliveryOption
  }

  const priced = await priceCheckout(ctx, row, { customer, deliveryOption, promoCode })
  if (input.promoCode && priced.promo && !priced.promo.check.ok) return invalid(MESSAGES.promoInvalid, '/data/promoCode')
  if (deliveryOption && !priced.delivery) {
    // A new address may not get the tier chosen before (no super rush to Alaska).
    if (input.deliveryOption !== undefined)
      return invalid(`${deliveryLabel(deliveryOption)} is not available for this address.`, '/data/deliveryOption')
    patch.deliveryOption = null
  }

  if (input.paymentMethod !== undefined) {
    if (input.paymentMethod === 'afterpay') {
      const store = await findStoreById(ctx.db, row.storeId)
      if (store?.region !== 'USA' || row.currency !== 'USD')
        return invalid('Afterpay is not available for this store.', '/data/paymentMethod')
    }
    patch.paymentMethod = input.paymentMethod
  }
  if (input.marketingOptIn !== undefined) patch.marketingOptIn = input.marketingOptIn
  return ok(patch)
}
