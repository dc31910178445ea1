import { FULFILLMENT_REGION, type PaymentMethod } from '../../../../domain/constants'
import type { Customer } from '../../../../domain/schemas/checkout'
import { validateUsAddress } from '../rules/address-validation'
import { calendarDate } from '../rules/business-days'
import { deliveryQuotes } from '../rules/delivery-quotes'
import type { PortResult } from '../../port/failures'
import type { SubmitAnswer } from '../../../../domain/schemas/checkout'
import { type CheckoutRow, findCheckout, updateCheckout } from '../db/checkouts'
import { type PaymentRow, updatePayment } from '../db/payments'
import type { PaymentCustomer, PaymentProvider, ProviderPayment } from '../payments/provider'
import type { CheckoutContext } from './context'
import { keys } from './payment-records'
import { abandon } from './place-order'
import { type PricedCheckout, priceCheckout } from './pricing'

/**
 * Express checkout (spec section 2: /checkout/express auto-starts payment). PayPal and
 * Afterpay collect the shopper's address themselves, so a payment with them may begin
 * before the checkout has one: it is made for an estimate (goods, discount and standard
 * delivery within the contiguous states, no tax yet), and when the shopper comes back the
 * address they gave the provider becomes the checkout's, with its cheapest delivery, and
 * the payment is authorized for the final total.
 */

const COLLECT_ADDRESS: ReadonlySet<PaymentMethod> = new Set(['paypal', 'afterpay'])

export function collectsAddress(method: PaymentMethod): boolean {
  return COLLECT_ADDRESS.has(method)
}

const PROVIDER_NAMES: Partial<Record<PaymentMethod, string>> = { paypal: 'PayPal', afterpay: 'Afterpay' }

/** The checkout's price as an express payment asks for it before there is an address. */
export function expressEstimate(ctx: CheckoutContext, row: CheckoutRow, priced: PricedCheckout): PricedCheckout {
  const [standard] = deliveryQuotes({
    // No state yet: a parcel within the contiguous states, the usual case and the cheapest.
    stateCode: '',
    fulfillment: FULFILLMENT_REGION[row.region],
    physicalUnits: priced.physicalUnits,
    currency: row.currency,
    today: calendarDate(ctx.now()),
  })
  const total = priced.costs.total.value + (standard?.price ?? 0)
  return { ...priced, costs: { ...priced.costs, total: { ...priced.costs.total, value: total } } }
}

type TakenAddress =
  | { kind: 'taken'; row: CheckoutRow; payment: PaymentRow }
  /** The provider has no shopper yet: they came back without approving. */
  | { kind: 'not-approved' }
  | { kind: 'abandoned'; answer: PortResult<SubmitAnswer> }

/**
 * Makes the address the shopper gave the provider the checkout's own, with the cheapest
 * delivery for it, and sets the payment's amount to the checkout's new total. An address
 * this checkout cannot deliver to ends the attempt: the payment is released and the
 * checkout asks the shopper for their address.
 */
async function takeProviderAddress(
  ctx: CheckoutContext,
  row: CheckoutRow,
  payment: PaymentRow,
  provider: PaymentProvider,
): Promise<TakenAddress> {
  const name = PROVIDER_NAMES[payment.method] ?? 'The payment provider'
  const refused = async (): Promise<TakenAddress> => ({
    kind: 'abandoned',
    answer: await abandon(
      ctx,
      row,
      payment,
      `We could not use the address ${name} gave us. Please enter your delivery address to finish your order.`,
    ),
  })
  const shopper = await provider.approvedShopper(payment.providerRef ?? '')
  if (!shopper) return { kind: 'not-approved' }
  const customer = checkedCustomer(shopper)
  if (!customer) return refused()

  const quoted = await priceCheckout(ctx, row, { customer, deliveryOption: null, promoCode: row.promoCode })
  const cheapest = quoted.quotes?.[0]
  if (!cheapest) return refused()
  let current: CheckoutRow = row
  if (!(await updateCheckout(ctx.db, row.id, row.version, { customer, deliveryOption: cheapest.id, state: 'pending' }))) {
    // A repeat of this return got here first: carry on with what it wrote.
    current = (await findCheckout(ctx.db, row.id)) ?? row
    if (!current.customer) return refused()
  } else {
    current = { ...row, customer, deliveryOption: cheapest.id, state: 'pending', version: row.version + 1 }
  }
  const total = (await priceCheckout(ctx, current)).costs.total.value
  await updatePayment(ctx.db, payment.id, { amountCents: total }, ['requires_action'])
  return { kind: 'taken', row: current, payment: { ...payment, amountCents: total } }
}

export type ExpressSettlement =
  | { kind: 'authorized'; row: CheckoutRow; payment: PaymentRow; result: ProviderPayment }
  | Exclude<TakenAddress, { kind: 'taken' }>

/**
 * An express payment (begun without an address) the provider may have approved: the
 * checkout takes the address the shopper gave there, and the provider authorizes the final
 * total. The shopper's return and the reconciliation clock (tab closed, webhook) both
 * settle it this way, so an order never goes out without its address and tax.
 */
export async function authorizeExpress(
  ctx: CheckoutContext,
  row: CheckoutRow,
  payment: PaymentRow,
  provider: PaymentProvider,
): Promise<ExpressSettlement> {
  const taken = await takeProviderAddress(ctx, row, payment, provider)
  if (taken.kind !== 'taken') return taken
  const amount = { amount: taken.payment.amountCents, currency: taken.payment.currency }
  const result = await provider.resume(payment.providerRef ?? '', { idempotencyKey: keys.resume(payment), amount })
  return { kind: 'authorized', row: taken.row, payment: taken.payment, result }
}

/** The provider's shopper as a checkout customer, if their address is one this checkout delivers to. */
function checkedCustomer(shopper: PaymentCustomer): Customer | null {
  const { address } = shopper
  const checked = validateUsAddress({
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.stateCode,
    zip: address.zip,
    country: address.countryCode,
    stateCode: address.stateCode,
    countryCode: address.countryCode,
  })
  if (checked.status === 'error' || !shopper.email.includes('@')) return null
  const resolved = checked.status === 'suggestion' ? checked.suggestion : checked.address
  return {
    firstName: shopper.firstName.trim(),
    lastName: shopper.lastName.trim(),
    email: shopper.email.trim().toLowerCase(),
    phone: shopper.phone.trim(),
    address: resolved,
  }
}
