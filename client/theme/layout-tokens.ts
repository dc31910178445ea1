import { WALLET_BUTTON } from '../../domain/constants'

/**
 * The spec's layout sizes (section 9) as CSS custom properties, written from
 * domain/constants so stylesheets never repeat the numbers: wallet buttons are
 * var(--wallet-height) tall with var(--wallet-radius) corners, and
 * var(--wallet-checkout-height) tall on the checkout page. The worker writes them into the
 * page's nonce'd inline style (worker/render/render-page.tsx), so they hold from the first
 * paint and the content security policy lets them apply.
 */
export const LAYOUT_TOKENS_CSS = `:root{--wallet-height:${WALLET_BUTTON.height}px;--wallet-radius:${WALLET_BUTTON.radius}px;--wallet-checkout-height:${WALLET_BUTTON.checkoutHeight}px}`
