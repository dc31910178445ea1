import { ReturnIcon, TruckIcon } from '../../components/icons'
import { useT } from '../../i18n'

/** Ship-by date (only when valid), holiday message, delivery and returns; digital products say so. */
export function DeliveryInfo({
  shipBy,
  holidayMessage,
  digital,
}: {
  shipBy: string | null
  holidayMessage: string | null
  digital: boolean
}) {
  const t = useT()
  return (
    <div className="delivery">
      {holidayMessage ? <p className="notice notice--warning delivery__holiday">{holidayMessage}</p> : null}
      <ul className="delivery__list">
        <li>
          <TruckIcon />
          <div>
            {shipBy ? <p className="delivery__strong">{shipBy}</p> : null}
            <p>{digital ? t('listing.digitalDelivery') : t('listing.shippingInfo')}</p>
          </div>
        </li>
        <li>
          <ReturnIcon />
          <p>{digital ? t('listing.digitalReturns') : t('listing.returnsInfo')}</p>
        </li>
      </ul>
    </div>
  )
}
