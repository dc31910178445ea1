import { isPrivateHost } from '../../../../worker/render/theme/url-check'

/**
 * Reads a rendered page the way a browser would before running anything, with workerd's
 * HTMLRewriter: every script and style element, every event-handler attribute, every URL
 * in an attribute. What a browser would execute is what the security tests assert on.
 */

export interface PageFacts {
  scripts: { attributes: Record<string, string>; text: string }[]
  styles: { attributes: Record<string, string>; text: string }[]
  /** Attributes named on* (onclick, onerror…), as `tag[name]`. */
  handlers: string[]
  /** URL-bearing attributes: [tag, attribute, value]. */
  urls: [string, string, string][]
  stylesheets: string[]
  /** The page's text content, entities decoded by the parser. */
  text: string
}

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formaction',
  'srcset',
  'poster',
  'data',
  'xlink:href',
  'background',
  'ping',
  'cite',
  'manifest',
  'content',
])

export async function inspectPage(html: string): Promise<PageFacts> {
  const facts: PageFacts = { scripts: [], styles: [], handlers: [], urls: [], stylesheets: [], text: '' }
  const rewriter = new HTMLRewriter()
    .on('*', {
      element(element) {
        for (const [name, value] of attributesOf(element)) {
          if (/^on/i.test(name)) facts.handlers.push(`${element.tagName}[${name}]`)
          if (URL_ATTRIBUTES.has(name.toLowerCase()) && !(name === 'content' && element.tagName !== 'meta'))
            facts.urls.push([element.tagName, name, value])
        }
        if (element.tagName === 'link' && element.getAttribute('rel') === 'stylesheet')
          facts.stylesheets.push(element.getAttribute('href') ?? '')
      },
      text(chunk) {
        facts.text += chunk.text
      },
    })
    .on('script', {
      element(element) {
        facts.scripts.push({ attributes: Object.fromEntries(attributesOf(element)), text: '' })
      },
      text(chunk) {
        const last = facts.scripts[facts.scripts.length - 1]
        if (last) last.text += chunk.text
      },
    })
    .on('style', {
      element(element) {
        facts.styles.push({ attributes: Object.fromEntries(attributesOf(element)), text: '' })
      },
      text(chunk) {
        const last = facts.styles[facts.styles.length - 1]
        if (last) last.text += chunk.text
      },
    })
  await rewriter.transform(new Response(html, { headers: { 'content-type': 'text/html' } })).text()
  return facts
}

/** A URL a browser would run as script, however it is spelled. */
export function isScriptUrl(value: string): boolean {
  // Browsers drop ASCII whitespace and control characters before reading the scheme.
  const compact = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase()
  return /^(javascript|vbscript|livescript):/.test(compact) || /^data:(text\/html|application\/xhtml|image\/svg)/.test(compact)
}

/** The host a URL attribute points at, when it is an absolute http(s) URL. */
export function hostOf(value: string): string | null {
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname : null
  } catch {
    return null
  }
}

export function pointsAtPrivateHost(value: string): boolean {
  const host = hostOf(value)
  return host !== null && isPrivateHost(host)
}

/** The nonce a Content-Security-Policy allows scripts with. */
export function cspNonce(csp: string): string | null {
  return /script-src[^;]*'nonce-([^']+)'/.exec(csp)?.[1] ?? null
}

/** HTMLRewriter's attributes; with the DOM library loaded too, TypeScript reads its Element as the DOM's. */
function attributesOf(element: unknown): Iterable<[string, string]> {
  return (element as { attributes: Iterable<[string, string]> }).attributes
}
