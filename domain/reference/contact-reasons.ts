/**
 * The three reasons a shopper can pick on the contact form (spec section 5). The stored
 * value is the id; the label is the i18n key `contact.reason.{id}`.
 */
export const CONTACT_REASONS = ['order', 'product', 'other'] as const
export type ContactReason = (typeof CONTACT_REASONS)[number]
