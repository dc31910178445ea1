#!/usr/bin/env node
// `npm run deploy [-- --dry-run]`: checks wrangler.toml and the secrets before anything else
// (scripts/deploy-check.mjs), then builds and deploys with wrangler's offline settings.
// --dry-run stops after the check and makes no network call; a real deploy also counts the
// secrets the deployed worker already holds (`wrangler secret list`) and stops on any problem.
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { deployCheck, formatCheck, localSettings } from './deploy-check.mjs'
import { run, wranglerBin, wranglerEnv } from './wrangler-env.mjs'

// npm runs scripts in the package's folder: its wrangler.toml and .dev.vars.
const root = process.cwd()

/** The names of the secrets the deployed worker holds; none when it is not deployed yet or wrangler cannot say. */
function remoteSecrets() {
  return new Promise((resolve) => {
    const child = spawn(wranglerBin, ['secret', 'list', '--format', 'json'], { env: wranglerEnv, stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', () => resolve([]))
    child.on('exit', () => {
      try {
        resolve(JSON.parse(out.slice(out.indexOf('['))).map((secret) => secret.name))
      } catch {
        resolve([])
      }
    })
  })
}

async function main() {
  const dryRun = process.argv.includes('--dry-run')
  const { config, seen } = localSettings(root)
  const check = deployCheck(config, seen, dryRun ? [] : await remoteSecrets())
  console.log(formatCheck(check))
  if (check.problems.length > 0) {
    process.exitCode = 1
    return
  }
  if (dryRun) return
  await run(new URL('../node_modules/.bin/vite', import.meta.url).pathname, ['build'])
  await run(wranglerBin, ['deploy'])
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
