import { PAGE_SIZE } from '../../domain/constants'

/** One control of the numbered part of a pagination bar. */
export type PageItem =
  | { kind: 'page'; page: number }
  /** A shortcut over hidden pages; `target` is the page it jumps to. */
  | { kind: 'gap'; side: 'before' | 'after'; target: number }

/** How many numbered pages show around the current one on each side. */
const PAGE_WINDOW_SIDE = 2
/** How far an ellipsis shortcut jumps. */
const PAGE_JUMP = 5

export function pageCount(total: number, perPage: number = PAGE_SIZE): number {
  if (total <= 0 || perPage <= 0) return 1
  return Math.ceil(total / perPage)
}

/** A requested page (from the URL, say) as a page that exists: 1 for anything unusable. */
export function clampPage(requested: number | string | null | undefined, pages: number): number {
  const page = typeof requested === 'number' ? requested : Number.parseInt(requested ?? '', 10)
  if (!Number.isFinite(page) || page < 1) return 1
  return Math.min(Math.floor(page), Math.max(1, pages))
}

/**
 * The numbered pages to show: a window around the current page, with a shortcut on
 * each side that hides more pages. First and last have their own buttons, so they are
 * not repeated here.
 */
export function pageItems(current: number, pages: number, side: number = PAGE_WINDOW_SIDE): PageItem[] {
  if (pages <= 1) return [{ kind: 'page', page: 1 }]
  const width = side * 2 + 1
  let start = Math.max(1, current - side)
  const end = Math.min(pages, start + width - 1)
  start = Math.max(1, end - width + 1)
  const items: PageItem[] = []
  if (start > 1) items.push({ kind: 'gap', side: 'before', target: Math.max(1, current - PAGE_JUMP) })
  for (let page = start; page <= end; page++) items.push({ kind: 'page', page })
  if (end < pages) items.push({ kind: 'gap', side: 'after', target: Math.min(pages, current + PAGE_JUMP) })
  return items
}

/** The items of one page of a list, 1-based. */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number = PAGE_SIZE): T[] {
  const start = (page - 1) * perPage
  return items.slice(start, start + perPage)
}
