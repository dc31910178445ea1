/**
 * Stripe's next actions that are not a redirect (use_stripe_sdk: 3-D Secure 2 in a frame)
 * can only be finished by Stripe.js in the shopper's browser. Loads Stripe.js (only here,
 * on the checkout) and lets it finish the step; the outcome is read from Stripe by the
 * store when the checkout is submitted again.
 */
export async function handleStripeNextAction(publishableKey: string | null, clientSecret: string): Promise<void> {
  if (!publishableKey) throw new Error('Stripe is not set up on this store.')
  const { loadStripe } = await import('@stripe/stripe-js')
  const stripe = await loadStripe(publishableKey)
  if (!stripe) throw new Error('Stripe could not be loaded.')
  await stripe.handleNextAction({ clientSecret })
}
