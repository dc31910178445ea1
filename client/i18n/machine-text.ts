import type { Message as MachineMessage, MessageKey as MachineKey } from '../../machines/messages'
import type { Translate } from './types'

type Render = (t: Translate, values: Readonly<Record<string, string>>) => string

const value = (values: Readonly<Record<string, string>>, name: string): string => values[name] ?? ''

const RETRY_EXCEEDED = /^(.+) Request retry exceeded limit$/

/**
 * A server or network text in the buyer's language where the store itself wrote it: the
 * spec's '{name} Request retry exceeded limit' (worker or browser) has a translation;
 * anything else came from the provider and is shown as it came.
 */
function storeText(t: Translate, text: string): string {
  const retry = RETRY_EXCEEDED.exec(text)
  return retry ? t('errors.retryExceeded', { name: retry[1] }) : text
}

const serverValue = (t: Translate, values: Readonly<Record<string, string>>, name: string): string => storeText(t, value(values, name))

/**
 * How each text a machine produces is read in the buyer's language: its catalogue key, or
 * the server's or card provider's own words as they came. The Record keeps the two lists
 * in step: a new machine message does not compile until it has a translation here.
 */
const RENDER: Record<MachineKey, Render> = {
  'cart.itemsUnavailable': (t) => t('cart.unavailableItems'),
  'cart.listingsUnavailable': (t) => t('cart.unavailableListings'),
  'checkout.emptyResponse': (t) => t('errors.checkoutEmpty'),
  'checkout.errorWithMessage': (t, values) => t('errors.checkoutMessage', { message: serverValue(t, values, 'message') }),
  'checkout.serverMessage': (t, values) => serverValue(t, values, 'message'),
  'promo.invalid': (t) => t('errors.promoInvalid'),
  'promo.beforeAddress': (t) => t('errors.promoBeforeAddress'),
  'address.validationError': (_, values) => value(values, 'message'),
  'payment.failed': (t) => t('errors.paymentFailed'),
  'payment.notAuthorizedTitle': (t) => t('payment.cannotAuthorize'),
  'payment.paypalError': (t) => t('payment.paypalError'),
  'payment.intentError': (t, values) => t('payment.intentError', { message: serverValue(t, values, 'message') }),
  'payment.cardError': (_, values) => value(values, 'message'),
  'afterpay.difficulty': (t) => t('payment.afterpayDifficulty'),
  'toast.titleDanger': (t) => t('toast.error'),
  'toast.titleSuccess': (t) => t('toast.success'),
}

export function machineText(t: Translate, message: MachineMessage): string {
  return RENDER[message.key](t, message.values)
}
