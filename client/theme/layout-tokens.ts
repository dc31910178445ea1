import { WALLET_BUTTON } from '../../domain/constants'

/**
 * The spec's layout sizes (section 9) as CSS custom properties, written from
 * domain/constants so stylesheets never repeat the numbers: wallet buttons are
 * var(--wallet-height) tall with var(--wallet-radius) corners, and
 * var(--wallet-checkout-height) tall on the checkout page.
 */
export const LAYOUT_TOKENS_CSS = `:root{--wallet-height:${WALLET_BUTTON.height}px;--wallet-radius:${WALLET_BUTTON.radius}px;--wallet-checkout-height:${WALLET_BUTTON.checkoutHeight}px}`

export function LayoutTokens() {
  return <style>{LAYOUT_TOKENS_CSS}</style>
}
