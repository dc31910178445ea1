import { describe, expect, it } from 'vitest'
import { fontLinks } from './font-links'

describe('links for a theme’s remote font', () => {
  it('asks Google Fonts for font-display: swap and opens both of its origins early', () => {
    expect(fontLinks('https://fonts.googleapis.com/css2?family=Inter:wght@400;700')).toEqual({
      stylesheet: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;700&display=swap',
      preconnect: ['https://fonts.googleapis.com', 'https://fonts.gstatic.com'],
    })
  })

  it('keeps a display the theme chose', () => {
    expect(fontLinks('https://fonts.googleapis.com/css2?family=Inter&display=optional')?.stylesheet).toBe(
      'https://fonts.googleapis.com/css2?family=Inter&display=optional',
    )
  })

  it('preconnects to any other font host, and links nothing for no font or one not over https', () => {
    expect(fontLinks('https://use.typekit.net/abc.css')).toEqual({
      stylesheet: 'https://use.typekit.net/abc.css',
      preconnect: ['https://use.typekit.net'],
    })
    expect(fontLinks(null)).toBeNull()
    expect(fontLinks('http://fonts.example/x.css')).toBeNull()
    expect(fontLinks('not a url')).toBeNull()
  })
})
