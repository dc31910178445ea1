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
      // Every width in a media query's condition, whatever its form: (min-width: 768px), (width < 1024px)…
      for (const query of readFileSync(file, 'utf8').matchAll(/@media([^{]*)\{/g)) {
        for (const width of query[1].matchAll(/(\d+(?:\.\d+)?)(px|em|rem)/g)) {
          if (width[2] !== 'px' || !allowed.has(width[1])) strays.push(`${file.slice(CLIENT.length)}: @media${query[1].trimEnd()}`)
        }
      }
    }
    expect(strays).toEqual([])
  })
})
