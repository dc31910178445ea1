/**
 * The platform behind every store: the `Powered by` credit and the hosted help pages the
 * footer links to when a store has no support pages of its own (the support flag is off).
 * One place, so an operator rebrands the deployment here.
 */
export const PLATFORM = {
  name: 'Storefront',
  url: 'https://www.example.com/',
} as const

export const HOSTED_HELP = {
  support: 'https://help.example.com/',
  track: 'https://help.example.com/track-order',
  contact: 'https://help.example.com/contact',
} as const

/** Where the newsletter form posts its EMAIL field when the theme names no service. */
export const NEWSLETTER_FALLBACK_ACTION = '/api/newsletter'
