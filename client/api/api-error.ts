/**
 * A refusal the store's API answered on purpose, with the status it answered and a message
 * written for the shopper (a rate limit, say). Anything else that fails a call (a network
 * error, a crash) is not one, and its text is never shown.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The message a page may show for a failed call: a deliberate refusal's own words, else null. */
export function shopperMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status < 500 && error.message.trim() ? error.message : null
}
