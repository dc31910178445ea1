import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { LIVE_CHAT_OPEN_PATH, liveChatRequested, liveChatScriptUrl } from '../../domain/live-chat'
import { Spinner } from '../components/spinner'
import { useT } from '../i18n'
import { injectScript } from '../browser/inject-script'
import { useShell } from '../app/shell'

type ChatStatus = 'connecting' | 'open' | 'failed'

/**
 * The store's third-party live chat on the live-chat page, besides the built-in help
 * panel. 'Start live chat' is a page load of /live-chat?chat=open: only that page's CSP
 * lets the provider in, and only then is its script loaded. Leaving the page loads the
 * next one afresh, so the provider's widget never follows the shopper out of support.
 */
export function ProviderChat() {
  const t = useT()
  const { theme, store } = useShell()
  const location = useLocation()
  const provider = store.flags.support ? theme.meta.liveChat : undefined
  const requested = provider !== undefined && liveChatRequested(location.pathname, new URLSearchParams(location.search))
  const [status, setStatus] = useState<ChatStatus>('connecting')

  useEffect(() => {
    if (!provider || !requested) return
    const script = injectScript(document, liveChatScriptUrl(provider), { siteId: provider.siteId })
    script.addEventListener('load', () => setStatus('open'))
    script.addEventListener('error', () => setStatus('failed'))
    // A third-party script cannot be unloaded: the page the shopper goes to next is loaded whole.
    return () => window.location.reload()
  }, [provider, requested])

  if (!provider) return null
  const storeName = theme.meta.storeName || store.name
  return (
    <section className="support-card provider-chat" aria-labelledby="provider-chat-title">
      <div>
        <h2 id="provider-chat-title">{t('liveChat.providerTitle')}</h2>
        {requested ? (
          <p role="status" className={status === 'failed' ? 'provider-chat__failed' : undefined}>
            {status === 'connecting' ? <Spinner size="sm" label={t('common.loading')} /> : null}
            {status === 'connecting'
              ? t('liveChat.providerConnecting')
              : status === 'open'
                ? t('liveChat.providerOpen')
                : t('liveChat.providerFailed')}
          </p>
        ) : (
          <p>{t('liveChat.providerBody', { name: storeName })}</p>
        )}
      </div>
      {requested ? null : (
        // A plain link: the chat's page must be a document of its own, with its own CSP.
        <a className="button" href={LIVE_CHAT_OPEN_PATH}>
          {t('liveChat.providerStart')}
        </a>
      )}
    </section>
  )
}
