import type { ContactReason } from '../../../domain/reference/contact-reasons'

/** What a link into the contact form carries: /contact?orderNumber=… or /contact?listing={slug}. */
export interface ContactPrefill {
  orderNumber: string
  /** The listing a shopper reports from its page, with its name when the catalogue knows it. */
  listing: { slug: string; name: string; url: string } | null
}

const MAX_ORDER_NUMBER = 40
const LISTING_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/i

/** The listing slug of a contact link, or null when there is none or it is not a slug. */
export function listingSlugFrom(search: URLSearchParams): string | null {
  const slug = search.get('listing')?.trim() ?? ''
  return LISTING_SLUG.test(slug) ? slug : null
}

export function orderNumberFrom(search: URLSearchParams): string {
  return search.get('orderNumber')?.trim().slice(0, MAX_ORDER_NUMBER) ?? ''
}

/** A question about a listing is a question about a product. */
export function prefilledReason(prefill: ContactPrefill): ContactReason | '' {
  return prefill.listing ? 'product' : ''
}
