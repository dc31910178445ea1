// The pre-flight check of `npm run deploy` (scripts/deploy.mjs): what wrangler.toml and the
// settings this machine can see say, before anything is built or uploaded. No network.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'smol-toml'

const W = 'node scripts/wrangler.mjs'
const ZERO_ID = /^[0-]+$/

/** Settings that are secrets: set with `wrangler secret put`, never in wrangler.toml's [vars]. */
const SECRETS = [
  'COOKIE_SECRET',
  'ADMIN_TOKEN',
  'BACKEND_API_KEY',
  'AVAILABILITY_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'PAYPAL_CLIENT_SECRET',
  'AFTERPAY_SECRET_KEY',
  'SANDBOX_WEBHOOK_SECRET',
]

/** A .dev.vars file (KEY=value lines, # comments, optional quotes) as an object. */
export function parseDevVars(text) {
  const vars = {}
  for (const line of text.split('\n')) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line)
    if (!match || line.trimStart().startsWith('#')) continue
    vars[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2')
  }
  return vars
}

/**
 * What is missing or a placeholder, as `{ problems, warnings }`: each a line naming the value
 * and the command or file that sets it. `config` is wrangler.toml parsed; `seen` the settings
 * visible here (its [vars], .dev.vars, the environment); `held` the names of the secrets the
 * deployed worker already holds (a real deploy asks wrangler; a dry run knows none).
 */
export function deployCheck(config, seen, held = []) {
  const problems = []
  const warnings = []
  const vars = config.vars ?? {}
  const local = (name) => typeof seen[name] === 'string' && seen[name] !== ''
  const has = (name) => local(name) || held.includes(name)

  for (const db of config.d1_databases ?? []) {
    if (!db.database_id || ZERO_ID.test(db.database_id)) {
      problems.push(
        `D1 database ${db.binding} ('${db.database_name}') has the placeholder id ${db.database_id}: run \`${W} d1 create ${db.database_name}\` and put its database_id into wrangler.toml [[d1_databases]]`,
      )
    }
  }
  for (const kv of config.kv_namespaces ?? []) {
    if (!kv.id || ZERO_ID.test(kv.id)) {
      problems.push(
        `KV namespace ${kv.binding} has the placeholder id ${kv.id}: run \`${W} kv namespace create ${kv.binding}\` and put its id into wrangler.toml [[kv_namespaces]]`,
      )
    }
  }
  for (const name of SECRETS.filter((secret) => typeof vars[secret] === 'string')) {
    problems.push(`${name} is in wrangler.toml [vars], in plain text in the repository: remove it and run \`${W} secret put ${name}\``)
  }
  if (!has('COOKIE_SECRET')) {
    problems.push(
      `COOKIE_SECRET is not set (it seals the gate's sessions and each browser's checkouts; 32+ characters): run \`openssl rand -base64 48 | ${W} secret put COOKIE_SECRET\``,
    )
  } else if (local('COOKIE_SECRET') && seen.COOKIE_SECRET.length < 32) {
    problems.push(
      `COOKIE_SECRET has ${seen.COOKIE_SECRET.length} characters, fewer than 32: run \`openssl rand -base64 48 | ${W} secret put COOKIE_SECRET\``,
    )
  }
  const payments = (has('STRIPE_SECRET_KEY') && has('STRIPE_PUBLISHABLE_KEY')) || (has('PAYPAL_CLIENT_ID') && has('PAYPAL_CLIENT_SECRET'))
  const afterpay = has('AFTERPAY_MERCHANT_ID') && has('AFTERPAY_SECRET_KEY')
  if (!payments && !afterpay && seen.SANDBOX_PAYMENTS !== 'true' && !has('BACKEND_URL')) {
    problems.push(
      `No payment keys and SANDBOX_PAYMENTS is not "true": production would refuse every payment. Run \`${W} secret put STRIPE_SECRET_KEY\` and set STRIPE_PUBLISHABLE_KEY in wrangler.toml [vars] (or PayPal's, Afterpay's), or for a demo set SANDBOX_PAYMENTS = "true" in [vars]`,
    )
  }
  if (has('STRIPE_SECRET_KEY') && !has('STRIPE_PUBLISHABLE_KEY')) {
    problems.push('STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: set STRIPE_PUBLISHABLE_KEY (pk_…) in wrangler.toml [vars]')
  }
  if (has('STRIPE_SECRET_KEY') && !has('STRIPE_WEBHOOK_SECRET')) {
    warnings.push(
      `STRIPE_WEBHOOK_SECRET is not set, so /webhooks/stripe refuses Stripe's events: run \`${W} secret put STRIPE_WEBHOOK_SECRET\``,
    )
  }
  if (has('PAYPAL_CLIENT_SECRET') && !has('PAYPAL_WEBHOOK_ID')) {
    warnings.push("PAYPAL_WEBHOOK_ID is not set, so /webhooks/paypal refuses PayPal's events: set it in wrangler.toml [vars]")
  }
  if (!has('ADMIN_TOKEN')) {
    warnings.push(
      `ADMIN_TOKEN is not set, so the admin API and \`npm run admin\` are off: run \`openssl rand -base64 32 | ${W} secret put ADMIN_TOKEN\``,
    )
  }
  if ((seen.ENVIRONMENT ?? 'production') !== 'production') {
    warnings.push(`ENVIRONMENT is "${seen.ENVIRONMENT}": the /dev/* routes are on. Set ENVIRONMENT = "production" in wrangler.toml [vars]`)
  }
  if (vars.DEFAULT_STORE === 'moonlit') {
    warnings.push(
      'DEFAULT_STORE is "moonlit", a demo store, served on the bare workers.dev host: set your store\'s slug in wrangler.toml [vars]',
    )
  }
  if (/example\.com/.test(vars.STORE_NOT_FOUND_URL ?? '')) {
    warnings.push(`STORE_NOT_FOUND_URL is the placeholder ${vars.STORE_NOT_FOUND_URL}: set your own page in wrangler.toml [vars]`)
  }
  if (!has('IMAGE_HOSTS')) {
    warnings.push(
      'IMAGE_HOSTS is empty: pages show images from this site only. List your image CDN hosts in wrangler.toml [vars] (IMAGE_HOSTS = "images.example.com")',
    )
  }
  return { problems, warnings }
}

/** wrangler.toml and the settings visible in `root` without the network: [vars], .dev.vars, then the environment. */
export function localSettings(root, env = process.env) {
  const config = parse(readFileSync(join(root, 'wrangler.toml'), 'utf8'))
  const devVarsPath = join(root, '.dev.vars')
  const devVars = existsSync(devVarsPath) ? parseDevVars(readFileSync(devVarsPath, 'utf8')) : {}
  const fromEnv = Object.fromEntries(Object.entries(env).filter(([name]) => /^[A-Z][A-Z0-9_]+$/.test(name)))
  return { config, seen: { ...fromEnv, ...(config.vars ?? {}), ...devVars } }
}

/** The check as printed: problems (✗) then warnings (!), or that all is set. */
export function formatCheck({ problems, warnings }) {
  const lines = [...problems.map((line) => `✗ ${line}`), ...warnings.map((line) => `! ${line}`)]
  if (problems.length === 0) lines.push('✓ wrangler.toml and the secrets seen here are ready to deploy.')
  else lines.push(`${problems.length} thing${problems.length === 1 ? '' : 's'} to set before deploying (docs/deploy.md).`)
  return lines.join('\n')
}
