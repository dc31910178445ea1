import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { EMAIL_REPLY_BUSINESS_HOURS } from '../../domain/constants'
import { useT } from '../i18n'
import { findArticle } from '../pages/support/articles'
import { useShell } from '../app/shell'
import { useStoreHref } from '../app/store-href'
import { loadArticleSearch } from '../pages/support/load-article-search'
import { type ChatReply, chatReply } from './chat-reply'
import './live-chat.css'

type Message = { id: number; from: 'shopper'; text: string } | { id: number; from: 'store'; reply: ChatReply | 'greeting' }

export interface LiveChatPanelProps {
  /** Floating in the widget (with a close button) or laid into the /live-chat page. */
  variant: 'floating' | 'page'
  onClose?: () => void
}

/**
 * The chat: the shopper asks in their own words and is answered at once with the support
 * topics that fit, a link to follow an order number they mention, or the email ticket
 * form when nothing fits. Links are plain anchors: the widget lives outside the router.
 */
export function LiveChatPanel({ variant, onClose }: LiveChatPanelProps) {
  const t = useT()
  const id = useId()
  const { store, theme, platform } = useShell()
  const href = useStoreHref()
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: 'store', reply: 'greeting' }])
  const [draft, setDraft] = useState('')
  const input = useRef<HTMLInputElement>(null)
  const log = useRef<HTMLOListElement>(null)
  const storeName = theme.meta.storeName || store.name

  useEffect(() => {
    if (variant === 'floating') input.current?.focus()
  }, [variant])

  useEffect(() => {
    const list = log.current
    if (list && messages.length > 1) list.scrollTop = list.scrollHeight
  }, [messages])

  const send = (event: FormEvent) => {
    event.preventDefault()
    const question = draft.trim()
    if (!question) return
    setMessages((current) => [...current, { id: current.length, from: 'shopper', text: question }])
    setDraft('')
    void chatReply(question, (article) => t(article.titleKey)).then((reply) =>
      setMessages((current) => [...current, { id: current.length, from: 'store', reply }]),
    )
  }

  const emailTicket = (
    <a className="chat-link" href={href('/contact')}>
      {t('support.emailTicket')}
    </a>
  )

  const render = (message: Message) => {
    if (message.from === 'shopper') return <p>{message.text}</p>
    const { reply } = message
    if (reply === 'greeting') return <p>{t('liveChat.greeting', { name: storeName })}</p>
    if (reply.kind === 'order')
      return (
        <>
          <p>{t('liveChat.orderReply', { orderNumber: reply.orderNumber })}</p>
          <a className="chat-link" href={href(`/track?orderNumber=${encodeURIComponent(reply.orderNumber)}`)}>
            {t('support.trackOrder')}
          </a>
        </>
      )
    if (reply.kind === 'none')
      return (
        <>
          <p>{t('liveChat.noMatch', { hours: EMAIL_REPLY_BUSINESS_HOURS })}</p>
          {emailTicket}
        </>
      )
    return (
      <>
        <p>{t('liveChat.topicsReply')}</p>
        <ul className="chat-topics">
          {reply.slugs.map((slug) => {
            const article = findArticle(slug)
            if (!article) return null
            return (
              <li key={slug}>
                {store.flags.support ? (
                  <a className="chat-link" href={href(`/support/${slug}`)}>
                    {t(article.titleKey)}
                  </a>
                ) : (
                  <a className="chat-link" href={platform.help.support} target="_blank" rel="noopener noreferrer">
                    {t(article.titleKey)}
                    <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                  </a>
                )}
              </li>
            )
          })}
        </ul>
        <p className="chat-hint">{t('liveChat.stillStuck', { hours: EMAIL_REPLY_BUSINESS_HOURS })}</p>
        {emailTicket}
      </>
    )
  }

  return (
    <section className={`chat chat--${variant}`} aria-labelledby={`${id}-title`} role={variant === 'floating' ? 'dialog' : undefined}>
      <header className="chat__head">
        <div>
          <h2 id={`${id}-title`} className="chat__title">
            {variant === 'floating' ? t('support.liveChat') : t('liveChat.agent', { name: storeName })}
          </h2>
          <p className="chat__hours">{t('support.liveChatHours')}</p>
        </div>
        {onClose ? (
          <button type="button" className="chat__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('liveChat.close')}</span>
          </button>
        ) : null}
      </header>
      <ol ref={log} className="chat__log" aria-live="polite" aria-label={t('liveChat.conversation')}>
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.from}`}>
            <span className="visually-hidden">{message.from === 'shopper' ? t('liveChat.you') : storeName}: </span>
            {render(message)}
          </li>
        ))}
      </ol>
      <form className="chat__form" onSubmit={send}>
        <label htmlFor={`${id}-question`} className="visually-hidden">
          {t('liveChat.question')}
        </label>
        <input
          ref={input}
          id={`${id}-question`}
          className="input chat__input"
          autoComplete="off"
          maxLength={300}
          placeholder={t('liveChat.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          // The topics' search loads as the shopper starts a question, so the answer is not kept waiting.
          onFocus={() => void loadArticleSearch()}
        />
        <button type="submit" className="button chat__send">
          {t('liveChat.send')}
        </button>
      </form>
    </section>
  )
}
