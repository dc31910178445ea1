import en from './en'
import type { Catalogue } from './types'

/** British English: the US catalogue with British spelling and usage where they differ. */
const enGB = {
  ...en,
  'listing.color': 'Colour',
  'listing.selectColor': 'Select a colour',
  'listing.sizeChartCentimeters': 'Centimetres',
  'cart.color': 'Colour: {color}',
  'address.street2': 'Flat, suite, etc. (optional)',
  'address.zip': 'Postcode',
  'address.zipOrPostal': 'Postcode',
  'address.errorZip': 'Please enter your postcode',
  'preorder.zip': 'Postcode',
  'preorder.errorZip': 'Please enter your postcode',
  'preorder.errorZipFormat': 'Please enter a {length}-digit postcode',

  'support.emailTicketHours': 'We reply within {hours} working hours',
  'contact.intro': 'Send us a message and we will get back to you by email.',
  'errors.offline': 'You appear to be offline. Please check your connection and try again.',
  'support.businessDays': '{min}–{max} working days',
  'liveChat.stillStuck': "Still stuck? Send us an email ticket and we'll reply within {hours} working hours.",
  'liveChat.noMatch': "I couldn't find a topic about that. Send us an email ticket and we'll reply within {hours} working hours.",
  'liveChat.pageIntro':
    'Ask your question and get answers right away, 7 days a week. For anything else, send us an email ticket and we reply within {hours} working hours.',
  'track.statusCanceled': 'Cancelled',
  'track.canceledBody': 'This order was cancelled and your payment refunded.',
  'contact.successBody': 'Thanks for writing. We will reply by email within {hours} working hours.',
  'consent.text':
    'We would like to measure visits (analytics) and the adverts that bring you here (marketing) with cookies and similar tools, only if you agree. Cookies the shop needs to work, such as your basket, are always on.',
  'consent.necessaryText': 'Your basket, checkout, language and this choice. Always on.',
  'consent.analyticsText': 'Counts visits and purchases to improve the shop (Google Analytics).',
  'consent.marketingText': 'Measures our adverts and remembers the partner who sent you (Meta, Google, affiliates).',
} satisfies Catalogue

export default enGB
