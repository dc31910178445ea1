import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../domain/constants'
import { localeName } from '../../domain/locale-names'

// Claim: workerd's ICU names the languages as the browser and Node do, so the worker's
// localization answer and the page's built-in choices agree (domain/locale-names.ts).
describe('locale names inside workerd', () => {
  it('names each language in itself', () => {
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
})
