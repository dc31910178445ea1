import { type SandboxEventSink, sandboxEventBody, sandboxWebhookSecret } from './sandbox-events'
import { type Bindings, readConfig } from '../../../../env'
import { randomId } from '../../random-id'
import { signatureHeader } from '../webhooks/webhook-signature'
import { log } from '../../../../lib/logger'

/**
 * How the sandbox provider's webhooks reach the store: signed like Stripe's and posted to
 * /webhooks/sandbox through this worker's own fetch handler after the answer, so locally
 * (`npm start`) the whole path runs as it does with a real provider: signature check,
 * event id, work after the response.
 */
const SANDBOX_WEBHOOK_URL = 'https://sandbox.webhooks.invalid/webhooks/sandbox'

export function sandboxDelivery(
  env: Bindings,
  dispatch: (request: Request) => Promise<Response>,
  waitUntil: (work: Promise<unknown>) => void,
): SandboxEventSink {
  return (event) => {
    const delivery = (async () => {
      const secret = await sandboxWebhookSecret(env.DB, readConfig(env).SANDBOX_WEBHOOK_SECRET)
      const created = Math.floor(Date.now() / 1000)
      const body = sandboxEventBody(event, randomId('evt'), created)
      const response = await dispatch(
        new Request(SANDBOX_WEBHOOK_URL, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'sandbox-signature': await signatureHeader(secret, body, created) },
          body,
        }),
      )
      const answer = await response.text()
      if (!response.ok) log.warn('sandbox.webhook', { type: event.type, status: response.status, answer })
    })().catch((error) => log.warn('sandbox.webhook', { type: event.type, message: String(error) }))
    waitUntil(delivery)
  }
}
