import type { CollectionSummary } from '../../domain/schemas/catalog'
import type { MenuLink } from '../../domain/schemas/theme'
import { isExternal } from './external-link'

export interface MenuItem {
  key: string
  label: string
  href: string
  /** Leaves the store: rendered as a plain link that opens in a new tab. */
  external: boolean
}

export interface MenuLabels {
  explore: string
  about: string
}

const ABOUT_PATH = '/about'

/**
 * The main menu (spec section 2): `Explore` (the empty slug, the home page), the store's
 * top-level collections, the theme's own links, and `About` when the theme shows the
 * About page and has no link to it yet.
 */
export function mainMenu(input: {
  collections: readonly CollectionSummary[]
  links: readonly MenuLink[]
  showAbout: boolean
  labels: MenuLabels
}): MenuItem[] {
  const items: MenuItem[] = [{ key: 'explore', label: input.labels.explore, href: '/', external: false }]
  for (const collection of input.collections) {
    if (collection.parentId !== null) continue
    items.push({ key: `c:${collection.path}`, label: collection.name, href: `/${collection.path}`, external: false })
  }
  input.links.forEach((link, i) => {
    // A theme link to a page the menu already has (a collection, say) is not repeated.
    if (items.some((item) => item.href === link.url)) return
    items.push({ key: `l:${i}`, label: link.label, href: link.url, external: isExternal(link.url) })
  })
  if (input.showAbout && !items.some((item) => item.href === ABOUT_PATH)) {
    items.push({ key: 'about', label: input.labels.about, href: ABOUT_PATH, external: false })
  }
  return items
}
