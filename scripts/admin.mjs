#!/usr/bin/env node
// `npm run admin -- <command>`: the operator's CLI on the admin API (/admin/api/*) of the
// local worker (`npm start`) or, with --url, a deployed one. See USAGE in scripts/admin/cli.mjs.
import { tsImport } from 'tsx/esm/api'
import {
  USAGE,
  UsageError,
  formatCounters,
  formatMail,
  formatOrder,
  formatOrders,
  formatRefund,
  parseArgs,
  requestFor,
} from './admin/cli.mjs'
import { localAdminToken } from './admin/local-token.mjs'
import { localPort } from './dev-server.mjs'

const ATTEMPTS = 3

const urlOf = (base, request) => `${base}/admin/api${request.path}`

async function send(base, token, request) {
  const headers = { authorization: `Bearer ${token}`, accept: request.print === 'text' ? 'text/csv' : 'application/json' }
  if (request.body) headers['content-type'] = 'application/json'
  if (request.key) headers['idempotency-key'] = request.key
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(urlOf(base, request), {
        method: request.method,
        headers,
        body: request.body ? JSON.stringify(request.body) : undefined,
        signal: AbortSignal.timeout(90_000),
      })
    } catch (error) {
      // Safe to send again: reads, and writes carrying their idempotency key or setting a value.
      if (attempt >= ATTEMPTS) throw new Error(`Could not reach ${urlOf(base, request)}: ${error.cause?.message ?? error.message}`)
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
    }
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.words.length === 0 || args.words[0] === 'help') {
    console.log(USAGE)
    return
  }
  const request = requestFor(args)
  // The local server: the port `npm start` recorded, PORT, else 8787 (scripts/dev-server.mjs).
  const base = (args.flags.url ?? `http://localhost:${localPort().port}`).replace(/\/+$/, '')
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)
  const token = process.env.ADMIN_TOKEN ?? (local ? localAdminToken() : null)
  if (!token) throw new UsageError(`Set ADMIN_TOKEN to the admin token of ${base}`)
  const response = await send(base, token, request)
  const text = await response.text()
  if (!response.ok) {
    let message = text
    try {
      message = JSON.parse(text).error ?? text
    } catch {}
    console.error(`${response.status} from ${request.method} ${urlOf(base, request)}: ${message}`)
    process.exitCode = 1
    return
  }
  if (request.print === 'text') {
    process.stdout.write(text)
    return
  }
  const answer = JSON.parse(text)
  if (request.print === 'orders') console.log(formatOrders(answer))
  else if (request.print === 'order') console.log(formatOrder(answer))
  else if (request.print === 'mail') console.log(formatMail(answer))
  else if (request.print === 'counters') console.log(formatCounters(answer))
  else if (request.print === 'refund') {
    console.log(formatRefund(answer, request.key))
    if (answer.refund.state === 'failed') process.exitCode = 1
  } else if (request.print === 'ledger') {
    const { formatLedger } = await tsImport('../worker/commerce/builtin/db/ledger.ts', import.meta.url)
    console.log(formatLedger(answer))
    if (answer.mismatches.length > 0) process.exitCode = 1
  } else console.log(JSON.stringify(answer, null, 2))
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : error.message)
  process.exit(error instanceof UsageError ? 2 : 1)
})
