import { isSafePublicUrl } from './url-check'

/**
 * Merchant custom CSS is untrusted. What survives: ordinary rules. What goes: anything
 * that could break out of the <style> element, load code or other stylesheets, or read
 * what a shopper types (attribute selectors on form fields send keystrokes out through
 * url() requests).
 */
export function sanitizeCustomCss(css: string): string {
  let out = css.replace(/\/\*[\s\S]*?\*\//g, '')
  out = out.replace(/[<>]/g, (ch) => (ch === '>' ? '>' : ''))
  out = out.replace(/<\/?style/gi, '')
  out = out.replace(/@import[^;]*;?/gi, '')
  out = out.replace(/@charset[^;]*;?/gi, '')
  out = out.replace(/@namespace[^;]*;?/gi, '')
  out = out.replace(/expression\s*\(/gi, 'invalid(')
  out = out.replace(/(-moz-binding|behavior)\s*:[^;}]*/gi, '')
  out = out.replace(/javascript\s*:/gi, '')
  out = out.replace(/\\/g, '') // escapes are how filters are dodged; merchants do not need them
  out = out.replace(/url\(\s*(['"]?)([^'")]*)\1\s*\)/gi, (_m, _q, href: string) =>
    isSafePublicUrl(href, { httpsOnly: true }) && /^https:\/\//i.test(href) ? `url("${href.replace(/"/g, '')}")` : 'none',
  )
  return dropRulesReadingInputs(out)
}

/** Removes whole rules whose selector matches form fields by their value or type. */
function dropRulesReadingInputs(css: string): string {
  return css.replace(/([^{}]*)\{([^{}]*)\}/g, (rule, selector: string) =>
    /\[\s*(value|name|type|placeholder|autocomplete|data-[\w-]+)\b/i.test(selector) || /\b(input|textarea|select|form)\b[^,{]*\[/i.test(selector)
      ? ''
      : rule,
  )
}
