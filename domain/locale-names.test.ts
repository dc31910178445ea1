import { describe, expect, it } from 'vitest'
import { LOCALES } from './constants'
import { localeName } from './locale-names'

describe('locale names', () => {
  it('names each language in itself, as a language picker does', () => {
    expect(LOCALES.map(localeName)).toEqual([
      'English (United States)',
      'Deutsch',
      'Nederlands',
      'Français',
      'Italiano',
      'Español',
      'Português (Brasil)',
      'English (United Kingdom)',
    ])
  })

  it('tells the two Englishes apart', () => {
    expect(localeName('en')).not.toBe(localeName('en-GB'))
  })
})
