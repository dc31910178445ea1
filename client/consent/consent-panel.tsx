import { type FormEvent, useEffect, useRef, useState } from 'react'
import { ACCEPT_ALL, type ConsentChoice, REJECT_ALL } from '../../domain/consent'
import { Modal } from '../components/modal'
import { useT } from '../i18n'
import { Link } from 'react-router'
import type { ConsentStore } from './consent-store'
import './consent.css'

export interface ConsentPanelProps {
  /** The first layer shows: no choice yet where one is asked. */
  asking: boolean
  settingsOpen: boolean
  consent: ConsentStore
  onShowSettings: () => void
  onCloseSettings: () => void
  /** The shopper chose (the choice is kept already). */
  onChosen: () => void
}

/** Accept all and Reject all, the same size and style: refusing is as easy as agreeing. */
function EqualChoices({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useT()
  return (
    <>
      <button type="button" className="button" onClick={() => onChoose(ACCEPT_ALL)}>
        {t('consent.acceptAll')}
      </button>
      <button type="button" className="button" onClick={() => onChoose(REJECT_ALL)}>
        {t('consent.rejectAll')}
      </button>
    </>
  )
}

/**
 * The first layer: a non-modal dialog fixed at the bottom of the screen. It takes the focus
 * when it appears (a screen reader reads it first) and gives it back once the shopper chose.
 */
function Banner({ consent, onShowSettings, onChosen }: Pick<ConsentPanelProps, 'consent' | 'onShowSettings' | 'onChosen'>) {
  const t = useT()
  const ref = useRef<HTMLElement>(null)
  const returnFocus = useRef<Element | null>(null)
  useEffect(() => {
    returnFocus.current = document.activeElement
    ref.current?.focus()
  }, [])
  const choose = (choice: ConsentChoice) => {
    consent.choose(choice)
    const back = returnFocus.current
    onChosen()
    if (back instanceof HTMLElement && back !== document.body && back.isConnected) back.focus()
    else document.getElementById('main')?.focus()
  }
  return (
    <section
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      tabIndex={-1}
      ref={ref}
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__copy">
          <h2 id="consent-title" className="consent-banner__title">
            {t('consent.title')}
          </h2>
          <p id="consent-text" className="consent-banner__text">
            {t('consent.text')} <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          </p>
        </div>
        <div className="consent-banner__actions">
          <EqualChoices onChoose={choose} />
          <button type="button" className="button button--secondary" onClick={onShowSettings}>
            {t('consent.choose')}
          </button>
        </div>
      </div>
    </section>
  )
}

/** Per purpose: the necessary cookies (always on), analytics and marketing, each a checkbox. */
function Settings({ consent, settingsOpen, onCloseSettings, onChosen }: Omit<ConsentPanelProps, 'asking' | 'onShowSettings'>) {
  const t = useT()
  const [choice, setChoice] = useState<ConsentChoice>(REJECT_ALL)
  // Every opening starts from what is allowed now (nothing, before a choice).
  useEffect(() => {
    if (!settingsOpen) return
    const current = consent.get()
    setChoice(current.ask ? REJECT_ALL : { analytics: current.analytics, marketing: current.marketing })
  }, [settingsOpen, consent])
  const choose = (next: ConsentChoice) => {
    consent.choose(next)
    onChosen()
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    choose(choice)
  }
  return (
    <Modal open={settingsOpen} onClose={onCloseSettings} title={t('consent.settingsTitle')} size="sm" id="consent-settings">
      <form className="consent-settings" onSubmit={onSubmit}>
        <div className="consent-settings__purpose">
          <label className="consent-settings__label">
            <input type="checkbox" checked disabled />
            <span>{t('consent.necessary')}</span>
          </label>
          <p className="muted">{t('consent.necessaryText')}</p>
        </div>
        <div className="consent-settings__purpose">
          <label className="consent-settings__label">
            <input
              type="checkbox"
              name="analytics"
              checked={choice.analytics}
              onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
            />
            <span>{t('consent.analytics')}</span>
          </label>
          <p className="muted">{t('consent.analyticsText')}</p>
        </div>
        <div className="consent-settings__purpose">
          <label className="consent-settings__label">
            <input
              type="checkbox"
              name="marketing"
              aria-describedby={consent.gpc ? 'consent-gpc' : undefined}
              checked={choice.marketing && !consent.gpc}
              disabled={consent.gpc}
              onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
            />
            <span>{t('consent.marketing')}</span>
          </label>
          <p className="muted">{t('consent.marketingText')}</p>
          {consent.gpc ? (
            <p id="consent-gpc" className="notice">
              {t('consent.gpc')}
            </p>
          ) : null}
        </div>
        <div className="consent-settings__actions">
          <EqualChoices onChoose={choose} />
          <button type="submit" className="button button--secondary">
            {t('consent.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

/** The consent banner or its settings, in the shopper's language and the store's button colours. */
export default function ConsentPanel({ asking, ...props }: ConsentPanelProps) {
  return (
    <>
      {asking && !props.settingsOpen ? <Banner {...props} /> : null}
      <Settings {...props} />
    </>
  )
}
