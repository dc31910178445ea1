import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS } from '../../domain/constants'

const CLIENT = join(import.meta.dirname, '..')

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return cssFiles(path)
    return name.endsWith('.css') ? [path] : []
  })
}

describe('stylesheets', () => {
  it('break only at the spec breakpoints', () => {
    const allowed = new Set(Object.values(BREAKPOINTS).map(String))
    const strays: string[] = []
    for (const file of cssFiles(CLIENT)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)) {
        if (!allowed.has(match[1])) strays.push(`${file.slice(CLIENT.length)}: ${match[0]}`)
      }
    }
    expect(strays).toEqual([])
  })
})
