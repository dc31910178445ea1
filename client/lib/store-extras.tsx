import { LiveChatWidget } from './live-chat/live-chat-widget'
import { PreviewBadge } from './preview/preview-badge'
import { useShell } from './shell'

/**
 * What floats above every page: the preview badge while a store owner previews (spec
 * section 6) and the live-chat launcher when the theme enables it (spec section 2).
 */
export function StoreExtras() {
  const { preview, theme } = useShell()
  return (
    <>
      {preview ? <PreviewBadge /> : null}
      {theme.meta.liveChatDisabled === 'false' ? <LiveChatWidget /> : null}
    </>
  )
}
