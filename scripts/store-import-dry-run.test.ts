import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mugStoreFile, type SizeInput } from '../tests/support/factories/mug-store'

/** `npm run store:import -- file --dry-run` on a store file written as a creator would. */
function dryRun(size: Record<string, unknown>, env: Record<string, string> = {}) {
  const file = join(mkdtempSync(join(tmpdir(), 'store-import-')), 'mugs.json')
  const store = mugStoreFile({
    sizes: [{ label: '11oz', ...size } as SizeInput],
    images: [{ url: 'https://photos.example.net/mug.jpg' }],
  })
  // Written by hand, as a creator types it: 18.0 is not what JSON.stringify would write.
  writeFileSync(file, JSON.stringify(store).replace('"price":"18.0"', '"price":18.0'))
  const run = spawnSync(process.execPath, ['scripts/store-import.mjs', file, '--dry-run'], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', IMAGE_HOSTS: '', ...env },
  })
  return { status: run.status, out: run.stdout, err: run.stderr }
}

describe('store:import --dry-run', () => {
  it('refuses a price written as 18.0 instead of selling the mug for 18 cents', () => {
    const { status, err } = dryRun({ price: '18.0' })
    expect(status).toBe(1)
    expect(err).toContain(
      'listings[0].products[0].sizes[0].price: 18 is ambiguous: write price: "18.00" for $18.00, or priceCents: 18 for 18 cents',
    )
  })

  it('prints what would be live and warns of cents that look like dollars and a blocked image host', () => {
    const { status, out } = dryRun({ priceCents: 18 }, { IMAGE_HOSTS: 'images.example.com' })
    expect(status).toBe(0)
    expect(out).toContain('Nothing was written; this is what would be live:')
    expect(out).toContain('Store: Mug House (mugs), gate off: open to everyone')
    expect(out).toMatch(/^The Mug +Ceramic Mug +\$0\.18 +photos\.example\.net \(blocked\)$/m)
    expect(out).toContain('! An amount is under $1.00: listings[0].products[0].sizes[0] (The Mug, 11oz) $0.18.')
    expect(out).toContain('! An image on photos.example.net will not show')
    expect(out).toContain('IMAGE_HOSTS = "images.example.com,photos.example.net"')
  })
})
