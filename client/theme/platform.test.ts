import { describe, expect, it } from 'vitest'
import { hostedHelpPages } from './platform'

describe('hostedHelpPages', () => {
  it('puts tracking and contact under the help centre, with or without its trailing slash', () => {
    const pages = {
      support: 'https://help.example.org/',
      track: 'https://help.example.org/track-order',
      contact: 'https://help.example.org/contact',
    }
    expect(hostedHelpPages('https://help.example.org')).toEqual(pages)
    expect(hostedHelpPages('https://help.example.org/')).toEqual(pages)
  })

  it('keeps a help centre that lives under a path', () => {
    expect(hostedHelpPages('https://example.org/help').track).toBe('https://example.org/help/track-order')
  })
})
