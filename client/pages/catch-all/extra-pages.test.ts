import { describe, expect, it } from 'vitest'
import { Theme } from '../../../domain/schemas/theme'
import { resolveExtraPage } from './extra-pages'

const theme = Theme.parse({
  meta: { storeName: 'Moonlit' },
  content: {
    extraPages: [
      { path: '/size-guide', title: 'Size guide', blocks: [{ type: 'paragraph', text: 'Measure a shirt you love.' }] },
      { path: '/care/washing', title: 'Washing', blocks: [] },
    ],
  },
})

describe('resolveExtraPage', () => {
  it('finds a theme page by its path, nested ones too', () => {
    expect(resolveExtraPage(theme, '/size-guide')?.title).toBe('Size guide')
    expect(resolveExtraPage(theme, '/care/washing')?.title).toBe('Washing')
  })

  it('ignores a trailing slash, letter case and the query', () => {
    expect(resolveExtraPage(theme, '/Size-Guide/?from=menu')?.title).toBe('Size guide')
    expect(resolveExtraPage(theme, 'size-guide')?.title).toBe('Size guide')
  })

  it('answers null for any other path', () => {
    expect(resolveExtraPage(theme, '/size')).toBeNull()
    expect(resolveExtraPage(theme, '/care')).toBeNull()
    expect(resolveExtraPage(Theme.parse({ meta: { storeName: 'Plain' } }), '/size-guide')).toBeNull()
  })
})
