import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** The modules of a folder, its tests left out. */
const modulesIn = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => entry.name)

describe('the shape of the code (docs/architecture.md)', () => {
  it('keeps worker/lib to edge plumbing, at most 12 modules', () => {
    const modules = modulesIn('worker/lib')
    expect(modules.length, `worker/lib holds ${modules.join(', ')}`).toBeLessThanOrEqual(12)
  })
})
