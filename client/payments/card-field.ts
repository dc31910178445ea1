/**
 * What the payment machine asks of the card field on the page, whichever provider draws
 * it (the sandbox's own inputs or Stripe Elements): a payment method for the typed card.
 * Rejects with the provider's message, which the machine shows under the field.
 */
interface CardFieldHandle {
  createPaymentMethod(cardholderName: string): Promise<{ paymentMethodId: string }>
}

/** A mutable slot the mounted card field fills; the machine reads it when the shopper pays. */
export interface CardFieldSlot {
  current: CardFieldHandle | null
}
