import { escapeHtml } from '../render/escape-html'
import { inkOn } from './mockup-svg'

/**
 * A store's default favicon: its initial on its primary colour, so every store has its own
 * icon in the browser tab before its theme names one. Pure, like the mockups.
 */
export function renderStoreIconSvg({ letter, hex }: { letter: string; hex: string }): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="#${hex}"/>`,
    `<text x="32" y="44" text-anchor="middle" font-family="'Helvetica Neue',Arial,sans-serif" font-size="36" font-weight="700" fill="${inkOn(hex)}">${escapeHtml(letter)}</text>`,
    '</svg>',
  ].join('')
}
