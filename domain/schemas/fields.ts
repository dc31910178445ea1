import { z } from 'zod'

/**
 * Field schemas shared by the worker's validators and the client's forms, carrying the
 * spec's validation messages (section 5) exactly.
 */
export const MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter a valid email',
  address: 'Please enter your street address',
  city: 'Please enter your city',
  zip: 'Please enter your zipcode',
  state: 'Please select your state',
  international:
    "We noticed you're outside of the United States. A few more steps are needed for international delivery. Click the button below.",
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  preorderState: 'Please enter your state',
  preorderCountry: 'Please enter your country',
  promoInvalid: "Sorry, this promo code isn't valid. Please check and try again.",
  promoBeforeAddress: 'Please enter your address before you enter a promo code.',
} as const

export const Email = z.string().trim().max(254).email(MESSAGES.email)
export const RequiredText = (message: string, max = 200) => z.string().trim().min(1, message).max(max)
export const StoreSlug = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/, 'Store slugs are lower-case letters, digits and hyphens')
export const ListingSlug = z.string().min(1).max(120).regex(/^[a-z0-9-]+$/, 'Listing slugs are lower-case letters, digits and hyphens')
export const PositiveId = z.coerce.number().int().positive()
export const UsZip = z.string().trim().regex(/^\d{5}(-\d{4})?$/, MESSAGES.zip)
