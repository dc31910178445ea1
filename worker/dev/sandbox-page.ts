import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { storeIconUrl } from '../../domain/images'
import { formatMoney } from '../../domain/money'
import type { SandboxAction } from '../commerce/payments/sandbox/sandbox-pages'
import type { SandboxIntent } from '../commerce/payments/sandbox/sandbox-books'

/** The sandbox's own icon (an S on its badge colour), so its pages ask for no /favicon.ico. */
const SANDBOX_ICON = storeIconUrl('Sandbox', '#ffe08a')

const LABELS: Record<SandboxAction, string> = { approve: 'Approve', cancel: 'Cancel', fail: 'Fail' }

const EXPLAIN: Record<SandboxAction, string> = {
  approve: 'pays, as if the shopper approved',
  cancel: 'goes back to the store without paying',
  fail: 'is declined by the provider',
}

/**
 * The hosted page of a sandbox payment: what a provider's approval or 3-D Secure page
 * would show, with one button per outcome. Plain HTML forms, so it works without script.
 */
export function sandboxPage({
  intent,
  title,
  actions,
  nonce,
}: {
  intent: SandboxIntent
  title: string
  actions: readonly SandboxAction[]
  nonce: string
}): HtmlEscapedString | Promise<HtmlEscapedString> {
  const waiting = intent.status === 'requires_action'
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} · Sandbox</title>
    <link rel="icon" href="${SANDBOX_ICON}" />
    <style nonce="${nonce}">
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f6; color: #1b1b1f; }
      main { max-width: 26rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px #0002; }
      .badge { display: inline-block; font-size: 0.75rem; letter-spacing: 0.08em; text-transform: uppercase; background: #ffe08a; padding: 0.1rem 0.5rem; border-radius: 4px; }
      .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
      form { margin: 0 0 0.75rem; }
      button { width: 100%; font: inherit; padding: 0.75rem; border-radius: 8px; border: 1px solid #1b1b1f; background: #fff; cursor: pointer; }
      button[value='approve'] { background: #1b1b1f; color: #fff; }
      small { display: block; color: #555; margin-top: 0.25rem; text-align: center; }
    </style>
  </head>
  <body>
    <main>
      <span class="badge">Sandbox</span>
      <h1>${title}</h1>
      <p class="amount">${formatMoney(intent.amountCents, intent.currency, 'en-US')}</p>
      ${
        waiting
          ? actions.map(
              (action) => html`<form method="post" action="/dev/sandbox/pay/${intent.id}/${action}">
                <button type="submit" name="action" value="${action}">${LABELS[action]}</button>
                <small>${LABELS[action]} ${EXPLAIN[action]}.</small>
              </form>`,
            )
          : html`<p>This payment is ${intent.status.replace('_', ' ')}; there is nothing left to decide.</p>`
      }
    </main>
  </body>
</html>`
}
