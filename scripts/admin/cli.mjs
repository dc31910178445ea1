// The pure half of `npm run admin`: reading the command line and printing answers.

export const USAGE = `Usage: npm run admin -- <command> [--url URL]

  orders list [--store SLUG] [--status processing|shipped|delivered|canceled] [--limit N] [--before ID] [--json]
  orders show ORDER [--json]
  orders export --csv [--store SLUG] [--status S] [--from DATE] [--to DATE]
  orders ship ORDER --tracking NUMBER [--carrier NAME] [--tracking-url https://…]
  orders refund ORDER [--amount 12.50] [--key KEY]
  stock set SKU COUNT
  ledger [--store SLUG]
  reconcile
  mail list [--status queued|sending|delivered|failed] [--limit N] [--json]
  mail retry ID
  counters [--json]

--url is the worker to manage (default http://localhost:8787, or PORT). The token is
ADMIN_TOKEN from the environment; locally, the one \`npm start\` made (.wrangler/admin-token).`

export class UsageError extends Error {}

const FLAGS_WITH_VALUES = new Set([
  'url',
  'store',
  'status',
  'limit',
  'before',
  'from',
  'to',
  'tracking',
  'carrier',
  'tracking-url',
  'amount',
  'key',
])
const SWITCHES = new Set(['json', 'csv'])

/** Splits argv into words and --flags. */
export function parseArgs(argv) {
  const words = []
  const flags = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) {
      words.push(arg)
      continue
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2)
    if (SWITCHES.has(name)) flags[name] = true
    else if (FLAGS_WITH_VALUES.has(name)) {
      const value = inline ?? argv[++i]
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`)
      flags[name] = value
    } else throw new UsageError(`Unknown option --${name}`)
  }
  return { words, flags }
}

/** "12.50" → 1250 (cents); refuses anything that is not a plain amount. */
export function amountToCents(text) {
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) throw new UsageError(`--amount takes an amount like 12.50, not "${text}"`)
  const [whole, fraction = ''] = text.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

const centsText = (cents, currency) => `${(cents / 100).toFixed(2)} ${currency}`

const query = (flags, names) => {
  const params = new URLSearchParams()
  for (const name of names) if (flags[name] !== undefined) params.set(name, flags[name])
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The request a command makes: method, path under /admin/api, JSON body, and what to do
 * with the answer. Throws UsageError for a command line that makes no sense.
 */
export function requestFor({ words, flags }, { newKey } = { newKey: () => crypto.randomUUID() }) {
  const [group, action, ...rest] = words
  const one = (what) => {
    if (rest.length !== 1) throw new UsageError(`Give the ${what}`)
    return encodeURIComponent(rest[0])
  }
  if (group === 'orders' && action === 'list') {
    return { method: 'GET', path: `/orders${query(flags, ['store', 'status', 'limit', 'before'])}`, print: flags.json ? 'json' : 'orders' }
  }
  if (group === 'orders' && action === 'show')
    return { method: 'GET', path: `/orders/${one('order number')}`, print: flags.json ? 'json' : 'order' }
  if (group === 'orders' && action === 'export') {
    if (!flags.csv) throw new UsageError('orders export writes CSV: add --csv')
    return { method: 'GET', path: `/orders/export${query(flags, ['store', 'status', 'from', 'to'])}`, print: 'text' }
  }
  if (group === 'orders' && action === 'ship') {
    if (!flags.tracking) throw new UsageError('Give the tracking number: --tracking NUMBER')
    const body = { trackingNumber: flags.tracking }
    if (flags.carrier) body.carrier = flags.carrier
    if (flags['tracking-url']) body.trackingUrl = flags['tracking-url']
    return { method: 'POST', path: `/orders/${one('order number')}/ship`, body, print: 'order' }
  }
  if (group === 'orders' && action === 'refund') {
    const body = flags.amount === undefined ? {} : { amount: amountToCents(flags.amount) }
    // One key per refund asked for: the CLI's own retries send it again, so a lost answer
    // never refunds twice. Give --key to repeat a refund whose outcome you did not see.
    const key = flags.key ?? newKey()
    return { method: 'POST', path: `/orders/${one('order number')}/refund`, body, key, print: 'refund' }
  }
  if (group === 'stock' && action === 'set') {
    if (rest.length !== 2 || !/^\d+$/.test(rest[1])) throw new UsageError('stock set SKU COUNT (a whole number)')
    return { method: 'PUT', path: `/stock/${encodeURIComponent(rest[0])}`, body: { count: Number(rest[1]) }, print: 'json' }
  }
  if (group === 'ledger' && action === undefined) return { method: 'GET', path: `/ledger${query(flags, ['store'])}`, print: 'ledger' }
  if (group === 'reconcile' && action === undefined) return { method: 'POST', path: '/reconcile', print: 'json' }
  if (group === 'mail' && action === 'list') {
    return { method: 'GET', path: `/mail${query(flags, ['status', 'limit'])}`, print: flags.json ? 'json' : 'mail' }
  }
  if (group === 'mail' && action === 'retry') {
    if (rest.length !== 1 || !/^\d+$/.test(rest[0])) throw new UsageError('mail retry ID (the mail id that mail list shows)')
    return { method: 'POST', path: `/mail/${rest[0]}/retry`, print: 'json' }
  }
  if (group === 'counters' && action === undefined) return { method: 'GET', path: '/counters', print: flags.json ? 'json' : 'counters' }
  throw new UsageError(group ? `Unknown command: ${words.join(' ')}` : 'Give a command')
}

const pad = (text, width) => String(text).padEnd(width)

/** Rows as columns, each as wide as its widest value plus two spaces; the last is not padded. */
function columns(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)) + 2)
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? String(cell) : pad(cell, widths[i]))).join(''))
}

export function formatOrders({ orders, next }) {
  if (orders.length === 0) return 'No orders.'
  const rows = orders.map((order) => [
    order.lookupNumber,
    order.store,
    order.createdAt.slice(0, 16).replace('T', ' '),
    order.status,
    centsText(order.total, order.currency),
    order.refunded ? centsText(order.refunded, order.currency) : '-',
    order.paymentState + (order.disputed ? ' (disputed)' : ''),
    order.customerEmail,
  ])
  const head = ['ORDER', 'STORE', 'CREATED (UTC)', 'STATUS', 'TOTAL', 'REFUNDED', 'PAYMENT', 'EMAIL']
  return [...columns([head, ...rows]), ...(next ? [`… more: add --limit, or the next page with --before ${next}`] : [])].join('\n')
}

export function formatOrder(detail) {
  const { order, items, payment, refunds, disputes, shipments, refundable } = detail
  const money = (cents) => centsText(cents, order.currency)
  const name = [order.customer?.firstName, order.customer?.lastName].filter(Boolean).join(' ')
  return [
    `Order ${order.lookupNumber} (${order.status}), placed ${order.createdAt}`,
    `  customer  ${name} <${order.customerEmail}>`,
    ...items.map((item) => `  ${item.quantity} × ${item.title} (${item.color}, ${item.size})  ${money(item.unitPrice * item.quantity)}`),
    `  total     ${money(order.total)} (subtotal ${money(order.subtotal)}, discount ${money(order.discount)}, delivery ${money(order.shipping)}, tax ${money(order.tax)})`,
    `  payment   ${payment ? `${payment.method} via ${payment.provider}, ${payment.state}, ${money(payment.amountCents)}` : 'missing'}`,
    ...refunds.map(
      (refund) =>
        `  refund    ${money(refund.amountCents)} ${refund.state} (${refund.source}${refund.failureMessage ? `: ${refund.failureMessage}` : ''})`,
    ),
    `  refundable ${money(refundable)}`,
    ...disputes.map((dispute) => `  DISPUTE   ${money(dispute.amountCents)} ${dispute.status} (${dispute.reason ?? 'no reason given'})`),
    ...shipments.map(
      (shipment) => `  shipment  ${shipment.carrier} ${shipment.trackingNumber} ${shipment.status}, shipped ${shipment.shippedAt}`,
    ),
  ].join('\n')
}

export function formatRefund(answer, key) {
  const { refund } = answer
  const amount = centsText(refund.amountCents, refund.currency)
  const state =
    refund.state === 'pending'
      ? 'recorded; the provider could not be reached, the clock sends it when it can'
      : refund.state === 'failed'
        ? `refused: ${refund.failureMessage}`
        : 'done'
  return `${answer.repeated ? 'Already asked: ' : ''}refund of ${amount} ${state} (refunded on this order: ${centsText(answer.refundedCents, refund.currency)}; key ${key})`
}

/** The stores' mail as the operator lists it: a failed one with the last error its delivery met. */
export function formatMail({ mail }) {
  if (mail.length === 0) return 'No mail.'
  const head = `${pad('ID', 8)}${pad('WRITTEN (UTC)', 18)}${pad('STATUS', 11)}${pad('TRIES', 7)}${pad('KIND', 20)}RECIPIENT`
  const lines = mail.flatMap((entry) => [
    `${pad(entry.id, 8)}${pad(entry.createdAt.slice(0, 16).replace('T', ' '), 18)}${pad(entry.status, 11)}${pad(entry.attempts, 7)}` +
      `${pad(entry.kind, 20)}${entry.recipient}`,
    ...(entry.status !== 'delivered' && entry.lastError ? [`        last error: ${entry.lastError}`] : []),
  ])
  return [head, ...lines].join('\n')
}

/** The operator's counters: how often each thing happened in the days counted, by day. */
export function formatCounters({ counters, since, complete }) {
  const from = `since ${since.slice(0, 16).replace('T', ' ')} UTC`
  if (counters.length === 0) return `Nothing counted ${from}.`
  const head = `${pad('COUNTER', 36)}${pad('TOTAL', 8)}${pad('LAST (UTC)', 18)}BY DAY`
  const lines = counters.map(
    (counter) =>
      `${pad(counter.name, 36)}${pad(counter.total, 8)}${pad(counter.last.slice(0, 16).replace('T', ' '), 18)}` +
      counter.days.map((day) => `${day.day.slice(5)}: ${day.count}`).join(', '),
  )
  return [head, ...lines, `(${from}${complete ? '' : '; more than one listing holds, counts are partial'})`].join('\n')
}
