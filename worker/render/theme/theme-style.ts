import { legibleOn } from '../../../domain/contrast'
import type { Theme } from '../../../domain/schemas/theme'

const FONT_NAME = /^[\w\s,'"-]{1,120}$/

function fontStack(name: string, fallback: string): string {
  if (!FONT_NAME.test(name) || name === 'system-ui') return fallback
  const family = name.replace(/["]/g, "'")
  return `${family}, ${fallback}`
}

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** Each theme object's CSS, made once: the lookup memo hands every page of a store the same object. */
const variablesByTheme = new WeakMap<Theme, string>()
const customCssByTheme = new WeakMap<Theme, { hosts: string; css: string }>()

/**
 * The theme's look as CSS custom properties on :root, rendered into the server's HTML so
 * the first paint already wears the store's colours (no flash of the default theme).
 * Theme colours are validated hex by the schema; fonts are checked here.
 */
export function themeCssVariables(theme: Theme): string {
  let css = variablesByTheme.get(theme)
  if (css === undefined) {
    css = cssVariables(theme)
    variablesByTheme.set(theme, css)
  }
  return css
}

function cssVariables(theme: Theme): string {
  const { styles } = theme
  const vars: Record<string, string> = {
    '--color-primary': styles.primaryColor,
    '--header-bg': styles.header.background,
    // Text colours are kept legible on their backgrounds (WCAG AA), whatever the theme says.
    '--header-text': legibleOn(styles.header.background, styles.header.text),
    '--hero-bg': styles.heroBanner.background,
    '--hero-text': legibleOn(styles.heroBanner.background, styles.heroBanner.text),
    '--footer-bg': styles.footer.background,
    '--footer-text': legibleOn(styles.footer.background, styles.footer.text),
    '--button-bg': styles.button.background,
    '--button-text': legibleOn(styles.button.background, styles.button.text),
    '--button-radius': `${styles.button.radius}px`,
    '--font-heading': fontStack(styles.typography.headingFont, SYSTEM),
    '--font-body': fontStack(styles.typography.bodyFont, SYSTEM),
  }
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `:root{${body}}`
}

/**
 * Merchant CSS, sanitised, loading images only from this site and the platform's image CDN
 * (IMAGE_HOSTS): not from the theme's own image hosts, which the merchant chooses. Never
 * used on checkout and payment pages.
 */
export async function themeCustomCss(theme: Theme, cdnHosts: readonly string[] = []): Promise<string> {
  if (theme.styles.customCSS.trim() === '') return ''
  const hosts = cdnHosts.join(' ')
  const known = customCssByTheme.get(theme)
  if (known?.hosts === hosts) return known.css
  // The CSS parser (css-tree) loads with the first theme that has CSS of its own, not at start-up.
  const { sanitizeCustomCss } = await import('./sanitize-css')
  const css = sanitizeCustomCss(theme.styles.customCSS, { imageHosts: cdnHosts })
  customCssByTheme.set(theme, { hosts, css })
  return css
}
