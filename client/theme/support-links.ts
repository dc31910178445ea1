import type { StoreFlags } from '../../domain/schemas/catalog'
import type { MessageKey } from '../i18n'
import type { HostedHelp } from './platform'

export interface SupportLink {
  key: 'support' | 'track' | 'contact'
  /** Catalogue key of the link text: Support, Track Order, Contact Us. */
  labelKey: MessageKey
  href: string
  /** Leaves the store: render as a plain link that opens in a new tab. */
  external: boolean
}

/**
 * The footer's support links (spec section 2): the store's own /support, /track and
 * /contact when the support flag is on, otherwise the platform's hosted help pages.
 */
export function supportLinks(flags: Pick<StoreFlags, 'support'>, hosted: HostedHelp): SupportLink[] {
  const internal = flags.support
  return [
    { key: 'support', labelKey: 'footer.support', href: internal ? '/support' : hosted.support, external: !internal },
    { key: 'track', labelKey: 'footer.trackOrder', href: internal ? '/track' : hosted.track, external: !internal },
    { key: 'contact', labelKey: 'footer.contactUs', href: internal ? '/contact' : hosted.contact, external: !internal },
  ]
}
