import { useEffect } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import { DOWNLOAD_LINK_DAYS } from '../../../domain/constants'
import type { Order, OrderDownload } from '../../../domain/schemas/checkout'
import { isValidDate } from '../../../domain/locale-format'
import { CostLines } from '../../components/cost-lines'
import { useFormatDate, useFormatMoney, useT } from '../../i18n'
import { track } from '../../analytics'
import { apiFrom } from '../../api/get-api'
import { readCookie, writeCookie } from '../../browser/cookies'
import { orderCosts } from '../../components/cost-rows'
import { PURCHASE_TRACKED_COOKIE, shouldTrackPurchase } from '../../app/thank-you-path'
import type { PageHandle } from '../../app/page-meta'
import './thankyou.css'

interface ThankYouData {
  order: Order | null
  /** Why an order the address names is not shown: its read failed, or found none. */
  failure: 'unavailable' | 'not-found' | null
}

/**
 * The order this browser just bought (read by its own cart, with the shopper's details) when
 * it is the one named, else the order by its lookup number (contact masked). The URL never
 * carries the cart id: the worker moves a `cart` parameter into a cookie before the page
 * renders (worker/routes/order-return.ts), so no pixel or referrer ever sees it. A failure
 * shows the page without the order.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<ThankYouData> {
  const query = new URL(request.url).searchParams
  const lookupNumber = query.get('orderLookupNumber') ?? query.get('orderNumber')
  const api = apiFrom(context)
  try {
    const own = await api.ownOrder()
    if (own && (!lookupNumber || own.lookupNumber === lookupNumber)) return { order: own, failure: null }
    const order = lookupNumber ? await api.order(lookupNumber) : null
    if (order) return { order, failure: null }
  } catch (error) {
    // Spec section 8: a failed order fetch is only recorded (tracked in the page), the shopper sees the page as it is.
    api.logWarning('thankyou', { message: String(error) })
    return { order: null, failure: 'unavailable' }
  }
  return { order: null, failure: lookupNumber ? 'not-found' : null }
}

export const handle: PageHandle<ThankYouData> = {
  meta: ({ t }) => ({ title: t('thankyou.titleAnonymous'), noIndex: true }),
}

/**
 * Fires the purchase event once per order (the cookie remembers the last lookup number
 * tracked). The cart was emptied when the order finished (the checkout page, or
 * /checkout-complete on the worker), and the worker forgot the payment cookie.
 */
function usePurchaseTracking(order: Order | null) {
  useEffect(() => {
    if (!order) return
    if (shouldTrackPurchase(readCookie(PURCHASE_TRACKED_COOKIE), order.lookupNumber)) {
      track('purchase', {
        orderNumber: order.lookupNumber,
        value: order.totalCost.amount,
        currency: order.totalCost.currency,
        tax: order.tax.amount,
        shipping: order.shippingCost.amount,
        email: order.customer.email,
        // The checkout delivers to US addresses only; others finish on the hosted checkout.
        deliveryCountry: 'US',
        ...(order.arrivalEstimate && isValidDate(order.arrivalEstimate)
          ? { estimatedDeliveryDate: order.arrivalEstimate.slice(0, 10) }
          : {}),
        products: order.items.map((item) => ({
          id: item.listingId,
          name: item.title,
          price: item.price.amount,
          currency: order.totalCost.currency,
          quantity: item.quantity,
          variant: `${item.color} / ${item.size}`,
          category: item.productType,
          listingId: item.listingId,
        })),
      })
      writeCookie(PURCHASE_TRACKED_COOKIE, encodeURIComponent(order.lookupNumber), { maxAgeSeconds: 365 * 24 * 60 * 60 })
    }
  }, [order])
}

/** The order's digital items with their download links (only the owner's read of the order has them). */
function Downloads({ downloads }: { downloads: readonly OrderDownload[] }) {
  const t = useT()
  return (
    <section className="thankyou__summary thankyou__downloads" aria-labelledby="thankyou-downloads">
      <h2 id="thankyou-downloads">{t('thankyou.downloads')}</h2>
      <p>{t('thankyou.downloadsNote', { days: DOWNLOAD_LINK_DAYS })}</p>
      <ul className="thankyou__items">
        {downloads.map((item) => (
          <li key={item.url} className="thankyou__item">
            <span className="thankyou__item-title">{item.title}</span>
            <a className="button button--secondary" href={item.url} download>
              {t('thankyou.download')}
              <span className="visually-hidden"> {item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** /thankyou: the order confirmation (spec section 2). */
export function Component() {
  const t = useT()
  const formatMoney = useFormatMoney()
  const formatDate = useFormatDate()
  const [query] = useSearchParams()
  const { order, failure } = useLoaderData() as ThankYouData
  usePurchaseTracking(order)

  const name = query.get('name') || order?.customer.firstName || ''
  const orderNumber = order?.lookupNumber ?? query.get('orderNumber') ?? query.get('orderLookupNumber')
  const arrival = order?.arrivalEstimate ?? query.get('arrivalEstimate')
  useEffect(() => {
    if (failure) track('order-load-failed', { orderNumber: orderNumber ?? null, reason: failure })
  }, [failure, orderNumber])

  return (
    <section className="thankyou container page page--narrow" aria-labelledby="thankyou-title">
      <h1 id="thankyou-title">{name ? t('thankyou.title', { name }) : t('thankyou.titleAnonymous')}</h1>
      {orderNumber ? <p className="thankyou__number">{t('thankyou.orderNumber', { orderNumber })}</p> : null}
      <p>{t('thankyou.confirmationSent')}</p>
      {arrival && isValidDate(arrival) ? <p>{t('thankyou.arrivalEstimate', { date: formatDate(arrival) })}</p> : null}
      {order ? (
        <section className="thankyou__summary" aria-labelledby="thankyou-summary">
          <h2 id="thankyou-summary">{t('thankyou.summary')}</h2>
          <ul className="thankyou__items">
            {order.items.map((item) => (
              <li key={`${item.listingId}-${item.color}-${item.size}`} className="thankyou__item">
                <span>
                  <span className="thankyou__item-title">{item.title}</span>
                  <span className="muted">
                    {' '}
                    · {item.color} · {item.size} · {t('cart.itemCount', { count: item.quantity })}
                  </span>
                </span>
                <span>{formatMoney(item.price.amount * item.quantity, order.totalCost.currency)}</span>
              </li>
            ))}
          </ul>
          <CostLines costs={orderCosts(order)} currency={order.totalCost.currency} />
        </section>
      ) : null}
      {order?.downloads?.length ? <Downloads downloads={order.downloads} /> : null}
      <div className="thankyou__actions">
        <Link className="button" to="/">
          {t('thankyou.continueShopping')}
        </Link>
        {orderNumber ? (
          <Link className="button button--secondary" to="/track">
            {t('thankyou.trackOrder')}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
