import { LiveChatWidget } from '../live-chat/live-chat-widget'
import { useShell } from '../app/shell'

/** What floats above every page: the live-chat launcher when the theme enables it (spec section 2). */
export function StoreExtras() {
  const { theme } = useShell()
  return theme.meta.liveChatDisabled === 'false' ? <LiveChatWidget /> : null
}
