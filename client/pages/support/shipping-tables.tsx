import { useFormatMoney, useT } from '../../i18n'
import { SHIPPING_RATES, type DeliveryTierName, type ShippingDestination } from './articles'
import type { PlainMessageKey } from '../../i18n'

const TIER_KEY: Record<DeliveryTierName, PlainMessageKey> = {
  standard: 'checkout.deliveryTierStandard',
  rush: 'checkout.deliveryTierRush',
  super_rush: 'checkout.deliveryTierSuperRush',
}

const DESTINATION_KEY: Record<ShippingDestination, PlainMessageKey> = {
  domestic: 'support.destinationDomestic',
  remote: 'support.destinationRemote',
  international: 'support.destinationInternational',
}

/*
 * On phones the rows stack (support.css): each cell shows its column's name from
 * data-label, so the prices are never cut off or hidden in a sideways scroll.
 */

/** Delivery prices by option and destination (USD, as the checkout charges before conversion). */
export function ShippingRatesTable() {
  const t = useT()
  const formatMoney = useFormatMoney()
  return (
    <div className="support-table">
      <table>
        <caption>{t('support.ratesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('support.deliveryOption')}</th>
            <th scope="col">{t('support.destination')}</th>
            <th scope="col">{t('support.firstItem')}</th>
            <th scope="col">{t('support.eachAdditionalItem')}</th>
          </tr>
        </thead>
        <tbody>
          {SHIPPING_RATES.map((rate) => (
            <tr key={`${rate.tier}:${rate.destination}`}>
              <th scope="row">{t('checkout.deliveryOption', { name: t(TIER_KEY[rate.tier]) })}</th>
              <td data-label={t('support.destination')}>{t(DESTINATION_KEY[rate.destination])}</td>
              <td data-label={t('support.firstItem')}>{formatMoney(rate.firstItem, 'USD')}</td>
              <td data-label={t('support.eachAdditionalItem')}>{formatMoney(rate.eachAdditional, 'USD')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Arrival times in business days by option and destination. */
export function ShippingTimesTable() {
  const t = useT()
  return (
    <div className="support-table">
      <table>
        <caption>{t('support.timesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('support.deliveryOption')}</th>
            <th scope="col">{t('support.destination')}</th>
            <th scope="col">{t('support.arrivesIn')}</th>
          </tr>
        </thead>
        <tbody>
          {SHIPPING_RATES.map((rate) => (
            <tr key={`${rate.tier}:${rate.destination}`}>
              <th scope="row">{t('checkout.deliveryOption', { name: t(TIER_KEY[rate.tier]) })}</th>
              <td data-label={t('support.destination')}>{t(DESTINATION_KEY[rate.destination])}</td>
              <td data-label={t('support.arrivesIn')}>
                {t('support.businessDays', { min: rate.businessDays[0], max: rate.businessDays[1] })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
