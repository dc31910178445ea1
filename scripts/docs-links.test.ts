import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const repo = join(import.meta.dirname, '..')
const pages = [
  'README.md',
  ...readdirSync(join(repo, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name)),
]

/** Every relative path a page names: markdown links, and paths in backticks that climb out (`../…`). */
function namedPaths(page: string): string[] {
  const text = readFileSync(join(repo, page), 'utf8')
  const links = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1]).filter((to) => !/^[a-z]+:/.test(to))
  const climbs = [...text.matchAll(/`(\.\.\/[^`\s]+)`/g)].map((match) => match[1])
  return [...links, ...climbs]
}

describe('the docs', () => {
  it.each(pages)('%s names only files inside the repository, and they exist', (page) => {
    for (const to of namedPaths(page)) {
      const target = join(repo, dirname(page), decodeURIComponent(to))
      expect(relative(repo, target).startsWith('..'), `${page} names ${to}, outside the repository`).toBe(false)
      expect(existsSync(target), `${page} links ${to}, which does not exist`).toBe(true)
    }
  })
})

describe('the README', () => {
  it('stays a front page of at most 150 lines: the detail lives in docs/', () => {
    const lines = readFileSync(join(repo, 'README.md'), 'utf8').trimEnd().split('\n')
    expect(lines.length).toBeLessThanOrEqual(150)
  })
})
