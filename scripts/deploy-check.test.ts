import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deployCheck, localSettings, parseDevVars } from './deploy-check.mjs'

const repo = join(import.meta.dirname, '..')

/** A fresh clone's wrangler.toml in a folder of its own, with a .dev.vars when given. */
function clone(devVars?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-check-'))
  copyFileSync(join(repo, 'wrangler.toml'), join(dir, 'wrangler.toml'))
  if (devVars !== undefined) writeFileSync(join(dir, '.dev.vars'), devVars)
  return dir
}

describe('npm run deploy -- --dry-run', () => {
  it("lists what a fresh clone's configuration lacks, each with the command that sets it", () => {
    const { config, seen } = localSettings(clone(), {})
    const { problems, warnings } = deployCheck(config, seen)
    expect(problems).toEqual([
      expect.stringMatching(/^D1 database DB .*placeholder id 0{8}-.*`node scripts\/wrangler\.mjs d1 create storefront`/),
      expect.stringMatching(/^KV namespace CACHE .*placeholder id 0{32}.*`node scripts\/wrangler\.mjs kv namespace create CACHE`/),
      expect.stringMatching(/^COOKIE_SECRET is not set.*node scripts\/wrangler\.mjs secret put COOKIE_SECRET`$/),
      expect.stringMatching(/^No payment keys and SANDBOX_PAYMENTS is not "true".*secret put STRIPE_SECRET_KEY/),
    ])
    expect(warnings).toContainEqual(expect.stringMatching(/^ADMIN_TOKEN is not set.*secret put ADMIN_TOKEN/))
  })

  it('counts .dev.vars, the environment and the secrets the worker already holds', () => {
    const dir = clone('# local\nCOOKIE_SECRET="0123456789abcdef0123456789abcdef"\nexport SANDBOX_PAYMENTS=true\n')
    const { config, seen } = localSettings(dir, { ADMIN_TOKEN: 'from-the-environment-000000' })
    const ids = { ...config, d1_databases: [{ ...(config.d1_databases ?? [])[0], database_id: 'c0ffee00-1111-2222-3333-444455556666' }] }
    const kv = { ...ids, kv_namespaces: [{ binding: 'CACHE', id: '9f86d081884c7d659a2feaa0c55ad015' }] }
    expect(deployCheck(kv, seen).problems).toEqual([])
    expect(deployCheck(kv, seen).warnings.join('\n')).not.toContain('ADMIN_TOKEN')
    const withoutSecret = { ...seen, COOKIE_SECRET: undefined }
    expect(deployCheck(kv, withoutSecret).problems).toHaveLength(1)
    expect(deployCheck(kv, withoutSecret, ['COOKIE_SECRET']).problems).toEqual([])
  })

  it('refuses a short cookie secret and a secret written into [vars]', () => {
    const { config, seen } = localSettings(clone('COOKIE_SECRET=short\n'), {})
    const leaky = { ...config, vars: { ...config.vars, ADMIN_TOKEN: 'in-the-repo-000000000000000' } }
    const { problems } = deployCheck(leaky, { ...seen, ADMIN_TOKEN: 'in-the-repo-000000000000000' })
    expect(problems).toContainEqual(expect.stringMatching(/^COOKIE_SECRET has 5 characters, fewer than 32/))
    expect(problems).toContainEqual(expect.stringMatching(/^ADMIN_TOKEN is in wrangler.toml \[vars\].*secret put ADMIN_TOKEN/))
  })

  it('reads .dev.vars as wrangler does: comments, quotes and export', () => {
    expect(parseDevVars('# c\nA=1\nB = \'two words\'\nexport C="3"\n#D=4\n')).toEqual({ A: '1', B: 'two words', C: '3' })
  })

  it('exits 1 with the list before building anything', () => {
    const dir = clone()
    const result = spawnSync(process.execPath, [join(repo, 'scripts/deploy.mjs'), '--dry-run'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain('✗ D1 database DB')
    expect(result.stdout).toMatch(/4 things to set before deploying \(docs\/deploy\.md\)\.$/m)
  })
})
