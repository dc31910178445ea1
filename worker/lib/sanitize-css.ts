import { isSafePublicUrl } from './url-check'

/** Options for sanitising a store's custom CSS. */
export interface CustomCssOptions {
  /**
   * Hosts url() may name (the store's own image hosts). Without it any public https host
   * is allowed; paths on the store's own site always are.
   */
  imageHosts?: readonly string[]
}

const SAFE_URL = '\u0000'

/**
 * Merchant custom CSS is untrusted. What survives: ordinary rules. What goes: anything
 * that could break out of the <style> element, load code or other stylesheets, or read
 * what a shopper types (attribute selectors on form fields, and fonts with a
 * unicode-range, send what is typed out through url() requests).
 */
export function sanitizeCustomCss(css: string, options: CustomCssOptions = {}): string {
  let out = css.replace(/\u0000/g, '')
  out = out.replace(/\/\*[\s\S]*?\*\//g, '')
  // Escapes are how filters are dodged (`@\import`, `u\72l(`); merchants do not need them.
  // They go first so that no rule below can be spelled past.
  out = out.replace(/\\/g, '')
  out = out.replace(/[<>]/g, (ch) => (ch === '>' ? '>' : ''))
  out = out.replace(/@import[^;]*;?/gi, '')
  out = out.replace(/@charset[^;]*;?/gi, '')
  out = out.replace(/@namespace[^;]*;?/gi, '')
  out = out.replace(/@font-face\s*\{[^}]*\}?/gi, '')
  out = out.replace(/expression\s*\(/gi, 'invalid(')
  // Functions that take a URL as a plain string.
  out = out.replace(/(-webkit-)?image-set\s*\(|\bsrc\s*\(/gi, 'invalid(')
  out = out.replace(/(-moz-binding|behavior)\s*:[^;}]*/gi, '')
  out = out.replace(/javascript\s*:/gi, '')
  const kept: string[] = []
  out = out.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_m, _q, href: string) => {
    if (!allowedUrl(href.trim(), options)) return 'none'
    kept.push(href.trim().replace(/"/g, ''))
    return `${SAFE_URL}${kept.length - 1}${SAFE_URL}`
  })
  // Whatever url( is left could not be read cleanly (a quote or bracket inside): no load.
  out = out.replace(/url\s*\(/gi, 'invalid(')
  out = out.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => `url("${kept[Number(index)]}")`)
  return dropRulesReadingInputs(out)
}

function allowedUrl(href: string, { imageHosts }: CustomCssOptions): boolean {
  if (/^\/(?![/])/.test(href)) return true
  if (!/^https:\/\//i.test(href) || !isSafePublicUrl(href, { httpsOnly: true })) return false
  if (!imageHosts) return true
  return imageHosts.includes(new URL(href).hostname)
}

/** A selector naming form-field attributes, with or without a namespace (`[*|value`). */
const FIELD_ATTRIBUTE = /\[\s*(?:[\w*-]*\|)?\s*(value|name|type|placeholder|autocomplete|data-[\w-]+)\b/i

/**
 * Removes whole rules whose selector matches form fields by their value or type, nested
 * rules included: a rule nested inside one that reads a field goes with it.
 */
function dropRulesReadingInputs(css: string): string {
  let out = ''
  let at = 0
  while (at < css.length) {
    const open = css.indexOf('{', at)
    const close = css.indexOf('}', at)
    if (open === -1 || (close !== -1 && close < open)) {
      const end = close === -1 ? css.length : close + 1
      out += css.slice(at, end)
      at = end
      continue
    }
    const before = css.slice(at, open)
    const cut = before.lastIndexOf(';') + 1
    const selector = before.slice(cut)
    if (FIELD_ATTRIBUTE.test(selector) || /\b(input|textarea|select|form)\b[^,{]*\[/i.test(selector)) {
      out += before.slice(0, cut)
      at = endOfBlock(css, open)
    } else {
      out += css.slice(at, open + 1)
      at = open + 1
    }
  }
  return out
}

/** The index after the brace that closes the block opened at `open` (the end if none does). */
function endOfBlock(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth += 1
    else if (css[i] === '}') {
      depth -= 1
      if (depth === 0) return i + 1
    }
  }
  return css.length
}
