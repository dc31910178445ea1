import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BREAKPOINTS } from '../../domain/constants'
import { CLIENT_DIR as CLIENT, cssFiles } from '../../tests/support/fixtures/stylesheets'

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
