import type { Context } from 'hono'
import type { AfterSalesAnswer } from '../../domain/schemas/after-sales'
import type { PortFailure } from '../commerce/port/failures'
import { FAILURE_STATUS } from './port-failure'

/**
 * After-sales posts answer `{ success, error }` (spec: order recovery shows `error` as
 * it is), plus the usual `issues` when the input was invalid.
 */
/** The part of a zod error (classic or core) the answer needs. */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[]
}

export function afterSalesInvalid(c: Context, error: Issues): Response {
  const issues = error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
  // A person reads this error on the form, so it is the message alone, without the field path.
  return c.json({ success: false, error: issues[0]?.message ?? 'Invalid request', issues }, 400)
}

/** The @hono/zod-validator hook form of afterSalesInvalid. */
export function afterSalesBadRequest(result: { success: true } | { success: false; error: Issues }, c: Context): Response | undefined {
  return result.success ? undefined : afterSalesInvalid(c, result.error)
}

export function afterSalesFailure(c: Context, failure: PortFailure): Response {
  return c.json({ success: false, error: failure.message } satisfies AfterSalesAnswer, FAILURE_STATUS[failure.kind])
}
