import { Link } from 'react-router'
import { DELIVERY_TIERS, type DeliveryTier } from '../../../domain/constants'
import { isValidDate } from '../../../domain/locale-format'
import type { Order } from '../../../domain/schemas/checkout'
import { useFormatDate, useFormatMoney, useT } from '../../i18n'
import type { PlainMessageKey } from '../../i18n'

const STATUS_KEY: Record<Order['status'], PlainMessageKey> = {
  processing: 'track.statusProcessing',
  shipped: 'track.statusShipped',
  delivered: 'track.statusDelivered',
  canceled: 'track.statusCanceled',
}

const TIER_KEY: Record<DeliveryTier, PlainMessageKey> = {
  standard: 'checkout.deliveryTierStandard',
  rush: 'checkout.deliveryTierRush',
  super_rush: 'checkout.deliveryTierSuperRush',
}

const isTier = (value: string): value is DeliveryTier => (DELIVERY_TIERS as readonly string[]).includes(value)

/** A tracking link leaves the store only for a web address. */
const safeUrl = (url: string) => (/^https:\/\//i.test(url) ? url : null)

/** The status, items and shipments of one order (spec section 3, Order). */
export function OrderDetails({ order }: { order: Order }) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  const date = (iso: string) => formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric' })
  const method = isTier(order.shippingMethod)
    ? t('checkout.deliveryOption', { name: t(TIER_KEY[order.shippingMethod]) })
    : order.shippingMethod
  const steps: Order['status'][] = ['processing', 'shipped', 'delivered']
  const reached = steps.indexOf(order.status)

  return (
    <article className="order" aria-labelledby="order-title">
      <header className="order__head">
        <div>
          <h2 id="order-title">{t('thankyou.orderNumber', { orderNumber: order.lookupNumber })}</h2>
          {isValidDate(order.created) ? <p className="muted">{t('track.placedOn', { date: date(order.created) })}</p> : null}
        </div>
        <p className={`order__status order__status--${order.status}`}>{t('track.status', { status: t(STATUS_KEY[order.status]) })}</p>
      </header>

      {order.status !== 'canceled' ? (
        <ol className="order-progress" aria-label={t('track.progress')}>
          {steps.map((step, i) => (
            <li key={step} className={i <= reached ? 'is-done' : undefined} aria-current={i === reached ? 'step' : undefined}>
              {t(STATUS_KEY[step])}
            </li>
          ))}
        </ol>
      ) : null}

      <dl className="order__facts">
        <div>
          <dt>{t('track.shippingMethodLabel')}</dt>
          <dd>{method}</dd>
        </div>
        {order.arrivalEstimate && isValidDate(order.arrivalEstimate) && order.status !== 'delivered' && order.status !== 'canceled' ? (
          <div>
            <dt>{t('track.arrivalEstimateLabel')}</dt>
            <dd>{date(order.arrivalEstimate)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('cart.total')}</dt>
          <dd>{formatMoney(order.totalCost.amount, order.totalCost.currency)}</dd>
        </div>
      </dl>

      <section aria-labelledby="order-items">
        <h3 id="order-items">{t('track.items')}</h3>
        <ul className="order-items">
          {order.items.map((item, i) => (
            <li key={i} className="order-item">
              <div>
                <p className="order-item__title">{item.title}</p>
                <p className="muted">{[item.productType, item.color, item.size].filter(Boolean).join(' · ')}</p>
              </div>
              <p className="order-item__qty">{t('track.quantity', { count: item.quantity })}</p>
              <p className="order-item__price">{formatMoney(item.price.amount * item.quantity, order.totalCost.currency)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="order-shipments">
        <h3 id="order-shipments">{t('track.shipments')}</h3>
        {order.shipments.length === 0 ? (
          <p className="muted">{order.status === 'canceled' ? t('track.canceledBody') : t('track.notShippedYet')}</p>
        ) : (
          <ul className="order-shipments">
            {order.shipments.map((shipment, i) => {
              const url = safeUrl(shipment.trackingUrl)
              return (
                <li key={shipment.trackingNumber || i} className="order-shipment">
                  <p className="order-shipment__title">
                    {t('track.shipment', { n: i + 1 })} · {shipment.carrier}
                  </p>
                  <p>{t('track.trackingNumber', { number: shipment.trackingNumber })}</p>
                  {isValidDate(shipment.deliveredAt) ? (
                    <p className="muted">{t('track.deliveredOn', { date: date(shipment.deliveredAt ?? '') })}</p>
                  ) : isValidDate(shipment.shippedAt) ? (
                    <p className="muted">{t('track.shippedOn', { date: date(shipment.shippedAt) })}</p>
                  ) : null}
                  {url ? (
                    <a className="button button--secondary button--small" href={url} target="_blank" rel="noopener noreferrer">
                      {t('track.followShipment')}
                      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                    </a>
                  ) : null}
                </li>
              )
            })}
          </ul>
        )}
      </section>

      <p className="order__help">
        <Link to={`/contact?orderNumber=${encodeURIComponent(order.lookupNumber)}`}>{t('track.needHelp')}</Link>
      </p>
    </article>
  )
}
