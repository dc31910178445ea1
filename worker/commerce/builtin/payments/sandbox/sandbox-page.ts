import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { storeIconUrl } from '../../../../../domain/images'
import { formatMoney } from '../../../../../domain/money'
import { SANDBOX_SHOPPER, type SandboxAction } from './sandbox-pages'
import type { SandboxIntent } from './sandbox-books'

/** The sandbox's own icon (an S on its badge colour), so its pages ask for no /favicon.ico. */
const SANDBOX_ICON = storeIconUrl('Sandbox', '#ffe08a')

const LABELS: Record<SandboxAction, string> = { approve: 'Approve', cancel: 'Cancel', fail: 'Fail' }

const EXPLAIN: Record<SandboxAction, string> = {
  approve: 'pays, as if the shopper approved',
  cancel: 'goes back to the store without paying',
  fail: 'is declined by the provider',
}

/** The shopper's details as the provider's account holds them; an express payment's page sends them with Approve. */
function shopperFields() {
  const { address, ...contact } = SANDBOX_SHOPPER
  const field = (name: string, label: string, value: string, type = 'text', autocomplete = '') =>
    html`<label>${label}<input name="${name}" type="${type}" value="${value}" autocomplete="${autocomplete}" required /></label>`
  return html`<fieldset>
    <legend>Ship to</legend>
    <div class="row">${field('firstName', 'First name', contact.firstName, 'text', 'given-name')}${field('lastName', 'Last name', contact.lastName, 'text', 'family-name')}</div>
    ${field('email', 'Email', contact.email, 'email', 'email')} ${field('phone', 'Phone', contact.phone, 'tel', 'tel')}
    ${field('address1', 'Street address', address.address1, 'text', 'address-line1')}
    <div class="row">${field('city', 'City', address.city, 'text', 'address-level2')}${field('stateCode', 'State', address.stateCode, 'text', 'address-level1')}${field('zip', 'ZIP code', address.zip, 'text', 'postal-code')}</div>
  </fieldset>`
}

/**
 * The hosted page of a sandbox payment: what a provider's approval or 3-D Secure page
 * would show, with one button per outcome. Plain HTML forms, so it works without script.
 * An express payment's page collects the address to ship to, as PayPal's and Afterpay's do.
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
      fieldset { border: 1px solid #ddd; border-radius: 8px; margin: 0 0 1rem; padding: 0.75rem 1rem; }
      legend { font-weight: 700; padding: 0 0.25rem; }
      label { display: block; font-size: 0.85rem; margin: 0 0 0.5rem; flex: 1; }
      input { display: block; width: 100%; box-sizing: border-box; font: inherit; padding: 0.45rem 0.6rem; border: 1px solid #999; border-radius: 6px; margin-top: 0.15rem; }
      .row { display: flex; gap: 0.5rem; }
      .estimate { margin: -1.25rem 0 1.25rem; color: #555; }
    </style>
  </head>
  <body>
    <main>
      <span class="badge">Sandbox</span>
      <h1>${title}</h1>
      <p class="amount">${formatMoney(intent.amountCents, intent.currency, 'en-US')}</p>
      ${intent.collectsAddress && waiting ? html`<p class="estimate">Estimated: the store adds sales tax for the address you choose.</p>` : ''}
      ${
        waiting
          ? actions.map(
              (action) => html`<form method="post" action="/dev/sandbox/pay/${intent.id}/${action}">
                ${action === 'approve' && intent.collectsAddress ? shopperFields() : ''}
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
