import { Link } from 'react-router'
import { EMAIL_REPLY_BUSINESS_HOURS } from '../../../domain/constants'
import { LIVE_CHAT_OPEN_PATH } from '../../../domain/live-chat'
import { useT } from '../../i18n'
import { useShell } from '../../app/shell'
import { SupportIcon } from './support-icons'

/** `Where is my order?` and the two ways to reach a person: live chat and an email ticket. */
export function ContactOptions() {
  const t = useT()
  const { theme } = useShell()
  return (
    <div className="support-help">
      <section className="support-card support-card--order" aria-labelledby="where-is-my-order">
        <SupportIcon name="pin" />
        <div>
          <h2 id="where-is-my-order">{t('support.whereIsMyOrder')}</h2>
          <p>{t('support.whereIsMyOrderBody')}</p>
        </div>
        <Link className="button" to="/track">
          {t('support.trackOrder')}
        </Link>
      </section>
      <section className="support-contact" aria-labelledby="still-need-help">
        <h2 id="still-need-help">{t('support.stillNeedHelp')}</h2>
        <ul className="support-contact__options">
          <li className="support-card">
            <SupportIcon name="chat" />
            <div>
              <h3>
                {theme.meta.liveChat ? (
                  // Opening the store's live chat loads its page afresh, with its own CSP.
                  <a href={LIVE_CHAT_OPEN_PATH}>{t('support.liveChat')}</a>
                ) : (
                  <Link to="/live-chat">{t('support.liveChat')}</Link>
                )}
              </h3>
              <p>{t('support.liveChatHours')}</p>
            </div>
          </li>
          <li className="support-card">
            <SupportIcon name="mail" />
            <div>
              <h3>
                <Link to="/contact">{t('support.emailTicket')}</Link>
              </h3>
              <p>{t('support.emailTicketHours', { hours: EMAIL_REPLY_BUSINESS_HOURS })}</p>
            </div>
          </li>
        </ul>
      </section>
    </div>
  )
}
