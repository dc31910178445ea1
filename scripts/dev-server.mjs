// Where `npm start` serves: it writes the port wrangler is listening on to
// .wrangler/dev-server.json once the server is ready, and the local tools (`npm run admin`,
// `npm run preview-link`) read it, so they call the server that is running whatever port it got.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

const FILE = new URL('../.wrangler/dev-server.json', import.meta.url).pathname

export function recordDevServer({ port, pid = process.pid }) {
  mkdirSync(dirname(FILE), { recursive: true })
  writeFileSync(FILE, `${JSON.stringify({ port: Number(port), pid })}\n`)
}

/** Forgets the recorded server, when it is still the one this process recorded. */
export function forgetDevServer(pid = process.pid) {
  if (readRecord()?.pid === pid) rmSync(FILE, { force: true })
}

function readRecord() {
  if (!existsSync(FILE)) return null
  try {
    const record = JSON.parse(readFileSync(FILE, 'utf8'))
    return Number.isInteger(record.port) && Number.isInteger(record.pid) ? record : null
  } catch {
    return null
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

/**
 * The port of the local server: PORT when set, else the one a running `npm start` recorded,
 * else wrangler's default 8787. `from` says which, for error messages.
 */
export function localPort(env = process.env) {
  if (env.PORT) return { port: env.PORT, from: 'PORT' }
  const record = readRecord()
  if (record && alive(record.pid)) return { port: String(record.port), from: 'npm start' }
  return { port: '8787', from: 'default' }
}
