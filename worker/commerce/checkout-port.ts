/**
 * The checkout, payment and after-sales half of the CommercePort (spec section 7 and the
 * unnamed actions listed under it). Owned by the checkout backend; see port.ts.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the checkout backend
export interface CheckoutPort {}
