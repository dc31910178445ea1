import type { Atrule, CssNode, Declaration, PseudoClassSelector, Rule, Selector, SelectorList } from 'css-tree'
import generate from 'css-tree/generator'
import { ident, List } from 'css-tree/utils'
import { BoundedMap } from '../../../domain/bounded-map'
import { parseAlone } from './css-parse'
import { isSafePublicUrl } from './url-check'

/** Options for sanitising a store's custom CSS. */
export interface CustomCssOptions {
  /**
   * Hosts url() may name (the store's own image hosts). Without it any public https host
   * is allowed; paths on the store's own site always are.
   */
  imageHosts?: readonly string[]
}

/**
 * Merchant custom CSS is untrusted. It is parsed (css-tree) and written out again from the
 * tree, keeping only what is on the allow-lists below: ordinary style rules (nested ones
 * too), @media, @supports, @container, @layer, @keyframes and @page. Everything else goes:
 * other at-rules (@import, @font-face, …), rules whose selectors could read what a shopper
 * types, declarations that load from anywhere but the store's image hosts or its own paths,
 * and whatever the parser could not read. No comment or escape survives in a way that could
 * hide a name, and nothing can end the <style> element. Never throws: CSS it cannot handle
 * is left out.
 */
export function sanitizeCustomCss(css: string, options: CustomCssOptions = {}): string {
  // Every page of a store renders the same CSS: reading 20 KB of it costs a few ms of CPU.
  const key = `${options.imageHosts?.join(' ') ?? '*'}\n${css}`
  const cached = recent.get(key)
  if (cached !== undefined) return cached
  const sanitized = sanitize(css, options)
  recent.set(key, sanitized)
  return sanitized
}

/** The last few sheets sanitised in this isolate (a handful of stores), oldest first. */
const recent = new BoundedMap<string, string>(32)

function sanitize(css: string, options: CustomCssOptions): string {
  try {
    const sheet = parseCss(css, 'stylesheet')
    if (sheet.type !== 'StyleSheet') return ''
    const root: Context = { scope: 'sheet', parentNamesField: false, depth: 0, source: css, reparsed: false, options }
    sheet.children = new List<CssNode>().fromArray(sanitizeChildren(sheet.children.toArray(), root))
    writeQuotedValuesSafely(sheet)
    const out = generate(sheet)
    // Strings and URLs are written with `<` escaped, so this cannot happen; if it ever did,
    // no merchant CSS is better than CSS that ends the <style> element.
    return /<\//.test(out) ? '' : out
  } catch {
    // Past the parser's recovery (nesting deeper than the stack, say): keep nothing.
    return ''
  }
}

/** Where a block sits decides what it may hold. */
type Scope = 'sheet' | 'style' | 'keyframes' | 'declarations'

interface Context {
  scope: Scope
  /** Whether `&` here stands for a selector that names a form field. */
  parentNamesField: boolean
  depth: number
  /** The text this block's nodes were parsed from: their `loc` offsets point into it. */
  source: string
  /** The nodes come from reading an unparsed fragment again: what is still unreadable goes. */
  reparsed: boolean
  options: CustomCssOptions
}

/** Deeper blocks are dropped: no merchant needs them, and each level may be read twice. */
const MAX_DEPTH = 16

function parseCss(text: string, context: 'stylesheet' | 'declarationList'): CssNode {
  return parseAlone(text, { context, positions: true, parseCustomProperty: true })
}

function sanitizeChildren(nodes: CssNode[], ctx: Context): CssNode[] {
  const kept: CssNode[] = []
  for (const node of nodes) {
    if (node.type === 'Rule') {
      const rule = ctx.scope === 'declarations' ? null : sanitizeRule(node, ctx)
      if (rule) kept.push(rule)
    } else if (node.type === 'Atrule') {
      const atrule = sanitizeAtrule(node, ctx)
      if (atrule) kept.push(atrule)
    } else if (node.type === 'Declaration' && (ctx.scope === 'style' || ctx.scope === 'declarations')) {
      if (declarationIsSafe(node, ctx.options)) kept.push(node)
      else if (ctx.scope === 'style') kept.push(...sanitizeNested(nestedRuleReadAsDeclaration(node, ctx), ctx))
    } else if (node.type === 'Raw' && ctx.scope === 'style') {
      kept.push(...sanitizeNested(node.value, ctx))
    }
  }
  return kept
}

/** Unparsed text inside a style rule, read again as the browser would: nested rules and declarations. */
function sanitizeNested(text: string | null, ctx: Context): CssNode[] {
  if (text === null || ctx.reparsed || ctx.depth >= MAX_DEPTH) return []
  return sanitizeChildren(nestedItems(text), { ...ctx, source: text, reparsed: true })
}

/**
 * css-tree reads a style block's items as declarations unless they start with `&` or `@`,
 * so a nested `.title { … }` arrives as unparsed text. The browser reads it as a rule; so
 * do we, by parsing the text again as rules, and what is left over as declarations.
 */
function nestedItems(text: string): CssNode[] {
  const sheet = parseCss(text, 'stylesheet')
  if (sheet.type !== 'StyleSheet') return []
  return sheet.children.toArray().flatMap((node) => {
    if (node.type !== 'Raw') return [node]
    const rest = parseCss(node.value, 'declarationList')
    return rest.type === 'DeclarationList' ? rest.children.toArray() : []
  })
}

/** `a:hover { … }` nested without `&` parses as a declaration `a` whose value holds a block. */
function nestedRuleReadAsDeclaration(declaration: Declaration, ctx: Context): string | null {
  const { value, loc, property } = declaration
  if (value.type !== 'Raw' || !value.value.includes('{') || !loc || property.startsWith('--')) return null
  return ctx.source.slice(loc.start.offset, loc.end.offset)
}

function sanitizeRule(rule: Rule, ctx: Context): Rule | null {
  if (ctx.depth >= MAX_DEPTH || rule.prelude.type !== 'SelectorList') return null
  const inner = { ...ctx, depth: ctx.depth + 1, reparsed: false }
  if (ctx.scope === 'keyframes') {
    return isKeyframeSelector(rule.prelude) ? withSanitizedBlock(rule, { ...inner, scope: 'declarations' }) : null
  }
  if (!selectorListIsSafe(rule.prelude, ctx.parentNamesField)) return null
  const parentNamesField = ctx.parentNamesField || namesFormField(rule.prelude, ctx.parentNamesField)
  return withSanitizedBlock(rule, { ...inner, scope: 'style', parentNamesField })
}

/**
 * At-rules are allowed by their name as written: an escaped name (`@\69mport`) is never on
 * the list, whatever it decodes to.
 */
function sanitizeAtrule(atrule: Atrule, ctx: Context): Atrule | null {
  if (ctx.depth >= MAX_DEPTH) return null
  if (atrule.prelude && !preludeIsSafe(atrule.prelude, ctx.options)) return null
  const inner = { ...ctx, depth: ctx.depth + 1, reparsed: false }
  const inSheetOrRule = ctx.scope === 'sheet' || ctx.scope === 'style'
  switch (atrule.name.toLowerCase()) {
    case 'media':
    case 'supports':
    case 'container':
      return inSheetOrRule ? withSanitizedBlock(atrule, inner) : null
    case 'layer':
      // `@layer base, theme;` only orders layers.
      if (!inSheetOrRule) return null
      return atrule.block ? withSanitizedBlock(atrule, inner) : atrule.prelude ? atrule : null
    case 'keyframes':
      return ctx.scope === 'sheet' ? withSanitizedBlock(atrule, { ...inner, scope: 'keyframes' }) : null
    case 'page':
      return ctx.scope === 'sheet' ? withSanitizedBlock(atrule, { ...inner, scope: 'declarations' }) : null
    default:
      return null
  }
}

function withSanitizedBlock<T extends Rule | Atrule>(node: T, ctx: Context): T | null {
  if (!node.block) return null
  const children = sanitizeChildren(node.block.children.toArray(), ctx)
  if (children.length === 0) return null
  node.block.children = new List<CssNode>().fromArray(children)
  return node
}

// ---------------------------------------------------------------------------------------
// Selectors

/** Elements whose attributes can carry what a shopper types or picks. */
const FORM_FIELDS = new Set(['input', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'button', 'form', 'output'])

/**
 * Attributes a selector may test. Not on the list: `value` (React mirrors a controlled
 * field's text into it), the fields' own attributes (`name`, `type`, `placeholder`, …) and
 * anything unknown. `aria-*` and `data-*` are the usual styling hooks, less the two that
 * carry a widget's current value, and `data-value`.
 */
const SELECTOR_ATTRIBUTES = new Set([
  'alt',
  'class',
  'colspan',
  'datetime',
  'dir',
  'disabled',
  'download',
  'height',
  'hidden',
  'href',
  'hreflang',
  'id',
  'lang',
  'loading',
  'open',
  'rel',
  'reversed',
  'role',
  'rowspan',
  'src',
  'start',
  'tabindex',
  'target',
  'title',
  'width',
])
const VALUE_ATTRIBUTES = new Set(['aria-valuenow', 'aria-valuetext', 'data-value'])

/** States that change as a shopper types into a field (empty, valid, autofilled, …). */
const TYPED_TEXT_STATES = new Set([
  'autofill',
  '-webkit-autofill',
  'blank',
  'in-range',
  'out-of-range',
  'invalid',
  'valid',
  'user-invalid',
  'user-valid',
  '-moz-ui-invalid',
  '-moz-ui-valid',
  'placeholder-shown',
  '-moz-placeholder-shown',
  '-moz-placeholder',
  '-ms-input-placeholder',
])

/** A name as the browser reads it: escapes decoded, namespace prefix (`*|`, `svg|`) dropped, lower case. */
function localName(raw: string): string {
  const name = ident.decode(raw)
  return name.slice(name.lastIndexOf('|') + 1).toLowerCase()
}

function selectorListIsSafe(list: SelectorList, parentNamesField: boolean): boolean {
  return list.children.toArray().every((node) => node.type === 'Selector' && selectorIsSafe(node, parentNamesField))
}

/**
 * A selector is safe when no part of it (pseudo-class arguments included) tests a
 * forbidden attribute or a typed-text state, no compound tests attributes of a form field,
 * and no :has() looks for form fields.
 */
function selectorIsSafe(selector: Selector, parentNamesField: boolean): boolean {
  let field = false
  let attribute = false
  for (const node of selector.children.toArray()) {
    switch (node.type) {
      case 'Combinator':
        if (field && attribute) return false
        field = false
        attribute = false
        break
      case 'TypeSelector':
        if (FORM_FIELDS.has(localName(node.name))) field = true
        break
      case 'NestingSelector':
        if (parentNamesField) field = true
        break
      case 'ClassSelector':
      case 'IdSelector':
        break
      case 'AttributeSelector': {
        const name = localName(node.name.name)
        const styling = /^(aria|data)-/.test(name) && !VALUE_ATTRIBUTES.has(name)
        if (!styling && !SELECTOR_ATTRIBUTES.has(name)) return false
        attribute = true
        break
      }
      case 'PseudoClassSelector': {
        const reach = pseudoClassReach(node, parentNamesField)
        if (reach === 'unsafe') return false
        if (reach === 'field') field = true
        break
      }
      case 'PseudoElementSelector':
        // ::before, ::placeholder, …; functional ones (::part(), ::slotted()) are not needed.
        if (node.children) return false
        break
      default:
        return false
    }
  }
  return !(field && attribute)
}

/** Whether a pseudo-class is unsafe, may match a form field (`:is(input)`), or neither. */
function pseudoClassReach(node: PseudoClassSelector, parentNamesField: boolean): 'unsafe' | 'field' | 'none' {
  const name = localName(node.name)
  if (TYPED_TEXT_STATES.has(name)) return 'unsafe'
  let reach: 'field' | 'none' = 'none'
  for (const argument of node.children?.toArray() ?? []) {
    // :lang(en), :dir(rtl), :nth-child(2n+1)
    if (argument.type === 'Identifier' || argument.type === 'String' || argument.type === 'AnPlusB') continue
    // :nth-child(2n of .x)
    const selectors = argument.type === 'Nth' ? argument.selector : argument
    if (selectors === null) continue
    const safe =
      selectors.type === 'SelectorList'
        ? selectorListIsSafe(selectors, parentNamesField)
        : selectors.type === 'Selector' && selectorIsSafe(selectors, parentNamesField)
    if (!safe) return 'unsafe'
    if (namesFormField(selectors, parentNamesField)) {
      if (name === 'has') return 'unsafe'
      reach = 'field'
    }
  }
  return reach
}

function namesFormField(node: CssNode, parentNamesField: boolean): boolean {
  if (node.type === 'TypeSelector' && FORM_FIELDS.has(localName(node.name))) return true
  if (node.type === 'NestingSelector' && parentNamesField) return true
  return childNodes(node).some((child) => namesFormField(child, parentNamesField))
}

function isKeyframeSelector(list: SelectorList): boolean {
  return list.children.toArray().every((selector) => {
    const parts = selector.type === 'Selector' ? selector.children.toArray() : []
    if (parts.length !== 1) return false
    const [part] = parts
    return part.type === 'Percentage' || (part.type === 'TypeSelector' && /^(from|to)$/i.test(part.name))
  })
}

// ---------------------------------------------------------------------------------------
// Declarations and values

/** Properties that load code (old IE, old Firefox), however they are spelled or hacked. */
const CODE_PROPERTIES = new Set(['behavior', '-ms-behavior', '-moz-binding'])

/**
 * Functions a value may call. Missing on purpose: everything that loads by a string
 * (image-set(), -webkit-image-set(), image(), src(), cross-fade(), element(), paint()),
 * expression(), and url() spelled as a plain function (`u\72l(`), which only an escape makes.
 */
const VALUE_FUNCTIONS = new Set([
  // colours
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  // maths and references
  'calc',
  'min',
  'max',
  'clamp',
  'round',
  'mod',
  'rem',
  'abs',
  'sign',
  'sin',
  'cos',
  'tan',
  'asin',
  'acos',
  'atan',
  'atan2',
  'pow',
  'sqrt',
  'hypot',
  'log',
  'exp',
  'var',
  'env',
  // gradients
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  '-webkit-linear-gradient',
  '-webkit-radial-gradient',
  // transforms
  'matrix',
  'matrix3d',
  'translate',
  'translatex',
  'translatey',
  'translatez',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'scalez',
  'scale3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'skew',
  'skewx',
  'skewy',
  'perspective',
  // filters
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  // timing, grid, shapes, generated content
  'cubic-bezier',
  'steps',
  'linear',
  'repeat',
  'minmax',
  'fit-content',
  'inset',
  'circle',
  'ellipse',
  'polygon',
  'rect',
  'xywh',
  'counter',
  'counters',
  'scroll',
  'view',
])

/** Node types a declaration's value may hold; functions and url()s are checked on their own. */
const VALUE_NODES = new Set([
  'Value',
  'Identifier',
  'Number',
  'Dimension',
  'Percentage',
  'Hash',
  'String',
  'Operator',
  'Parentheses',
  'Brackets',
  'Ratio',
  'UnicodeRange',
])

function declarationIsSafe(declaration: Declaration, options: CustomCssOptions): boolean {
  const property = ident.decode(declaration.property).toLowerCase().replace(/^[*_]/, '')
  if (CODE_PROPERTIES.has(property) || typeof declaration.important === 'string') return false
  // attr() shows an attribute as text; anywhere else it could become a length, colour or URL.
  return declaration.value.type === 'Value' && valueIsSafe(declaration.value, property === 'content', options)
}

function valueIsSafe(node: CssNode, allowAttr: boolean, options: CustomCssOptions): boolean {
  if (node.type === 'Url') {
    const href = allowedImageUrl(node.value, options)
    if (href === null) return false
    node.value = href
    return true
  }
  if (node.type === 'Function') {
    const name = ident.decode(node.name).toLowerCase()
    if (!VALUE_FUNCTIONS.has(name) && !(allowAttr && name === 'attr')) return false
  } else if (!VALUE_NODES.has(node.type)) {
    return false
  }
  return childNodes(node).every((child) => valueIsSafe(child, allowAttr, options))
}

/** Node types an at-rule's prelude may hold (media queries, @supports and @container conditions, layer and keyframes names). */
const PRELUDE_NODES = new Set([
  'AtrulePrelude',
  'MediaQueryList',
  'MediaQuery',
  'Condition',
  'Feature',
  'FeatureRange',
  'FeatureFunction',
  'SupportsDeclaration',
  'LayerList',
  'Layer',
  'Identifier',
  'String',
  'Number',
  'Dimension',
  'Percentage',
  'Ratio',
  'Operator',
  'Parentheses',
])

function preludeIsSafe(node: CssNode, options: CustomCssOptions): boolean {
  switch (node.type) {
    case 'Declaration': // @supports (display: grid), @container style(--x: 1)
      return declarationIsSafe(node, options)
    case 'Selector': // @supports selector(…)
      return selectorIsSafe(node, false)
    case 'SelectorList': // @page :first
      return selectorListIsSafe(node, false)
    case 'Function':
      if (!VALUE_FUNCTIONS.has(ident.decode(node.name).toLowerCase())) return false
      break
    default:
      if (!PRELUDE_NODES.has(node.type)) return false
  }
  return childNodes(node).every((child) => preludeIsSafe(child, options))
}

// ---------------------------------------------------------------------------------------
// URLs

const SAME_SITE = new URL('https://same-site.invalid/')

/**
 * The URL to write for an image reference, or null when it may not load: a path on the
 * store's own site (`/mockups/a.svg`, never `//host` or `/\host`), or an https URL on a
 * public host, one of the store's image hosts when they are given.
 */
function allowedImageUrl(href: string, { imageHosts }: CustomCssOptions): string | null {
  let url: URL
  try {
    url = new URL(href, SAME_SITE)
  } catch {
    return null
  }
  if (href.startsWith('/')) return url.origin === SAME_SITE.origin ? href : null
  if (!/^https:\/\//i.test(href) || !isSafePublicUrl(url.href, { httpsOnly: true })) return null
  if (imageHosts && !imageHosts.includes(url.hostname)) return null
  return url.href
}

// ---------------------------------------------------------------------------------------
// Writing out

/**
 * Strings and URLs are written quoted, with quotes, backslashes, control characters and
 * `<` `>` as hex escapes, so that `</style>` inside one stays CSS text.
 */
function writeQuotedValuesSafely(node: CssNode): void {
  if (node.type === 'String') Object.assign(node, { type: 'Raw', value: quoted(node.value) })
  else if (node.type === 'Url') Object.assign(node, { type: 'Raw', value: `url(${quoted(node.value)})` })
  else for (const child of childNodes(node)) writeQuotedValuesSafely(child)
}

function quoted(text: string): string {
  let out = '"'
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0
    if (code === 0) out += '\uFFFD'
    else if (code < 0x20 || code === 0x7f || ch === '"' || ch === '\\' || ch === '<' || ch === '>') out += `\\${code.toString(16)} `
    else out += ch
  }
  return `${out}"`
}

/** Every node directly inside `node`, whatever field holds it. */
function childNodes(node: CssNode): CssNode[] {
  const children: CssNode[] = []
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc' || value === null || typeof value !== 'object') continue
    if (value instanceof List) children.push(...(value.toArray() as CssNode[]))
    else if (typeof (value as { type?: unknown }).type === 'string') children.push(value as CssNode)
  }
  return children
}
