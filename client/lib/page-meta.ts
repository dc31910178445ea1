import type { ShellData } from './shell'

export interface PageMeta {
  title?: string
  description?: string
  image?: string | null
  /** The page's most important image, preloaded (the LCP candidate). */
  preloadImage?: string | null
  noIndex?: boolean
  bodyClass?: string
}

/** A page module's `handle`: how the page describes itself to <head>. */
export interface PageHandle<Data = unknown> {
  meta?: (args: { data: Data; shell: ShellData; t: (key: string, params?: Record<string, string | number>) => string }) => PageMeta
}
