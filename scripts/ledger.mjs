#!/usr/bin/env node
// `npm run ledger [-- --store SLUG] [--persist-to DIR | --remote | --url URL]`: checks
// that every captured payment has exactly one order of the same amount and every order
// exactly one capture (worker/commerce/builtin/db/ledger.ts), and prints what does not match.
// By default it reads the local D1 state (`npm start`'s) directly, no server needed;
// --persist-to another local state (the stress test's), --remote the deployed D1, --url
// a running worker through its admin API. Exit 1 on any mismatch.
import { spawn } from 'node:child_process'
import { tsImport } from 'tsx/esm/api'
import { localAdminToken } from './admin/local-token.mjs'
import { wranglerBin, wranglerEnv } from './wrangler-env.mjs'

const USAGE = 'Usage: npm run ledger -- [--store SLUG] [--persist-to DIR | --remote | --url URL]'

function parse(argv) {
  const options = { store: null, persistTo: null, remote: false, url: null }
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]
    if (name === '--remote') options.remote = true
    else if (name === '--store' || name === '--persist-to' || name === '--url') {
      const value = argv[++i]
      if (!value) throw new Error(USAGE)
      options[name === '--persist-to' ? 'persistTo' : name.slice(2)] = value
    } else throw new Error(USAGE)
  }
  return options
}

/** Runs SQL with `wrangler d1 execute` and answers each statement's rows. */
function d1(sql, { persistTo, remote }) {
  const args = ['d1', 'execute', 'DB', remote ? '--remote' : '--local', '--json', '--command', sql]
  if (persistTo) args.push('--persist-to', persistTo)
  return new Promise((resolve, reject) => {
    const child = spawn(wranglerBin, args, { env: wranglerEnv, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (/no such table/.test(out + err)) {
        return reject(new Error('That database has no store tables yet: run `npm start` (or `npm run db:migrate:local`) first.'))
      }
      if (code !== 0) return reject(new Error(`wrangler d1 execute exited with ${code}:\n${(err || out).trim().slice(0, 800)}`))
      try {
        resolve(JSON.parse(out).map((statement) => statement.results))
      } catch {
        reject(new Error(`wrangler d1 execute answered something else than JSON:\n${out.slice(0, 500)}`))
      }
    })
  })
}

async function viaApi(url, store) {
  const base = url.replace(/\/+$/, '')
  const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(base)
  const token = process.env.ADMIN_TOKEN ?? (local ? localAdminToken() : null)
  if (!token) throw new Error(`Set ADMIN_TOKEN to the admin token of ${base}`)
  const response = await fetch(`${base}/admin/api/ledger${store ? `?store=${encodeURIComponent(store)}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${response.status}: ${answer.error}`)
  return answer
}

/** The ledger report of a local or remote D1 (or a worker, with `url`). */
export async function readLedger({ store = null, persistTo = null, remote = false, url = null } = {}) {
  if (url) return viaApi(url, store)
  const { ledgerCountsSql, ledgerMismatchQueries, ledgerReport } = await tsImport(
    '../worker/commerce/builtin/db/ledger.ts',
    import.meta.url,
  )
  const [[counts], ...checks] = await d1([ledgerCountsSql(store), ...ledgerMismatchQueries(store)].join(';\n'), { persistTo, remote })
  return ledgerReport(store, counts, checks.flat())
}

export async function printLedger(options) {
  const { formatLedger } = await tsImport('../worker/commerce/builtin/db/ledger.ts', import.meta.url)
  const report = await readLedger(options)
  console.log(formatLedger(report))
  return report.mismatches.length === 0
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const passed = await printLedger(parse(process.argv.slice(2)))
    process.exit(passed ? 0 : 1)
  } catch (error) {
    console.error(error.message)
    process.exit(2)
  }
}
