import * as z from 'zod'
import type { ProviderPayment, ProviderStatus } from '../provider'
import { PAYPAL_FAILED } from './answer'

const Link = z.object({ href: z.string(), rel: z.string() })
const Authorization = z.object({ id: z.string(), status: z.string() })
export const Capture = z.object({ id: z.string(), status: z.string() })
export const Order = z.object({
  id: z.string(),
  status: z.string(),
  update_time: z.string().nullish(),
  links: z.array(Link).default([]),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({ authorizations: z.array(Authorization).default([]), captures: z.array(Capture).default([]) }).optional(),
      }),
    )
    .default([]),
})
export type Order = z.infer<typeof Order>
export const orderIdOf = (ref: string): string => ref.split(':')[0]

export function approveLink(order: Order): string | null {
  return order.links.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href ?? null
}

export function fromOrder(order: Order): ProviderPayment {
  const payments = order.purchase_units[0]?.payments
  const authorization = payments?.authorizations[0]
  if (authorization) return fromAuthorization(order.id, authorization, payments?.captures ?? [])
  const waiting =
    order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED' || order.status === 'APPROVED' || order.status === 'SAVED'
  return {
    ref: order.id,
    status: waiting ? 'requires_action' : order.status === 'VOIDED' ? 'canceled' : 'failed',
    redirectUrl: waiting && order.status !== 'APPROVED' ? approveLink(order) : null,
    failureMessage: waiting || order.status === 'VOIDED' ? null : PAYPAL_FAILED,
    clientMeta: { orderId: order.id },
  }
}

const AUTHORIZATION_STATES: Record<string, ProviderStatus> = {
  CREATED: 'authorized',
  PENDING: 'requires_action',
  VOIDED: 'canceled',
  EXPIRED: 'canceled',
}

/** A capture's own status; PENDING is accepted but not completed, so not yet ours. */
export const CAPTURE_STATES: Record<string, ProviderStatus> = {
  COMPLETED: 'captured',
  PARTIALLY_REFUNDED: 'captured',
  REFUNDED: 'captured',
  PENDING: 'capture_pending',
}

function fromAuthorization(
  orderId: string,
  authorization: z.infer<typeof Authorization>,
  captures: readonly z.infer<typeof Capture>[],
): ProviderPayment {
  let status: ProviderStatus = AUTHORIZATION_STATES[authorization.status] ?? 'failed'
  if (authorization.status === 'CAPTURED' || authorization.status === 'PARTIALLY_CAPTURED') {
    const states = captures.map((capture) => CAPTURE_STATES[capture.status] ?? 'failed')
    status =
      states.length === 0 || states.includes('captured') ? 'captured' : states.includes('capture_pending') ? 'capture_pending' : 'failed'
  }
  return {
    ref: `${orderId}:${authorization.id}`,
    status,
    redirectUrl: null,
    failureMessage: status === 'failed' ? PAYPAL_FAILED : null,
    clientMeta: { orderId },
  }
}
