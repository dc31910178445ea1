/** Typing help for the sandbox card field; the provider itself decides what is valid. */

/** Digits in groups of four, as printed on the card (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** `MM / YY` while typing: a slash goes in after the month. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits
}

/** Month and year of a typed expiry, or zeros the provider will reject with its message. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text.replace(/\s/g, '').replace(/^(\d{2})(\d{2,4})$/, '$1/$2'))
  if (!match) return { expMonth: 0, expYear: 0 }
  return { expMonth: Number(match[1]), expYear: Number(match[2]) }
}

export function formatCvc(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 4)
}
