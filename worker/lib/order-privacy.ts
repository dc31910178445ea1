import type { Order } from '../../domain/schemas/checkout'

/**
 * An order number alone shows an order's items, totals and shipments (what the track
 * page needs); the shopper's own details need the email the order was placed with too.
 * Download links never come this way: knowing an email is not holding its inbox.
 */
export function orderForViewer({ downloads: _links, ...order }: Order, email: string | undefined): Order {
  if (email !== undefined && sameEmail(email, order.customer.email)) return order
  return { ...order, customer: { email: maskEmail(order.customer.email) } }
}

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase()
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
