import type { Theme } from '../../domain/schemas/theme'
import { PreviewBadge } from '../preview/preview-badge'
import { SiteHeader } from './header/site-header'
import { LockedHeader } from './locked-frame'
import { NotificationBar } from './notification-bar'

/** Above each store page: the preview badge, the notification and the theme's header; a gated store's login page gets the locked header. */
export function FrameTop({ template, locked }: { template: Theme['content']['header']['template']; locked: boolean }) {
  if (locked) return <LockedHeader />
  return (
    <>
      <PreviewBadge />
      <NotificationBar />
      <SiteHeader template={template} />
    </>
  )
}
