// The admin token of the local worker: `npm start` serves with it and `npm run admin`
// uses it, so the CLI works locally with nothing to configure. Kept in .wrangler/ (not in
// git) and made once; ADMIN_TOKEN in the environment wins over it.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const TOKEN_FILE = new URL('../../.wrangler/admin-token', import.meta.url).pathname

export function localAdminToken() {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN
  if (existsSync(TOKEN_FILE)) return readFileSync(TOKEN_FILE, 'utf8').trim()
  const token = randomBytes(32).toString('base64url')
  mkdirSync(dirname(TOKEN_FILE), { recursive: true })
  writeFileSync(TOKEN_FILE, `${token}\n`, { mode: 0o600 })
  return token
}
