import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router'
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/constants'
import { decryptCheckoutId } from '../../../domain/checkout-link'
import type { Checkout } from '../../../domain/schemas/checkout'
import { Spinner } from '../../components/spinner'
import { useT } from '../../i18n'
import { apiFrom } from '../../api/get-api'
import type { PageHandle } from '../../app/page-meta'
import { useShell } from '../../app/shell'
import { CheckoutView } from './checkout-view'

interface CheckoutData {
  /** Null when the page was opened with an encrypted ?id=, which only the browser decrypts. */
  checkout: Checkout | null
  encryptedId: string | null
  returned: boolean
  method: PaymentMethod | null
}

function readMethod(value: string | null): PaymentMethod | null {
  return PAYMENT_METHODS.find((method) => method === value) ?? null
}

/** The checkout by the id in the path; an unknown one sends the shopper back to the cart. */
export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<CheckoutData> {
  const url = new URL(request.url)
  const encryptedId = url.searchParams.get('id')
  const returned = url.searchParams.get('payment') === 'returned'
  const method = readMethod(url.searchParams.get('method'))
  if (encryptedId) return { checkout: null, encryptedId, returned, method }
  const checkout = await apiFrom(context).checkout(params.checkoutId ?? '')
  if (!checkout) throw redirect('/cart')
  return { checkout, encryptedId: null, returned, method }
}

export const handle: PageHandle<CheckoutData> = {
  meta: ({ t }) => ({ title: t('checkout.title'), noIndex: true }),
}

/** Opens a checkout link (?id=): decrypted here with the store's link key, then loaded. */
function useLinkedCheckout(encryptedId: string | null): { checkout: Checkout | null; failed: boolean } {
  const shell = useShell()
  const [state, setState] = useState<{ checkout: Checkout | null; failed: boolean }>({ checkout: null, failed: false })
  useEffect(() => {
    if (!encryptedId) return
    let current = true
    void (async () => {
      const id = await decryptCheckoutId(encryptedId, shell.store.slug)
      const checkout = id
        ? await apiFrom(undefined)
            .checkout(id)
            .catch(() => null)
        : null
      if (current) setState({ checkout, failed: !checkout })
    })()
    return () => {
      current = false
    }
  }, [encryptedId, shell.store.slug])
  return state
}

export function Component() {
  const t = useT()
  const navigate = useNavigate()
  const data = useLoaderData() as CheckoutData
  const linked = useLinkedCheckout(data.encryptedId)
  const checkout = data.checkout ?? linked.checkout

  useEffect(() => {
    if (linked.failed) void navigate('/cart', { replace: true })
  }, [linked.failed, navigate])

  if (!checkout) {
    return (
      <div className="checkout__loading">
        <Spinner label={t('checkout.loading')} />
      </div>
    )
  }
  const resumed = data.encryptedId !== null || data.returned || checkout.paymentId !== null
  return <CheckoutView key={checkout.id} checkout={checkout} resumed={resumed} returned={data.returned} preferredMethod={data.method} />
}
