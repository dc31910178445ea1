import { type ComponentType, useEffect, useState } from 'react'
import { useShell } from '../app/shell'

/**
 * What floats above every page: the live-chat launcher when the theme enables it (spec
 * section 2). The launcher appears only once the page is interactive, so the server and
 * hydration render nothing here and its code loads after hydration, only for a store that
 * has it.
 */
export function StoreExtras() {
  const { theme } = useShell()
  const enabled = theme.meta.liveChatDisabled === 'false'
  const [Widget, setWidget] = useState<ComponentType | null>(null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    void import('../live-chat/live-chat-widget').then(({ LiveChatWidget }) => {
      if (current) setWidget(() => LiveChatWidget)
    })
    return () => {
      current = false
    }
  }, [enabled])
  return enabled && Widget ? <Widget /> : null
}
