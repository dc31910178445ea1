/**
 * The same-origin scripts and stylesheets a server-rendered page links: module scripts,
 * module preloads, the scripts a store page's boot script asks for once its first screen
 * is painted (`data-entry`, `data-modules`; worker/render/boot-after-paint.ts) and
 * stylesheets, as paths without the leading slash.
 */
export function linkedAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null
  const local = (href: string | null) => (href?.startsWith('/') && !href.startsWith('//') ? href.slice(1).split(/[?#]/)[0] : null)
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel')
    const href = local(attr(tag, 'href'))
    if (!href) continue
    if (rel === 'modulepreload') js.add(href)
    else if (rel === 'stylesheet') css.add(href)
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = local(attr(tag, 'src'))
    if (src) js.add(src)
    for (const later of [attr(tag, 'data-entry'), ...(attr(tag, 'data-modules')?.split(' ') ?? [])]) {
      const path = local(later)
      if (path) js.add(path)
    }
  }
  return { js: [...js], css: [...css] }
}
