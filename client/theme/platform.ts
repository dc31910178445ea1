/**
 * The platform behind every store: the `Powered by` credit and the hosted help pages the
 * footer links to when a store has no support pages of its own (the support flag is off).
 * The operator sets them per deployment (PLATFORM_NAME, PLATFORM_URL, HOSTED_HELP_URL); the
 * worker sends them to the page in the shell.
 */
export interface Platform {
  name: string
  url: string
  help: HostedHelp
}

/** The platform's hosted help pages: its help centre, order tracking and contact form. */
export interface HostedHelp {
  support: string
  track: string
  contact: string
}

/** The hosted help pages under one help-centre address. */
export function hostedHelpPages(helpCentreUrl: string): HostedHelp {
  const base = helpCentreUrl.endsWith('/') ? helpCentreUrl : `${helpCentreUrl}/`
  return { support: base, track: new URL('track-order', base).href, contact: new URL('contact', base).href }
}

/** Where the newsletter form posts its EMAIL field when the theme names no service. */
export const NEWSLETTER_FALLBACK_ACTION = '/api/newsletter'
