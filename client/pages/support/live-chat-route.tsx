import { type LoaderFunctionArgs, Link } from 'react-router'
import { EMAIL_REPLY_BUSINESS_HOURS } from '../../../domain/constants'
import { useT } from '../../i18n'
import { LiveChatPanel } from '../../live-chat/live-chat-panel'
import { ProviderChat } from '../../live-chat/provider-chat'
import type { PageHandle } from '../../app/page-meta'
import { requireSupport } from './require-support'
import './support.css'

export function loader({ context }: LoaderFunctionArgs): null {
  requireSupport(context)
  return null
}

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('support.liveChat'), description: t('support.liveChatHours') }),
}

/**
 * /live-chat: the chat on a page of its own, reached from the support home's contact
 * block: the built-in help panel, and the store's own live chat when its theme names one.
 */
export function Component() {
  const t = useT()
  return (
    <div className="support page">
      <div className="container">
        <nav aria-label={t('support.breadcrumbs')} className="breadcrumbs">
          <ol>
            <li>
              <Link to="/support">{t('support.topics')}</Link>
            </li>
            <li>
              <span aria-current="page">{t('support.liveChat')}</span>
            </li>
          </ol>
        </nav>
        <h1>{t('support.liveChat')}</h1>
        <p className="muted">{t('liveChat.pageIntro', { hours: EMAIL_REPLY_BUSINESS_HOURS })}</p>
        <ProviderChat />
        <LiveChatPanel variant="page" />
      </div>
    </div>
  )
}
