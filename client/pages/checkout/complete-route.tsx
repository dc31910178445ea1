import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { forgetCart } from '../../lib/cart/cart-context'
import type { PageHandle } from '../../lib/page-meta'
import { useShell } from '../../lib/shell'

export const handle: PageHandle = {
  meta: ({ t }) => ({ title: t('thankyou.loading'), noIndex: true }),
}

/** /checkout-complete/{cartId}: clears that cart, then shows the order on /thankyou. */
export function Component() {
  const t = useT()
  const shell = useShell()
  const navigate = useNavigate()
  const { cartId = '' } = useParams()
  useEffect(() => {
    forgetCart(shell, cartId)
    void navigate(`/thankyou?${new URLSearchParams({ cart: cartId })}`, { replace: true })
  }, [shell, cartId, navigate])
  return (
    <div className="checkout__loading">
      <Spinner label={t('thankyou.loading')} />
    </div>
  )
}
