import { Link } from 'react-router'
import { useT } from '../../i18n'
import type { AddToCartRefused } from './add-to-cart-action'

/** Above a private listing: only those with its address see it. */
export function PrivateBanner() {
  const t = useT()
  return (
    <div className="private-banner" role="note">
      <p className="private-banner__title">{t('listing.privateTitle')}</p>
      <p>{t('listing.privateBody')}</p>
    </div>
  )
}

/** What the worker answered a form posted before or without scripts: why it was refused, or how many were added. */
export function FormMessage({ refusal, addedByForm }: { refusal: AddToCartRefused | undefined; addedByForm: number | null }) {
  const t = useT()
  if (refusal) {
    return (
      <p className="listing__form-message" role="alert">
        {refusal.refused === 'invalid' ? t('errors.generic') : t(`listing.${refusal.refused}`)}
      </p>
    )
  }
  if (addedByForm === null) return null
  return (
    <p className="listing__form-message notice" role="status">
      {t('cart.added', { count: addedByForm })} <Link to="/cart">{t('cart.viewCart')}</Link>
    </p>
  )
}
