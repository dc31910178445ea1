/**
 * Stripe's next actions that are not a redirect (use_stripe_sdk: 3-D Secure 2 in a frame)
 * can only be finished by Stripe.js in the shopper's browser. Loads Stripe.js (only here,
 * on the checkout) and lets it finish the step. Its outcome, and any failure to load
 * Stripe.js, is read by the store when the checkout is submitted again, which answers in
 * the spec's words.
 */
export async function handleStripeNextAction(publishableKey: string | null, clientSecret: string): Promise<void> {
  if (!publishableKey) return
  const { loadStripe } = await import('@stripe/stripe-js')
  const stripe = await loadStripe(publishableKey)
  await stripe?.handleNextAction({ clientSecret })
}
