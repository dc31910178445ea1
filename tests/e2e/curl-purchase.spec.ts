import { spawnSync } from 'node:child_process'
import { mkdtempSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

/**
 * docs/curl-purchase.md, run as written: its sh blocks in order, with real curl and jq,
 * against this run's server (BASE). A block whose commands (not its comments) hold an
 * elision (…) is an outline and is left out. The numbers and texts the page promises are
 * read from the page itself and compared with what the server answered, so neither the
 * recipe nor its claims can rot.
 */
const recipe = readFileSync(join(import.meta.dirname, '../../docs/curl-purchase.md'), 'utf8')
const isOutline = (block: string) => block.split('\n').some((line) => line.replace(/(^|\s)#.*$/, '').includes('…'))
const blocks = [...recipe.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]).filter((block) => !isOutline(block))

/** A claim the page makes, found by a pattern in its text. */
function claim(pattern: RegExp): string {
  const found = pattern.exec(recipe)?.[1]
  expect(found, `docs/curl-purchase.md states ${pattern}`).toBeDefined()
  return found as string
}

// After the recipe, the test reads the server itself (one compact JSON line each).
const probes = [
  'echo "::checkout $(curl -s -b "$JAR" "$BASE/api/checkout?id=$ID&storeSlug=moonlit" | jq -c .)"',
  'echo "::order $(curl -s -b "$JAR" "$BASE/api/v1/orders?lookupNumber=$LOOKUP" | jq -c .)"',
  'echo "::payment $(echo "$PAY" | jq -c .amount)"',
]

test('the curl purchase recipe places, pays, tracks and ships an order as the page says', async ({ baseURL }) => {
  test.setTimeout(120_000)
  expect(blocks.length).toBeGreaterThan(10)
  const script = ['set -eu -o pipefail', ...blocks, ...probes].join('\n')
  // The recipe writes answers to /dev/stderr (tee), which must be a file, not Node's pipe.
  const errors = join(mkdtempSync(join(tmpdir(), 'curl-recipe-')), 'stderr')
  const run = spawnSync('bash', ['--norc', '--noprofile', '-c', script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', BASE: baseURL },
    stdio: ['ignore', 'pipe', openSync(errors, 'w')],
    encoding: 'utf8',
    timeout: 110_000,
  })
  expect(run.status, `${run.stdout}\n${readFileSync(errors, 'utf8')}`).toBe(0)
  const probe = (name: string) => JSON.parse(new RegExp(`^::${name} (.*)$`, 'm').exec(run.stdout)?.[1] ?? 'null')

  // Step 3: the address check's suggestion.
  expect(run.stdout).toContain('"status":"suggestion"')
  expect(run.stdout).toContain('"address1":"1 Market St","city":"San Francisco"')
  // Step 4: the standard quote for two items.
  const standard = Math.round(Number(claim(/`Standard delivery` \((\d+\.\d\d) for two items\)/)) * 100)
  expect(run.stdout).toMatch(new RegExp(`"label": "Standard delivery",\\s+"price": ${standard},`))
  // Step 5: the unknown code's message, then MOON10's costs.
  expect(run.stdout).toContain(`{"error":"${claim(/"error":"([^"]+)"/)}"`)
  const checkout = probe('checkout')
  expect(checkout.costs.lineItems.value).toBe(Number(claim(/`lineItems\.value: (\d+)`/)))
  expect(checkout.costs.discount.value).toBe(Math.round(Number(claim(/discount (\d+\.\d\d)/)) * 100))
  expect(checkout.costs.tax.value).toBe(Math.round(Number(claim(/tax (\d+\.\d\d) on/)) * 100))
  const total = Number(claim(/total `(\d+)`/))
  expect(checkout.costs.total.value).toBe(total)
  // Step 6: the payment is for that total; the order is placed.
  expect(probe('payment')).toEqual(JSON.parse(claim(/# (\{"value":\d+,"currency":"USD"\})/)))
  expect(probe('payment').value).toBe(total)
  // Step 7: the order as the page lists it, and its checkout completed.
  expect(run.stdout).toMatch(/"lookupNumber": "ORD-[A-Z0-9-]+",\s+"cartId": "cart-curl-1",\s+"status": "processing"/)
  expect(checkout.state).toBe('completed')
  const order = probe('order')
  expect(order).toMatchObject({ shippingMethod: 'Standard delivery', promo: 'MOON10', totalCost: { amount: total } })
  // Step 8: one advance ships it, with a Sandbox Post tracking number.
  expect(run.stdout).toContain(`{"lookupNumber":"${order.lookupNumber}","status":"shipped"}`)
  expect(order.status).toBe('shipped')
  expect(order.shipments).toEqual([
    expect.objectContaining({
      carrier: 'Sandbox Post',
      trackingNumber: expect.stringMatching(/^94\d+$/),
      trackingUrl: `/track?orderNumber=${order.lookupNumber}`,
      status: 'in_transit',
    }),
  ])
  // Step 9: the confirmation and the recovery email in the outbox.
  expect(run.stdout).toContain('{"success":true,"error":null}')
  expect(run.stdout).toContain(`"subject": "Your order ${order.lookupNumber}"`)
  expect(run.stdout).toContain('"kind": "order-recovery"')
})
