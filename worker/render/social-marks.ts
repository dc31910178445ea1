import type { SocialLink } from '../../domain/schemas/theme'
import { socialMarkId } from '../../client/components/social-icon'

type Network = SocialLink['icon']

/** Brand marks, simplified to a single filled path each (24-unit grid). */
const MARKS: Record<Network, string> = {
  instagram:
    'M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2ZM17.1 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 2c-2.7 0-3.1 0-4.1.1C3.8 2.3 2.3 3.8 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 4.1 1.7 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c4.1-.2 5.6-1.7 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-4.1-1.7-5.6-5.8-5.8C15.1 2 14.7 2 12 2Zm0 1.8c2.7 0 3 0 4 .1 2.9.1 4 1.3 4.1 4.1.1 1 .1 1.3.1 4s0 3-.1 4c-.1 2.8-1.2 4-4.1 4.1-1 .1-1.3.1-4 .1s-3 0-4-.1c-2.9-.1-4-1.3-4.1-4.1-.1-1-.1-1.3-.1-4s0-3 .1-4C4 5.2 5.1 4 8 3.9c1-.1 1.3-.1 4-.1Z',
  twitter: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.5 5.9L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  tiktok:
    'M16.6 3h-3v12.2a2.7 2.7 0 1 1-2.7-2.7c.3 0 .5 0 .8.1V9.5a5.8 5.8 0 1 0 4.9 5.7V9.1A7.3 7.3 0 0 0 21 10.5V7.5a4.3 4.3 0 0 1-4.4-4.5Z',
  twitch: 'M4 3 3 6.5V20h4.5v2H10l2-2h3.5L21 14.5V3H4Zm15 10.5-3 3h-4l-2 2v-2H6.5V5H19v8.5ZM15.5 7.5h-2v5h2v-5Zm-5 0h-2v5h2v-5Z',
  discord:
    'M19.5 5.6A16.5 16.5 0 0 0 15.4 4.3l-.5 1a15.2 15.2 0 0 0-5.8 0l-.5-1a16.5 16.5 0 0 0-4.1 1.3C1.9 9.5 1.2 13.3 1.5 17a16.6 16.6 0 0 0 5 2.5l1.1-1.7a10.7 10.7 0 0 1-1.7-.8l.4-.3a11.8 11.8 0 0 0 11.4 0l.4.3-1.7.8 1.1 1.7a16.6 16.6 0 0 0 5-2.5c.4-4.3-.7-8-3-11.4ZM8.7 14.8c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Zm6.6 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2Z',
  website:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.4 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.4-3.9C8 5.3 7.6 6.6 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.2 5.9c.6-1.2 1.1-2.5 1.4-3.9h3a8 8 0 0 1-4.4 3.9Zm1.8-5.9a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z',
}

/**
 * The marks of the networks a store links, as a hidden SVG sprite at the top of the body:
 * each SocialIcon draws its mark from it with <use>, so the paths travel once in the HTML
 * instead of in every page's scripts (ADR 156). Nothing here is merchant text.
 */
export function socialMarksSprite(links: readonly Pick<SocialLink, 'icon'>[]): string {
  const networks = [...new Set(links.map((link) => link.icon))].filter((network) => network in MARKS)
  if (networks.length === 0) return ''
  const symbols = networks.map(
    (network) => `<symbol id="${socialMarkId(network)}" viewBox="0 0 24 24"><path d="${MARKS[network]}"/></symbol>`,
  )
  return `<svg hidden xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
