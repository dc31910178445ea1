import { escapeHtml } from '../../../worker/render/escape-html'
import { dollars, type Payment } from './shop'

/** The few pages a browser opens on the reference backend: a provider's approval page, images, the store-not-found page. */

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:6px;border:1px solid #0b6e99;background:#0b6e99;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#0b6e99}</style>
</head><body>${body}</body></html>`
}

/** The redirect payment's approval page (a stand-in for PayPal's): Approve or Cancel, then back to the storefront. */
export function approvalPage(payment: Payment): string {
  const amount = `$${dollars(payment.amountCents).toFixed(2)}`
  return page(
    'Approve your payment',
    `<h1>Approve your payment</h1>
<p>Reference Pay is asked to pay <strong>${amount}</strong> with ${escapeHtml(payment.method)}.</p>
<form method="post" action="/pay/${encodeURIComponent(payment.id)}/approve"><button type="submit">Approve</button></form>
<form method="post" action="/pay/${encodeURIComponent(payment.id)}/cancel"><button type="submit" class="secondary">Cancel</button></form>`,
  )
}

export function storeNotFoundPage(): string {
  return page('Store not found', '<h1>Store not found</h1><p>There is no store at this address.</p>')
}

/** `{kind}-{view}-{hex}.svg`: a plain drawing of the product in its colour. */
export function imageSvg(file: string): string {
  const match = /^([a-z0-9-]+?)-(front|back)-([0-9a-f]{6})\.svg$/i.exec(file)
  const [kind, view, hex] = match ? [match[1], match[2], match[3]] : ['product', 'front', 'cccccc']
  const label = `${kind} ${view}`.replace(/-/g, ' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 560" width="560" height="560"><rect width="560" height="560" fill="#f4f4f5"/><rect x="120" y="110" width="320" height="360" rx="36" fill="#${hex}" stroke="#11111133" stroke-width="4"/><text x="280" y="520" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#333">${escapeHtml(label)}</text></svg>`
}
