import * as z from 'zod'
import { MESSAGES } from '../field-messages'

/**
 * Field schemas shared by the worker's validators and the client's forms, carrying the
 * spec's validation messages (section 5) exactly.
 */
export { MESSAGES }

export const Email = z.string({ error: MESSAGES.email }).trim().max(254).email(MESSAGES.email)
/** A required text field: missing, not text, or blank all read as the field's message. */
export const RequiredText = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max)
export const StoreSlug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'Store slugs are lower-case letters, digits and hyphens')
export const ListingSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9-]+$/, 'Listing slugs are lower-case letters, digits and hyphens')
export const PositiveId = z.coerce.number().int().positive()
