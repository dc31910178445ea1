import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { build, type Plugin, type Rolldown } from 'vite'
import { noPreloadHelper } from './vite-no-preload-helper.mjs'

const root = mkdtempSync(join(tmpdir(), 'no-preload-helper-'))
writeFileSync(join(root, 'entry.js'), "document.body.onclick = () => import('./later.js').then((module) => console.log(module.answer))\n")
writeFileSync(join(root, 'later.js'), 'export const answer = 42\n')
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The entry chunk Vite builds for the client, with `plugins`, as the storefront's build sets it. */
async function entryCode(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins,
    build: { write: false, modulePreload: false, minify: false, rollupOptions: { input: join(root, 'entry.js') } },
  })) as Rolldown.RolldownOutput
  const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry)
  return entry?.type === 'chunk' ? entry.code : ''
}

describe('the build without the preload helper', () => {
  it('Vite alone bundles its helper into the entry although modulePreload is off', async () => {
    const code = await entryCode([])
    expect(code).toContain('vite:preloadError')
    expect(code).toContain('modulepreload')
  })

  it('with the plugin the entry only imports the chunk: no preload links, no preload error event', async () => {
    const code = await entryCode([noPreloadHelper()])
    expect(code).not.toContain('vite:preloadError')
    expect(code).not.toContain('modulepreload')
    expect(code).toMatch(/import\(["'`]\.\/later-[\w-]+\.js["'`]\)/)
  })
})
