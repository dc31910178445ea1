import { spawn } from 'node:child_process'

/** Keeps wrangler off the network: no update check, telemetry or Request.cf fetch. */
export const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  NO_UPDATE_NOTIFIER: '1',
}

/** Runs a command to completion, inheriting stdio; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: wranglerEnv, ...options })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

export const wranglerBin = new URL('../node_modules/.bin/wrangler', import.meta.url).pathname

/**
 * Runs a command to completion with its output written to `log` (a writable stream) and,
 * with `echo`, to the terminal too. Answers the output; a non-zero exit rejects with its
 * last lines, so a failure still shows why.
 */
export function runLogged(command, args, { log, echo = false, ...options }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: wranglerEnv, ...options })
    let output = ''
    const take = (chunk) => {
      output += chunk
      log.write(chunk)
      if (echo) process.stdout.write(chunk)
    }
    child.stdout.on('data', take)
    child.stderr.on('data', take)
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.trim().split('\n').slice(-40).join('\n')}`))
    })
  })
}
