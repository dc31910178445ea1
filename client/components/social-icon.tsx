import type { SocialLink } from '../../domain/schemas/theme'

type Network = SocialLink['icon']

/** Display names of the networks; brand names are not translated. */
export const NETWORK_NAMES: Record<Network, string> = {
  instagram: 'Instagram',
  twitter: 'X',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitch: 'Twitch',
  discord: 'Discord',
  website: 'Website',
}

/** The id of a network's mark in the sprite the worker writes into the document (worker/render/social-marks.ts). */
export const socialMarkId = (network: Network) => `social-mark-${network}`

/**
 * A network's mark, drawn from the document's sprite: the paths are in the HTML the worker
 * sends, once, for the networks the store links, not in every page's scripts (ADR 156).
 */
export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <use href={`#${socialMarkId(network)}`} />
    </svg>
  )
}
