import * as z from 'zod'
import { PaymentProviderError } from '../provider'

export const PAYPAL_FAILED = 'There was an issue authorizing with PayPal'

export const Refund = z.object({ id: z.string(), status: z.string() })
const ErrorAnswer = z.object({ details: z.array(z.object({ issue: z.string() })).default([]) })

/** The first `issue` of a PayPal error answer (INSTRUMENT_DECLINED, ORDER_ALREADY_AUTHORIZED…). */
export function issueOf(body: unknown): string | null {
  const parsed = ErrorAnswer.safeParse(body)
  return parsed.success ? (parsed.data.details[0]?.issue ?? null) : null
}

export function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new PaymentProviderError('PayPal answered in an unexpected shape', false)
  return parsed.data
}
