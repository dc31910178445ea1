import type { Order } from '../../domain/schemas/checkout'

/**
 * An order number alone shows an order's status, items, totals and shipments (what the
 * track page needs) and its contact masked: never the shopper's name or email, never the
 * cart id (the secret that reads the whole order), never download links.
 */
export function orderForNumber({ downloads: _links, cartId: _cart, customer, ...order }: Order): Order {
  return { ...order, customer: { email: maskEmail(customer.email) } }
}

/** 'ada.lovelace@example.com' → 'a•••@e•••.com': enough to recognise, not to contact. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '•••'
  const domain = email.slice(at + 1)
  const dot = domain.lastIndexOf('.')
  const suffix = dot > 0 ? domain.slice(dot) : ''
  return `${email[0]}•••@${domain[0] ?? ''}•••${suffix}`
}
