import type { ImageLayout } from '../components/image-layouts'
import type { ShellData } from './shell'

export interface PageMeta {
  title?: string
  description?: string
  image?: string | null
  /** The page's most important image, preloaded (the LCP candidate). */
  preloadImage?: string | null
  /** The layout the preloaded image is drawn in, so the preload asks for the rendition the page shows. */
  preloadLayout?: ImageLayout
  noIndex?: boolean
  bodyClass?: string
  /** The one URL path search engines should index this page under, when the page has several. */
  canonicalPath?: string
}

type Translate = (key: string, params?: Record<string, string | number>) => string

/** A page module's `handle`: how the page describes itself to <head>. */
export interface PageHandle<Data = unknown> {
  meta?: (args: { data: Data; shell: ShellData; t: Translate }) => PageMeta
  /** Loads what the server's render used before the page hydrates it (client/entry.client.tsx). */
  beforeHydrate?: (url: URL, data: Data | undefined) => Promise<void>
  /** Source modules the page's render used beyond its route's own, which the worker preloads. */
  modules?: (data: Data | undefined) => string[]
}

interface MatchedRoute {
  route: { id?: string; handle?: unknown }
}

/**
 * What the matched routes say of the page, outer to inner. A page that answers 404 (a
 * loader threw "not found") is described as the not-found page whatever route matched,
 * unless that route is itself a not-found page with its own title.
 */
export function collectPageMeta(
  matches: readonly MatchedRoute[],
  loaderData: Record<string, unknown>,
  shell: ShellData,
  t: Translate,
  status: number,
): PageMeta {
  const meta: PageMeta = {}
  for (const match of matches) {
    const handle = match.route.handle as PageHandle | undefined
    if (handle?.meta) Object.assign(meta, handle.meta({ data: loaderData[match.route.id ?? ''], shell, t }))
  }
  if (status === 404 && !meta.noIndex) return { title: t('notFound.title'), noIndex: true }
  return meta
}

/** The document title: the page's own with the store's name, else the store's SEO title. */
export function documentTitle(meta: PageMeta, shell: ShellData): string {
  const storeName = shell.theme.meta.storeName || shell.store.name
  return meta.title ? `${meta.title} | ${storeName}` : (shell.theme.meta.seo.title ?? storeName)
}

/** The body classes: the page's own (`home` on the home page) and `preview` in preview mode. */
export function documentBodyClass(meta: PageMeta, shell: ShellData): string {
  return [meta.bodyClass, shell.preview ? 'preview' : ''].filter(Boolean).join(' ')
}
