import { describe, expect, it } from 'vitest'
import { defaultTheme } from '../../../domain/schemas/theme'
import { themeCssVariables, themeCustomCss } from './theme-style'

describe('themeCssVariables', () => {
  it('keeps legible theme text colours and replaces one that would fail contrast', () => {
    const theme = structuredClone(defaultTheme('Sunbeam'))
    theme.styles.button = { background: '#ff6b4a', text: '#ffffff', radius: 24 }
    theme.styles.header = { background: '#0f1426', text: '#f3ead3' }
    const css = themeCssVariables(theme)
    expect(css).toContain('--button-bg:#ff6b4a')
    expect(css).toContain('--button-text:#16161a')
    expect(css).toContain('--header-text:#f3ead3')
  })
})

describe('themeCustomCss', () => {
  it('sanitises against the image hosts it is given, whichever were asked for before with the same theme', async () => {
    const theme = structuredClone(defaultTheme('Sunbeam'))
    theme.styles.customCSS = '.hero{background-image:url(https://cdn.example/a.png)}'
    expect(await themeCustomCss(theme, [])).not.toContain('cdn.example')
    expect(await themeCustomCss(theme, ['cdn.example'])).toContain('https://cdn.example/a.png')
    expect(await themeCustomCss(theme, [])).not.toContain('cdn.example')
  })
})
