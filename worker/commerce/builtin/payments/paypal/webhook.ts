import * as z from 'zod'
import { PaymentProviderError } from '../provider'
import { type PayPalOptions, payPalClient } from './client'

/** The headers PayPal signs a webhook delivery with (PAYPAL-TRANSMISSION-ID and the rest). */
export interface PayPalWebhookHeaders {
  authAlgo: string
  certUrl: string
  transmissionId: string
  transmissionSig: string
  transmissionTime: string
}

/**
 * Asks PayPal whether a delivery is its own (POST /v1/notifications/verify-webhook-signature),
 * with the body exactly as it arrived: PayPal checks its signature over those bytes.
 */
export async function verifyPayPalWebhook(
  options: PayPalOptions & { webhookId: string },
  headers: PayPalWebhookHeaders,
  rawBody: string,
): Promise<boolean> {
  const { call } = payPalClient(options)
  const request = `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},"transmission_id":${JSON.stringify(
    headers.transmissionId,
  )},"transmission_sig":${JSON.stringify(headers.transmissionSig)},"transmission_time":${JSON.stringify(
    headers.transmissionTime,
  )},"webhook_id":${JSON.stringify(options.webhookId)},"webhook_event":${rawBody}}`
  const { status, body } = await call('POST', '/v1/notifications/verify-webhook-signature', request)
  if (status >= 500 || status === 429) throw new PaymentProviderError(`PayPal could not verify a webhook (${status})`, true)
  const answer = z.object({ verification_status: z.string() }).safeParse(body)
  return status === 200 && answer.success && answer.data.verification_status === 'SUCCESS'
}
