import { MESSAGES as FIELD_MESSAGES } from '../domain/field-messages'

/**
 * Every text the machines put in front of a shopper (spec sections 4 and 8), keyed by a
 * stable message key. The UI renders `text` today and will translate by `key` later;
 * `{name}` placeholders are filled from a message's `values`.
 */
export const MESSAGE_TEXT = {
  'cart.itemsUnavailable': 'The following item(s) were removed from your cart because they are not available at this time.',
  'cart.listingsUnavailable': 'Some items were removed from your cart because they are not available at this time.',
  'checkout.emptyResponse': 'Error checking out! Please try again.',
  'checkout.errorWithMessage': 'Error checking out: {message}',
  /** The submit answer's displayMessage, shown as it came from the server. */
  'checkout.serverMessage': '{message}',
  'promo.invalid': FIELD_MESSAGES.promoInvalid,
  'promo.beforeAddress': FIELD_MESSAGES.promoBeforeAddress,
  /** The address validation service's own error text, shown above the street field. */
  'address.validationError': '{message}',
  'payment.failed': 'Payment failed, please try again.',
  'payment.notAuthorizedTitle': 'The payment cannot be authorized.',
  'payment.paypalError': 'There was an issue authorizing with PayPal',
  'payment.intentError': 'Error when getting payment intent: {message}',
  /** The card provider's own message, shown under the card field. */
  'payment.cardError': '{message}',
  'afterpay.difficulty': "Sorry, we're having difficulty with AfterPay.",
  'toast.titleDanger': 'Error',
  'toast.titleSuccess': 'Success',
} as const satisfies Record<string, string>

export type MessageKey = keyof typeof MESSAGE_TEXT

/** A shopper-facing text: its key for translation, its English text, and its placeholders. */
export interface Message {
  key: MessageKey
  text: string
  values: Readonly<Record<string, string>>
}

export function message(key: MessageKey, values: Readonly<Record<string, string>> = {}): Message {
  const text = MESSAGE_TEXT[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
  return { key, text, values }
}

/** The readable text of a rejection, or null when it carries none (an empty answer). */
export function errorText(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() || null
  if (error instanceof Error) return error.message.trim() || null
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message.trim() || null
  }
  return null
}

/** 'Error checking out: {message}' when the failure says why, else the empty-answer text. */
export function checkoutError(error: unknown): Message {
  const text = errorText(error)
  return text ? message('checkout.errorWithMessage', { message: text }) : message('checkout.emptyResponse')
}
