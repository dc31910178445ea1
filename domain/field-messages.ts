/**
 * The spec's validation messages (section 5), apart from the zod schemas that carry them
 * so code that only shows a message (machines, light pages) does not load zod.
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
