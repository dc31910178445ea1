import type { CardDetails } from '../../../port/checkout'

/**
 * The sandbox payment provider's test cards, after Stripe's: what a card number does when
 * charged. Only the brand, last four digits and outcome are ever kept; the number is not.
 */
export type CardOutcome = 'succeed' | 'decline' | 'insufficient-funds' | 'authenticate' | 'not-a-test-card'

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown'
  last4: string
  expMonth: number
  expYear: number
  outcome: CardOutcome
}

const OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '378282246310005': 'succeed',
  '6011111111111117': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient-funds',
  '4000002760003184': 'authenticate',
}

export const CARD_MESSAGES = {
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  notTestCard: 'Your card was declined. This store is in sandbox mode: use a test card such as 4242 4242 4242 4242.',
  insufficientFunds: 'Your card has insufficient funds.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const

export type CardCheck = { ok: true; card: TestCard } | { ok: false; field: 'number' | 'expiry' | 'cvc'; message: string }

/** Checks a card the way a card form does, and says what charging it will do. */
export function readTestCard(input: CardDetails, now: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return { ok: false, field: 'number', message: CARD_MESSAGES.invalidNumber }
  const brand = cardBrand(number)
  const expYear = input.expYear < 100 ? 2000 + input.expYear : input.expYear
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    return { ok: false, field: 'expiry', message: CARD_MESSAGES.invalidExpiry }
  }
  // A card is good through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (expYear * 12 + (input.expMonth - 1) < thisMonth) return { ok: false, field: 'expiry', message: CARD_MESSAGES.expired }
  const cvcLength = brand === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) return { ok: false, field: 'cvc', message: CARD_MESSAGES.invalidCvc }
  return {
    ok: true,
    card: { brand, last4: number.slice(-4), expMonth: input.expMonth, expYear, outcome: OUTCOMES[number] ?? 'not-a-test-card' },
  }
}

export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function cardBrand(number: string): TestCard['brand'] {
  if (number.startsWith('4')) return 'visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard'
  if (/^3[47]/.test(number)) return 'amex'
  if (/^(6011|65)/.test(number)) return 'discover'
  return 'unknown'
}
