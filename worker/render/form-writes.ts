import type { Context } from 'hono'
import type { FormWriteFailure, FormWrites } from '../../client/api/storefront-api'
import { FAILURE_STATUS } from '../api/port-failure'
import type { PortResult } from '../commerce/port/failures'
import type { AppEnv } from '../env'

const failureOf = (result: PortResult<unknown>): FormWriteFailure | null =>
  result.ok ? null : { status: FAILURE_STATUS[result.failure.kind], message: result.failure.message }

/**
 * The writes a shopper's form makes when the worker answers it (ADR 107, 141): the same port
 * calls as the page's API routes, for the store the request came to.
 */
export function createFormWrites(c: Context<AppEnv>): FormWrites {
  const { commerce, store, mailRefused } = c.var
  // Over the mail senders' limit: every write that mails answers the limiter's words.
  if (mailRefused) {
    const refused = async (): Promise<FormWriteFailure> => ({ status: 429, message: mailRefused })
    return { recoverOrders: refused, sendContactMessage: refused, createPreorder: refused }
  }
  return {
    recoverOrders: async (email) => failureOf(await commerce.recoverOrders({ storeSlug: store.slug, email })),
    sendContactMessage: async (message) => failureOf(await commerce.sendContactMessage({ storeSlug: store.slug, message })),
    createPreorder: async (form) => failureOf(await commerce.createPreorder({ storeSlug: store.slug, form })),
  }
}
