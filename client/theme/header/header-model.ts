import type { SocialLink } from '../../../domain/schemas/theme'
import { useT } from '../../i18n'
import { useCartCount } from '../../actors/cart-count'
import { useShell } from '../../app/shell'
import { type MenuItem, mainMenu } from '../menu'

export interface HeaderModel {
  storeName: string
  logoUrl: string | null
  /** Where the logo leads: the home page or the theme's configured URL. */
  homeHref: string
  menu: MenuItem[]
  social: SocialLink[]
  showSearch: boolean
  cartCount: number
}

/** What every header template shows, read from the shell and the theme. */
export function useHeaderModel(): HeaderModel {
  const shell = useShell()
  const t = useT()
  const header = shell.theme.content.header
  const cartCount = useCartCount(shell.store.id)
  return {
    storeName: shell.theme.meta.storeName || shell.store.name,
    logoUrl: header.logoUrl ?? null,
    homeHref: header.logoLink || '/',
    menu: mainMenu({
      collections: shell.store.collections,
      links: header.links,
      showAbout: header.showAbout,
      labels: { explore: t('header.explore'), about: t('header.about') },
    }),
    social: shell.theme.brand.socialMedia,
    showSearch: !header.hideSearch,
    cartCount,
  }
}
