import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * `npm run admin` as an operator runs it: the real scripts/admin.mjs in its own process,
 * against a stand-in of a deployed worker's admin API (node:http on a free port). What
 * travels over the wire is checked: the --url it was given, the bearer token, and the
 * refund's Idempotency-Key sent again when the first attempt's connection drops.
 */

const CLI = fileURLToPath(new URL('../admin.mjs', import.meta.url))
const TOKEN = 'cli-test-token-0123456789abcdef'

interface Seen {
  method: string
  url: string
  authorization: string | undefined
  idempotencyKey: string | undefined
  body: string
}

type Answer = { status: number; json: unknown } | 'drop'

let server: Server | null = null

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = null
})

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
    })
    request.on('end', () => resolve(text))
  })

/** A worker's admin API that answers each request in turn; `drop` cuts the connection without an answer. */
async function adminApi(answers: Answer[]): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = []
  server = createServer(async (request, response) => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      body: await bodyOf(request),
    })
    const answer = answers.shift() ?? { status: 500, json: { error: 'No answer planned' } }
    if (answer === 'drop') {
      request.socket.destroy()
      return
    }
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(answer.json))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, seen }
}

/** Runs `npm run admin -- …args` as its own process; answers its exit code and output. */
function admin(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, ADMIN_TOKEN: TOKEN, PORT: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

const REFUND = {
  refund: {
    id: 'rf_1',
    amountCents: 1250,
    currency: 'USD',
    state: 'succeeded',
    source: 'operator',
    failureMessage: null,
  },
  refundedCents: 1250,
  repeated: false,
}

describe('npm run admin against a deployed worker', () => {
  it('talks to --url with the bearer token and sends a refund again with the same Idempotency-Key when the connection drops', async () => {
    const api = await adminApi(['drop', { status: 201, json: REFUND }])
    const run = await admin(['orders', 'refund', 'ORD-1234-ABCD', '--amount', '12.50', '--url', `${api.url}/`])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('refund of 12.50 USD done')
    expect(api.seen).toHaveLength(2)
    for (const request of api.seen) {
      expect(request).toMatchObject({
        method: 'POST',
        url: '/admin/api/orders/ORD-1234-ABCD/refund',
        authorization: `Bearer ${TOKEN}`,
        body: JSON.stringify({ amount: 1250 }),
      })
    }
    expect(api.seen[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}$/)
    expect(api.seen[1].idempotencyKey).toBe(api.seen[0].idempotencyKey)
    expect(run.stdout).toContain(`key ${api.seen[0].idempotencyKey}`)
  })

  it('follows the paging hint: orders list --before the id it printed', async () => {
    const api = await adminApi([{ status: 200, json: { orders: [], next: null } }])
    const run = await admin(['orders', 'list', '--store', 'moonlit', '--before', '42', '--url', api.url])
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe('No orders.')
    expect(api.seen.map((request) => request.url)).toEqual(['/admin/api/orders?store=moonlit&before=42'])
  })

  it('exits 1 with the API’s message when the worker refuses, and 2 without asking it for a command line that makes no sense', async () => {
    const api = await adminApi([{ status: 404, json: { error: 'Order not found' } }])
    const refused = await admin(['orders', 'show', 'ORD-0000-0000', '--url', api.url])
    expect(refused.code).toBe(1)
    expect(refused.stderr.trim()).toBe(`404 from GET ${api.url}/admin/api/orders/ORD-0000-0000: Order not found`)

    const wrong = await admin(['orders', 'ship', 'ORD-0000-0000', '--url', api.url])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('Give the tracking number: --tracking NUMBER')
    expect(api.seen).toHaveLength(1)
  })
})
