import type { AfterSalesAnswer, ContactMessage } from '../../domain/schemas/after-sales'

/**
 * The browser's after-sales calls (spec section 7): order recovery and contact messages.
 * Both answer `{ success, error }`; a failure rejects with the server's own error text,
 * which the page shows as it is.
 */
export class AfterSalesError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'AfterSalesError'
  }
}

async function post(path: string, body: unknown): Promise<void> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    })
  } catch {
    throw new AfterSalesError(0, '')
  }
  const answer = (await response.json().catch(() => null)) as Partial<AfterSalesAnswer> | null
  if (!response.ok || answer?.success === false) throw new AfterSalesError(response.status, answer?.error ?? '')
}

/** POST /v1/orders/recover with email and slug as query parameters: mails the past 60 days' orders. */
export function recoverOrders(email: string, storeSlug: string): Promise<void> {
  const query = new URLSearchParams({ email, slug: storeSlug })
  return post(`/api/v1/orders/recover?${query}`, {})
}

/** Stores the contact form's message for the support team of the store the page belongs to. */
export function sendContactMessage(message: ContactMessage): Promise<void> {
  return post('/api/contact', message)
}
