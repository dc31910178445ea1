#!/usr/bin/env node
// `npm run payments:verify-domain -- --domain shop.example.com [--url https://store.example] [--key KEY]`
// Registers a store's domain for wallet payments (Apple Pay) with the payment provider:
// POST /api/v1/payments/verifyDomain as the operator, who holds BACKEND_API_KEY (from --key
// or the environment). Browsers cannot make this call; a store's domain is registered once
// when it is set up.

const USAGE = 'Usage: npm run payments:verify-domain -- --domain <host> [--url <worker url>] [--key <BACKEND_API_KEY>]'

export class UsageError extends Error {}

export function parseArgs(argv, env = process.env) {
  const options = { domain: undefined, url: `http://localhost:${env.PORT ?? '8787'}`, key: env.BACKEND_API_KEY }
  const value = (i) => {
    if (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) throw new UsageError(`${argv[i]} needs a value\n${USAGE}`)
    return argv[i + 1]
  }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--domain') options.domain = value(i++)
    else if (arg === '--url') options.url = value(i++)
    else if (arg === '--key') options.key = value(i++)
    else throw new UsageError(`Unknown option ${arg}\n${USAGE}`)
  }
  if (!options.domain) throw new UsageError(USAGE)
  if (!options.key) throw new UsageError(`Give the operator key: --key, or BACKEND_API_KEY in the environment\n${USAGE}`)
  try {
    options.url = new URL(options.url).origin
  } catch {
    throw new UsageError(`--url must be the worker's address, like https://store.example\n${USAGE}`)
  }
  return options
}

export async function verifyDomain({ domain, url, key }, fetchImpl = fetch) {
  const response = await fetchImpl(`${url}/api/v1/payments/verifyDomain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-api-key': key },
    body: JSON.stringify({ domainName: domain }),
  })
  const body = await response.json().catch(() => ({}))
  if (!response.ok) throw new Error(body.error ?? `The worker answered ${response.status}`)
  return body.domainName
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const registered = await verifyDomain(parseArgs(process.argv.slice(2)))
    console.log(`Registered ${registered} for wallet payments.`)
  } catch (error) {
    console.error(error.message)
    process.exit(error instanceof UsageError ? 2 : 1)
  }
}
