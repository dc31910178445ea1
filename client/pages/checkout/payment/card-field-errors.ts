/** The parts of the sandbox card field, each with its own message under it. */
export type CardPart = 'number' | 'expiry' | 'cvc'

export type CardPartErrors = Partial<Record<CardPart, string>>

/** What the sandbox tokenizer answers when it refuses a card. */
export interface TokenizeRefusal {
  error?: string
  /** The tokenizer's own check names the one part it refused. */
  field?: string
  /** The request check names every field that failed, by its path in the request. */
  issues?: { path: string; message: string }[]
}

const PART_OF_PATH: Record<string, CardPart> = { number: 'number', expiry: 'expiry', expMonth: 'expiry', expYear: 'expiry', cvc: 'cvc' }

/** Each refused part with its first message; a message naming no part is left to the caller. */
export function cardPartErrors(refusal: TokenizeRefusal): CardPartErrors {
  const errors: CardPartErrors = {}
  for (const issue of refusal.issues ?? []) {
    const part = PART_OF_PATH[issue.path]
    if (part && !errors[part]) errors[part] = issue.message
  }
  const named = refusal.field ? PART_OF_PATH[refusal.field] : undefined
  if (named && refusal.error && !errors[named]) errors[named] = refusal.error
  return errors
}

/** A card refused by part: the field shows each message under its part. */
export class CardPartsRefused extends Error {
  constructor(readonly parts: CardPartErrors) {
    super(Object.values(parts)[0] ?? '')
    this.name = 'CardPartsRefused'
  }
}
