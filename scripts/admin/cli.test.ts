import { describe, expect, it } from 'vitest'
import { amountToCents, formatCounters, formatMail, formatOrders, formatRefund, parseArgs, requestFor, UsageError } from './cli.mjs'

const request = (line: string) => requestFor(parseArgs(line.split(' ')), { newKey: () => 'key-1' })

describe('npm run admin', () => {
  it('turns each command into its admin API call', () => {
    expect(request('orders list --store moonlit --status processing --limit 20')).toMatchObject({
      method: 'GET',
      path: '/orders?store=moonlit&status=processing&limit=20',
    })
    expect(request('orders show ORD-1234-ABCD')).toMatchObject({ method: 'GET', path: '/orders/ORD-1234-ABCD' })
    expect(request('orders export --csv --store sunbeam')).toMatchObject({ path: '/orders/export?store=sunbeam', print: 'text' })
    expect(request('orders ship ORD-1 --tracking 9400111899223100001234 --carrier UPS')).toMatchObject({
      method: 'POST',
      path: '/orders/ORD-1/ship',
      body: { trackingNumber: '9400111899223100001234', carrier: 'UPS' },
    })
    expect(request('orders refund ORD-1 --amount 12.5')).toMatchObject({
      method: 'POST',
      path: '/orders/ORD-1/refund',
      body: { amount: 1250 },
      key: 'key-1',
    })
    expect(request('orders refund ORD-1 --key again-1')).toMatchObject({ body: {}, key: 'again-1' })
    expect(request('stock set 12_34_56 7')).toMatchObject({ method: 'PUT', path: '/stock/12_34_56', body: { count: 7 } })
    expect(request('ledger --store vault')).toMatchObject({ method: 'GET', path: '/ledger?store=vault' })
  })

  it('pages through orders with the hint the list prints: --before the last order id', () => {
    const table = formatOrders({
      orders: [
        {
          lookupNumber: 'ORD-1',
          store: 'moonlit',
          createdAt: '2026-11-24T10:00:00.000Z',
          status: 'processing',
          total: 100,
          refunded: 0,
          currency: 'USD',
          paymentState: 'succeeded',
          disputed: false,
          customerEmail: 'ada@example.com',
        },
      ],
      next: 42,
    })
    const hint = /--before \S+/.exec(table)?.[0] ?? ''
    expect(hint).toBe('--before 42')
    expect(request(`orders list --store moonlit ${hint}`)).toMatchObject({ method: 'GET', path: '/orders?store=moonlit&before=42' })
    expect(request('orders list --before 42')).toMatchObject({ path: '/orders?before=42' })
  })

  it('refuses command lines that make no sense, saying what is missing', () => {
    expect(() => request('orders export')).toThrow('add --csv')
    expect(() => request('orders ship ORD-1')).toThrow('--tracking NUMBER')
    expect(() => request('orders refund ORD-1 --amount 12.555')).toThrow(UsageError)
    expect(() => request('stock set 12_34_56 many')).toThrow('stock set SKU COUNT')
    expect(() => parseArgs(['orders', 'list', '--colour', 'red'])).toThrow('Unknown option --colour')
    expect(() => request('orders delete ORD-1')).toThrow('Unknown command: orders delete ORD-1')
  })

  it('reads amounts as the operator types them, in cents', () => {
    expect(amountToCents('12')).toBe(1200)
    expect(amountToCents('12.5')).toBe(1250)
    expect(amountToCents('0.07')).toBe(7)
    expect(() => amountToCents('-1')).toThrow(UsageError)
  })

  it('prints orders and refunds as an operator reads them', () => {
    const order = {
      lookupNumber: 'ORD-1234-ABCD',
      store: 'moonlit',
      createdAt: '2026-11-24T10:00:00.000Z',
      status: 'processing',
      total: 4299,
      refunded: 500,
      currency: 'USD',
      paymentState: 'succeeded',
      disputed: true,
      customerEmail: 'ada@example.com',
    }
    const table = formatOrders({ orders: [order], next: null })
    expect(table).toContain('ORD-1234-ABCD')
    expect(table).toContain('42.99 USD')
    expect(table).toContain('5.00 USD')
    expect(table).toContain('succeeded (disputed)')
    // A lookup number as long as the real ones (ORD-XXXX-XXXX-XXXX) still leaves a gap before its store.
    const long = formatOrders({
      orders: [{ ...order, lookupNumber: 'ORD-17ZF-D3FM-EV7T', store: 'a-long-store-slug' }],
      next: null,
    }).split('\n')
    const storeAt = long[0].indexOf('STORE')
    expect(long[1].slice(0, storeAt)).toBe('ORD-17ZF-D3FM-EV7T  ')
    expect(long[1].slice(storeAt)).toMatch(/^a-long-store-slug {2}2026-11-24 10:00/)
    expect(
      formatRefund({ refund: { amountCents: 500, currency: 'USD', state: 'pending' }, refundedCents: 500, repeated: false }, 'k1'),
    ).toBe(
      'refund of 5.00 USD recorded; the provider could not be reached, the clock sends it when it can (refunded on this order: 5.00 USD; key k1)',
    )
  })

  it('lists the stores’ mail and sends a failed one again', () => {
    expect(request('mail list --status failed --limit 20')).toMatchObject({
      method: 'GET',
      path: '/mail?status=failed&limit=20',
      print: 'mail',
    })
    expect(request('mail list --json')).toMatchObject({ path: '/mail', print: 'json' })
    expect(request('mail retry 42')).toMatchObject({ method: 'POST', path: '/mail/42/retry' })
    expect(() => request('mail retry ORD-1')).toThrow('mail retry ID')
    const table = formatMail({
      mail: [
        {
          id: 42,
          createdAt: '2026-11-24T10:00:00.000Z',
          status: 'failed',
          attempts: 6,
          kind: 'order-confirmation',
          recipient: 'ada@example.com',
          lastError: 'E_RATE_LIMIT_EXCEEDED: slow down',
        },
        {
          id: 41,
          createdAt: '2026-11-24T09:00:00.000Z',
          status: 'delivered',
          attempts: 1,
          kind: 'order-shipped',
          recipient: 'b@example.com',
          lastError: null,
        },
      ],
    })
    expect(table).toContain('42      2026-11-24 10:00  failed')
    expect(table).toContain('last error: E_RATE_LIMIT_EXCEEDED: slow down')
    expect(table.split('\n')).toHaveLength(4)
    expect(formatMail({ mail: [] })).toBe('No mail.')
  })
  it('shows the operator’s counters: total, last time and count per day', () => {
    expect(request('counters')).toMatchObject({ method: 'GET', path: '/counters', print: 'counters' })
    expect(request('counters --json')).toMatchObject({ path: '/counters', print: 'json' })
    const table = formatCounters({
      counters: [
        {
          name: 'address-validation.unreadable',
          total: 7,
          days: [
            { day: '2026-11-30', count: 2 },
            { day: '2026-12-01', count: 5 },
          ],
          last: '2026-12-01T10:15:00.000Z',
        },
      ],
      since: '2026-11-01T12:00:00.000Z',
      complete: true,
    })
    expect(table.split('\n')).toEqual([
      expect.stringMatching(/^COUNTER\s+TOTAL\s+LAST \(UTC\)\s+BY DAY$/),
      expect.stringMatching(/^address-validation\.unreadable\s+7\s+2026-12-01 10:15\s+11-30: 2, 12-01: 5$/),
      '(since 2026-11-01 12:00 UTC)',
    ])
    expect(formatCounters({ counters: [], since: '2026-11-01T12:00:00.000Z', complete: false })).toBe(
      'Nothing counted since 2026-11-01 12:00 UTC.',
    )
  })
})
