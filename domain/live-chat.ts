/**
 * A store's third-party live chat (its theme names the provider's script and the store's
 * site id there). It is opened on a support page, /live-chat?chat=open, as a page load of
 * its own: only that page's Content-Security-Policy lets the provider in.
 */

export interface LiveChatProvider {
  /** https URL of the provider's script; `{siteId}` in it is replaced by the site id. */
  scriptUrl: string
  siteId: string
  /** Further https origins the provider's widget talks to (`https://*.provider.example` allowed). */
  origins: readonly string[]
}

const LIVE_CHAT_PARAM = 'chat'
const LIVE_CHAT_OPEN = 'open'
/** Where the support pages send a shopper who asks for the live chat. */
export const LIVE_CHAT_OPEN_PATH = `/live-chat?${LIVE_CHAT_PARAM}=${LIVE_CHAT_OPEN}`

const SUPPORT_PAGE = /^\/(?:support(?:\/[^/]+)?|live-chat|contact|track(?:\/recover)?)\/?$/

/** The support area: its home and articles, the live chat, the contact form and order tracking. */
export function isSupportPath(path: string): boolean {
  return SUPPORT_PAGE.test(path)
}

/** A support page opened with the live chat asked for. */
export function liveChatRequested(path: string, search: URLSearchParams): boolean {
  return isSupportPath(path) && search.get(LIVE_CHAT_PARAM) === LIVE_CHAT_OPEN
}

export function liveChatScriptUrl(provider: Pick<LiveChatProvider, 'scriptUrl' | 'siteId'>): string {
  return provider.scriptUrl.replaceAll('{siteId}', encodeURIComponent(provider.siteId))
}

/** The origins the page's CSP must allow for the chat: its script's, and the ones the theme adds. */
export function liveChatOrigins(provider: LiveChatProvider): string[] {
  return [...new Set([new URL(liveChatScriptUrl(provider)).origin, ...provider.origins])]
}
