import { describe, expect, it } from 'vitest'
import { fontLinks, fontOrigins, fontServiceOf } from './font-links'

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

  it('serves a font service on the allow-list from one origin', () => {
    expect(fontLinks('https://fonts.bunny.net/css?family=inter:400')).toEqual({
      stylesheet: 'https://fonts.bunny.net/css?family=inter:400&display=swap',
      preconnect: ['https://fonts.bunny.net'],
    })
  })

  it('links nothing from a host off the allow-list, nor for no font or one not over https', () => {
    for (const url of [
      'https://use.typekit.net/abc.css',
      'https://evil.example/fonts.css',
      'https://fonts.googleapis.com.evil.example/css2?family=Inter',
      'https://fonts.googleapis.com:8443/css2?family=Inter',
      'https://user@fonts.googleapis.com/css2?family=Inter',
      'http://fonts.googleapis.com/css2?family=Inter',
      'not a url',
      null,
    ]) {
      expect(fontLinks(url)).toBeNull()
      expect(fontServiceOf(url)).toBeNull()
    }
  })

  it('names only the service’s own origins for the CSP', () => {
    expect(fontOrigins('https://fonts.googleapis.com/css2?family=Inter')).toEqual({
      style: ['https://fonts.googleapis.com'],
      font: ['https://fonts.gstatic.com'],
    })
    expect(fontOrigins('https://evil.example/fonts.css')).toEqual({ style: [], font: [] })
  })
})
