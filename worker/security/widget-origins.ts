import { type LiveChatProvider, liveChatOrigins } from '../../domain/live-chat'

/**
 * The third-party widgets a page may load, as the origins its CSP must allow
 * (worker/security/csp.ts widgetOrigins). Checkout pages get none whatever this answers.
 */

/** Afterpay's messaging script fetches its configuration, logo and information modal here. */
const AFTERPAY_MESSAGING_ORIGINS = ['https://*.afterpay.com'] as const

export interface WidgetPage {
  /** The store takes Afterpay with its own merchant account: listing and cart show Afterpay's price message. */
  afterpayMessaging: boolean
  /** The store's live chat, when this page is the support page it was opened on. */
  liveChat?: LiveChatProvider
}

export function widgetOrigins(page: WidgetPage): string[] {
  return [...(page.afterpayMessaging ? AFTERPAY_MESSAGING_ORIGINS : []), ...(page.liveChat ? liveChatOrigins(page.liveChat) : [])]
}
